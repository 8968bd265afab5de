import { and, desc, eq, sql } from 'drizzle-orm';
import { customers } from '@lib/account/tables.server';
import { db } from '@lib/db/client.server';
import { DomainError } from '@lib/errors/domain-error';
import { translator } from '@lib/i18n/catalogs.server';
import type { Lang } from '@lib/i18n/lang';
import { notifier } from '@lib/notify/index.server';
import { orders } from '@lib/orders/tables.server';
import { POINT_VALUE } from '@lib/payments/tenders';
import { maskCardNo } from './cards.server';
import { creditDueEarnings, pendingEarnings } from './earnings.server';
import { oneCardLedger, oneCards } from './tables.server';

// The member's loyalty card page (account-and-navigation 3, "Loyalty card details") and the
// statement by e-mail: the card registered to the member, its segment, points and movements.

/** One movement of the statement. */
interface StatementLine {
  Date: string;
  Kind: string;
  Points: number;
}

const STATEMENT_LINES = 20;

async function memberCard(customerId: number) {
  const database = await db();
  const [row] = await database
    .select({ card: oneCards, segment: customers.loyaltySegment, email: customers.email, phone: customers.cellPhone })
    .from(customers)
    .leftJoin(oneCards, eq(oneCards.customerId, customers.id))
    .where(eq(customers.id, customerId));
  if (!row) throw new DomainError('SESSION_TIMEOUT');
  return row;
}

async function statementOf(cardNo: string): Promise<StatementLine[]> {
  const rows = await (await db())
    .select()
    .from(oneCardLedger)
    .where(eq(oneCardLedger.account, cardNo))
    .orderBy(desc(oneCardLedger.id))
    .limit(STATEMENT_LINES);
  return rows.map((row) => ({ Date: row.createdAt.toISOString(), Kind: row.kind, Points: row.delta / POINT_VALUE }));
}

/** GET details: the member's card (IsPhoneSucceeded: one is registered to them), segment, points, spend and statement. */
export async function cardDetails(customerId: number) {
  const first = await memberCard(customerId);
  if (first.card) await creditDueEarnings(first.card.cardNo);
  const { card, segment } = first.card ? await memberCard(customerId) : first;
  const [spent] = await (await db())
    .select({ total: sql<string>`coalesce(sum(${orders.total}), 0)` })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'received')));
  const balance = card?.balance ?? 0;
  return {
    Data: { IsPhoneSucceeded: Boolean(card) },
    DataModel: {
      CurrentSegment: segment,
      CardNo: card ? maskCardNo(card.cardNo) : '',
      PointsBalance: Math.floor(balance / POINT_VALUE),
      PendingPoints: card ? (await pendingEarnings(card.cardNo)) / POINT_VALUE : 0,
      TotalSpend: Number(spent?.total ?? 0),
      // The sandbox's points do not expire; a real gateway answers its expiring points here.
      ExpiringPoints: 0,
      Statement: card ? await statementOf(card.cardNo) : [],
    },
  };
}

/** POST send statement: the card's movements by e-mail to the member (readable in /dev/outbox). */
export async function sendStatement(customerId: number, lang: Lang): Promise<void> {
  const { card, email } = await memberCard(customerId);
  if (!card || !email) throw new DomainError('ONECARD_STATEMENT_NOT_SENT');
  const t = translator(lang);
  const lines = (await statementOf(card.cardNo)).map((line) =>
    t('onecard:statement.line', { date: line.Date.slice(0, 10), kind: t(`onecard:statement.kinds.${line.Kind}`), points: line.Points }),
  );
  const body = [
    t('onecard:statement.intro', { card: maskCardNo(card.cardNo), balance: Math.floor(card.balance / POINT_VALUE) }),
    ...lines,
  ].join('\n');
  await notifier().send({ channel: 'email', recipient: email, subject: t('onecard:statement.subject'), body });
}
