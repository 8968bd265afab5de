import { useEffect, useState } from 'react';
import { type BinFacts, binFacts, cardImage } from './bank';

/**
 * What the card's first digits tell: asked when the 6-digit BIN is known and again at 8 digits (the
 * campaign control reads up to 8), and again when the instruments change what the card pays
 * (`rest`, the split's: the plans are priced on it); a later answer for digits no longer typed is dropped.
 */
export function useBin(digits: string, isPickup: boolean, paymentMethodCode: string, rest: number) {
  const key = digits.length >= 8 ? digits.slice(0, 8) : digits.length >= 6 ? digits.slice(0, 6) : '';
  const [facts, setFacts] = useState<BinFacts | null>(null);
  const [loading, setLoading] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the server prices the plans on the split; a new rest means new plans.
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
  }, [key, isPickup, paymentMethodCode, rest]);
  return { facts: key ? facts : null, loading: Boolean(key) && loading };
}

/** The card scheme's picture, asked again only while the first 4 digits change (they name the scheme). */
export function useCardImage(digits: string): string | null {
  const start = digits.slice(0, 4);
  const [image, setImage] = useState<{ of: string; url: string | null }>({ of: '', url: null });
  useEffect(() => {
    if (!start) return;
    let current = true;
    void cardImage(start).then((url) => {
      if (current) setImage({ of: start, url });
    });
    return () => {
      current = false;
    };
  }, [start]);
  return start && image.of === start ? image.url : null;
}
