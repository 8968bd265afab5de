import { type KeyboardEvent, useEffect, useState } from 'react';
import type { CardUse } from '@lib/checkout/payments/giftcards/schema';
import { call, type Envelope } from '@lib/platform';
import { setSplit } from '../split';

/**
 * Enter in a field of a tab runs the tab's action rather than submitting the page's payment form,
 * which holds the tabs (a tab has no form of its own: forms cannot nest).
 */
export const onEnter = (run: () => unknown) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
  event.preventDefault();
  void run();
};

/** A card applied to the order: its masked number, the amount it pays and its balance (0 when not known). */
export interface AppliedFigures {
  label: string;
  amount: number;
  balance: number;
}

/** A card's use and remove calls, and what its check answers: the masked number, the amount applied and the balance. */
interface CardApi {
  use: string;
  remove: string;
  check: string;
  /** Reads the check answer: the masked number, the amount applied (0 when none) and the balance. */
  read: (check: Record<string, unknown>) => AppliedFigures;
}

/**
 * What the gift and return card tabs share: the card applied to the order (from the check call on
 * mount, so a reload keeps it), using an amount and removing it, each answer's Split given to the page.
 */
export function useCardUse(api: CardApi) {
  const [applied, setApplied] = useState<AppliedFigures | null>(null);

  useEffect(() => {
    let alive = true;
    void call<Record<string, unknown>>(api.check, { silent: true })
      .then((answer) => {
        const found = answer.Success && answer.Result ? api.read(answer.Result) : null;
        if (alive && found && found.amount > 0) setApplied(found);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [api]);

  async function use(label: string, amount: number, balance: number): Promise<Envelope<unknown>> {
    const answer = await call<CardUse>(api.use, { method: 'POST', body: { amount } });
    if (answer.Success && answer.Result) {
      setSplit(answer.Result.Split);
      const applied = 'GiftCardAmount' in answer.Result ? answer.Result.GiftCardAmount : answer.Result.IMFCardAmount;
      setApplied({ label, amount: applied, balance });
    }
    return answer;
  }

  async function remove(): Promise<boolean> {
    const answer = await call<CardUse>(api.remove);
    if (answer.Success && answer.Result) {
      setSplit(answer.Result.Split);
      setApplied(null);
    }
    return answer.Success;
  }

  return { applied, use, remove };
}
