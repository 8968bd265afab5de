import { useEffect, useState } from 'react';

/**
 * False in the server's markup and until React has taken the island over. A form's submit button
 * stays disabled until then: sent before, the browser would submit the form itself, as a GET with
 * every field (a password too) in the address.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
