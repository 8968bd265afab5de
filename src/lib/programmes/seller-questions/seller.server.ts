import { and, eq, isNull, lte } from 'drizzle-orm';
import { customers } from '@lib/account/index.server';
import { now, db, enqueue, translator, logger, type Tx } from '@lib/platform/index.server';
import { type Lang, localizedPath } from '@lib/platform';
import { sellerQuestions } from './tables.server';

/** Where a member reads their questions and the sellers' answers. */
const QUESTIONS_PAGE = '/customer/messages';

// The marketplace sellers' sandbox: a seller answers each question once its time has come (on the
// store's clock), and the member is told by e-mail and SMS. Answers are caught up when a member
// reads their questions and by a timer, whichever comes first; the conditional update answers once.

const SWEEP_EVERY_MS = 60_000;
let timer: ReturnType<typeof setInterval> | undefined;

/** Answers the due questions (of one member, or of everyone) and tells each member. */
export async function answerDue(customerId?: number): Promise<void> {
  const at = now();
  const due = and(
    isNull(sellerQuestions.answeredAt),
    lte(sellerQuestions.answerDueAt, at),
    customerId === undefined ? undefined : eq(sellerQuestions.customerId, customerId),
  );
  const database = await db();
  const rows = await database.select().from(sellerQuestions).where(due).limit(100);
  for (const row of rows) {
    const lang = row.lang as Lang;
    await database.transaction(async (tx) => {
      const [answered] = await tx
        .update(sellerQuestions)
        .set({ answer: translator(lang)('sellerqa:seller.answer'), answeredAt: at })
        .where(and(eq(sellerQuestions.id, row.id), isNull(sellerQuestions.answeredAt)))
        .returning();
      if (answered) await tell(tx, answered.customerId, lang);
    });
  }
}

/** Tells the member their question was answered, by e-mail and SMS, in the answer's transaction. */
async function tell(tx: Tx, customerId: number, lang: Lang): Promise<void> {
  const [member] = await tx
    .select({ email: customers.email, phone: customers.cellPhone })
    .from(customers)
    .where(eq(customers.id, customerId));
  const data = { questionsPath: localizedPath(QUESTIONS_PAGE, lang) };
  const to = [
    ...(member?.email ? [{ channel: 'email' as const, to: member.email }] : []),
    ...(member?.phone ? [{ channel: 'sms' as const, to: member.phone }] : []),
  ];
  await enqueue(tx, ...to.map((recipient) => ({ ...recipient, lang, kind: 'sellerAnswered' as const, data })));
}

/** The development control: every waiting question is due now, and answered (as the sweep would, later). */
export async function answerAllNow(): Promise<number> {
  const database = await db();
  const waiting = await database
    .update(sellerQuestions)
    .set({ answerDueAt: now() })
    .where(isNull(sellerQuestions.answeredAt))
    .returning({ id: sellerQuestions.id });
  await answerDue();
  return waiting.length;
}

/** Starts the timer that answers due questions (once per process). */
export function startAnswering(): void {
  if (timer) return;
  timer = setInterval(() => {
    answerDue().catch((error: unknown) => logger.error({ err: error }, 'seller answers failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
}
