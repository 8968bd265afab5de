import { and, eq, isNull, lte } from 'drizzle-orm';
import { customers } from '@lib/account/index.server';
import { now, db, translator, logger, notifier } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { sellerQuestions } from './tables.server';

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
    const t = translator(row.lang as Lang);
    const [answered] = await database
      .update(sellerQuestions)
      .set({ answer: t('sellerqa:seller.answer'), answeredAt: at })
      .where(and(eq(sellerQuestions.id, row.id), isNull(sellerQuestions.answeredAt)))
      .returning();
    if (answered) await tell(answered.customerId, row.lang as Lang);
  }
}

async function tell(customerId: number, lang: Lang): Promise<void> {
  const [member] = await (await db())
    .select({ email: customers.email, phone: customers.cellPhone })
    .from(customers)
    .where(eq(customers.id, customerId));
  const t = translator(lang);
  try {
    if (member?.email)
      await notifier().send({
        channel: 'email',
        recipient: member.email,
        subject: t('sellerqa:notify.subject'),
        body: t('sellerqa:notify.body'),
      });
    if (member?.phone) await notifier().send({ channel: 'sms', recipient: member.phone, body: t('sellerqa:notify.body') });
  } catch (error) {
    logger.warn({ err: error, customerId }, 'seller answer message not sent');
  }
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
