import { useEffect, useState } from 'react';
import { binFacts, type BinFacts } from './bank';

/**
 * What the card's first digits tell: asked when the 6-digit BIN is known and again at 8 digits (the
 * campaign control reads up to 8); a later answer for digits no longer typed is dropped.
 */
export function useBin(digits: string, isPickup: boolean, paymentMethodCode: string) {
  const key = digits.length >= 8 ? digits.slice(0, 8) : digits.length >= 6 ? digits.slice(0, 6) : '';
  const [facts, setFacts] = useState<BinFacts | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!key) {
      setFacts(null);
      return;
    }
    let current = true;
    setLoading(true);
    void binFacts(key, isPickup, paymentMethodCode).then((answer) => {
      if (!current) return;
      setFacts(answer);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [key, isPickup, paymentMethodCode]);
  return { facts: key ? facts : null, loading: Boolean(key) && loading };
}
