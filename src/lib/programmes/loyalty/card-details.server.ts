import { DomainError, ISTANBUL_OFFSET_MS, type Lang } from '@lib/platform';
import { desc, eq, sql } from 'drizzle-orm';
import { customers } from '@lib/account/index.server';
import { db, enqueue, translator, now } from '@lib/platform/index.server';
import { segmentPath } from '@lib/catalogue';
import { refreshSegment } from '@lib/programmes/loyalty/segment.server';
import { POINT_VALUE } from '@lib/checkout';
import { maskCardNo, creditDueEarnings, pendingEarnings, oneCardLedger, oneCards } from '@lib/checkout/index.server';

// The member's loyalty card page (docs/behaviour/loyalty.md#the-one-page) and the
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
    .select({ card: oneCards, email: customers.email })
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

/**
 * Points that expire at the end of this year: those earned before it and not yet spent (spends
 * take the oldest points first), never more than the balance.
 */
async function expiringPoints(cardNo: string, balance: number): Promise<number> {
  // Istanbul's year starts at 21:00 UTC on 31 December.
  const yearStart = new Date(Date.UTC(now().getUTCFullYear(), 0, 1) - ISTANBUL_OFFSET_MS);
  const [row] = await (await db())
    .select({
      older: sql<string>`coalesce(sum(${oneCardLedger.delta}) filter (where ${oneCardLedger.delta} > 0 and ${oneCardLedger.createdAt} < ${yearStart}), 0)`,
      spent: sql<string>`coalesce(-sum(${oneCardLedger.delta}) filter (where ${oneCardLedger.delta} < 0), 0)`,
    })
    .from(oneCardLedger)
    .where(eq(oneCardLedger.account, cardNo));
  const left = Number(row?.older ?? 0) - Number(row?.spent ?? 0);
  return Math.floor(Math.min(balance, Math.max(0, left)) / POINT_VALUE);
}

/** The editors' pages the loyalty screens show: the segment's page, and the card's texts and images. */
function contentUrls(segment: string | null) {
  const segmentUrl = segment ? segmentPath(segment) : '';
  return {
    CurrentSegmentContentUrl: segmentUrl,
    CurrentSegmentContentUrlMobile: segmentUrl,
    OneCardTextsContentUrl: '/content/the-one',
    OneCardTextsContentUrlMobile: '/content/the-one',
    OneCardImagesNotVerifiedUrl: '/content/the-one-kart',
    OneCardImagesNotVerifiedUrlMobile: '/content/the-one-kart',
  };
}

/**
 * GET details: the member's card (IsPhoneSucceeded: one is registered to them), their segment after
 * the segment rules ran (null: not in the club), points, pending and expiring points, the yearly
 * spend with the next segment, the statement, and the content addresses.
 */
export async function cardDetails(customerId: number) {
  const first = await memberCard(customerId);
  if (first.card) await creditDueEarnings(first.card.cardNo);
  const standing = await refreshSegment(customerId);
  const { card } = first.card ? await memberCard(customerId) : first;
  const balance = card?.balance ?? 0;
  return {
    Data: { IsPhoneSucceeded: Boolean(card) },
    DataModel: {
      CurrentSegment: standing?.Segment ?? null,
      ...contentUrls(standing?.Segment ?? null),
      CardNo: card ? maskCardNo(card.cardNo) : '',
      PointsBalance: Math.floor(balance / POINT_VALUE),
      PendingPoints: card ? (await pendingEarnings(card.cardNo)) / POINT_VALUE : 0,
      TotalSpend: standing?.YearlySpend ?? 0,
      NextSegment: standing?.Next ?? null,
      SegmentHeldUntil: standing?.HeldUntil ?? null,
      ExpiringPoints: card ? await expiringPoints(card.cardNo, balance) : 0,
      Statement: card ? await statementOf(card.cardNo) : [],
    },
  };
}

/** POST send statement: the card's movements by e-mail to the member (readable in /dev/outbox). */
export async function sendStatement(customerId: number, lang: Lang): Promise<void> {
  const { card, email } = await memberCard(customerId);
  if (!card || !email) throw new DomainError('ONECARD_STATEMENT_NOT_SENT');
  const t = translator(lang);
  const rows = (await statementOf(card.cardNo)).map((line) => ({
    date: line.Date,
    kind: t(`onecard:statement.kinds.${line.Kind}`),
    points: Math.round(line.Points),
  }));
  const data = { card: maskCardNo(card.cardNo), balance: Math.floor(card.balance / POINT_VALUE), rows };
  await enqueue(await db(), { channel: 'email', to: email, lang, kind: 'pointsStatement', data });
}
