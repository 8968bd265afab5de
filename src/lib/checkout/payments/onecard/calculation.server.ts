import type { z } from 'zod';
import { CREDITED_AFTER_DAYS } from '@lib/checkout/payments/onecard/rates';
import type { Lang } from '@lib/platform';
import { paymentSplit } from '@lib/checkout/payments/tenders.server';
import { POINT_VALUE } from '@lib/checkout/payments/tenders';
import type { Session } from '@lib/platform/index.server';
import { earnedByOrder } from './cards.server';
import type { earningQuerySchema } from './schema';

/** GET point calculation: what a number of points pays (kuruş) and what is left of the order after it. */
export async function pointCalculation(session: Session | undefined, lang: Lang, point: number) {
  const split = await paymentSplit(session, lang);
  const used = split.Tenders.find((tender) => tender.Kind === 'loyalty')?.Amount ?? 0;
  const amount = point * POINT_VALUE;
  return { Point: point, Amount: amount, Rest: Math.max(0, split.Rest + used - amount), Cap: split.Caps.loyalty };
}

/** GET loyalty point calculation: the points this payment earns (any method and instalments earn alike) and when they are credited. */
export async function earningCalculation(session: Session | undefined, lang: Lang, query: z.infer<typeof earningQuerySchema>) {
  const split = await paymentSplit(session, lang);
  return {
    PaymentCode: query.paymentCode,
    InstallmentCount: query.installmentCount,
    EarnedPoints: await earnedByOrder(session, split),
    CreditedAfterDays: CREDITED_AFTER_DAYS,
  };
}
