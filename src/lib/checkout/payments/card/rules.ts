import { installment } from '@lib/bag';

// Instalment options: the bank's plan, cut by the store's rules (none under 100 TL, none with a
// no-instalment line, none on a debit card, at most the count the amount allows) and priced so the
// months add up to the total exactly.

/** One count of a bank's plan: the total markup in permille (0: interest-free). */
export interface PlanRow {
  count: number;
  markupPermille: number;
}

/** One instalment option as the payment screen lists it (kuruş). */
export interface InstallmentOption {
  Count: number;
  MonthlyAmount: number;
  TotalAmount: number;
}

/** Why a card and bag get a single payment only, or null when instalments are offered. */
export type NoInstallmentReason = 'minimum' | 'category' | 'debit' | null;

/** What the options depend on: the payable total (kuruş), whether any line forbids instalments, and the card type. */
export interface InstallmentInput {
  total: number;
  noInstalmentLine: boolean;
  cardType: 'credit' | 'debit';
  plans: readonly PlanRow[];
}

/** The months of a total in `count` instalments: whole kuruş, differing by at most 1, the larger first, adding up exactly. */
export function monthlyAmounts(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < remainder ? 1 : 0));
}

/** The total to pay in `count` instalments with a plan's markup (permille of the total, rounded to the kuruş). */
export function totalWithMarkup(total: number, markupPermille: number): number {
  return total + Math.round((total * markupPermille) / 1000);
}

/** The option of one count: its total and the first (largest) month. */
export function optionOf(total: number, plan: PlanRow): InstallmentOption {
  const TotalAmount = totalWithMarkup(total, plan.markupPermille);
  return { Count: plan.count, MonthlyAmount: monthlyAmounts(TotalAmount, plan.count)[0] ?? 0, TotalAmount };
}

/** Why only a single payment is possible for this card and bag, or null. */
export function noInstallmentReason(input: Omit<InstallmentInput, 'plans'>): NoInstallmentReason {
  if (input.cardType === 'debit') return 'debit';
  return installment(input.total, [{ noInstalment: input.noInstalmentLine }]).Reason;
}

/** The options a card and bag allow: always a single payment (the default, count 1), then the plan's counts the rules leave. */
export function installmentOptions(input: InstallmentInput): InstallmentOption[] {
  const single = optionOf(input.total, { count: 1, markupPermille: 0 });
  if (noInstallmentReason(input) !== null) return [single];
  const max = installment(input.total, []).MaxCount;
  const counts = input.plans.filter((p) => p.count > 1 && p.count <= max).sort((a, b) => a.count - b.count);
  return [single, ...counts.map((p) => optionOf(input.total, p))];
}
