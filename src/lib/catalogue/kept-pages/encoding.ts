/** The encodings a kept page is sent in, best first. */
export type KeptEncoding = 'br' | 'gzip' | 'identity';

/**
 * The best encoding a client accepts (Accept-Encoding, RFC 9110 12.5.3): br, then gzip, else the
 * bytes as they are. A coding with q=0 is refused, "*" stands for any coding not named.
 */
export function preferredEncoding(accept: string | undefined): KeptEncoding {
  if (!accept) return 'identity';
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)).find(Boolean);
    weights.set(name.trim().toLowerCase(), q ? Number(q[1]) : 1);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  for (const coding of ['br', 'gzip'] as const) if (weight(coding) > 0) return coding;
  return 'identity';
}
