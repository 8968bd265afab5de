import { and, count, desc, eq, isNull, lte } from 'drizzle-orm';
import { products, sellers } from '@lib/catalogue/index.server';
import { now, db, hit } from '@lib/platform/index.server';
import { DomainError, type Lang } from '@lib/platform';
import { answerDue, startAnswering } from './seller.server';
import { sellerQuestions } from './tables.server';

/** How long the sandbox seller takes to answer. */
const ANSWER_AFTER_MS = 2 * 60_000;

/** A question as the member's list shows it. */
export interface MessageView {
  MessageId: number;
  ProductId: number;
  ProductName: string;
  ProductSlug: string;
  SellerName: string;
  OrderNumber: string | null;
  Question: string;
  Answer: string | null;
  AskedAt: string;
  AnsweredAt: string | null;
  IsSeen: boolean;
}

/** POST create-seller-question: a question about a marketplace product, answered by its seller later. */
export async function askSeller(
  customerId: number,
  input: { ProductId: number; OrderNumber?: string | undefined; Text: string },
  lang: Lang,
) {
  const database = await db();
  const [product] = await database
    .select({ id: products.id, sellerId: products.sellerId, sellerType: sellers.sellerType })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.id, input.ProductId));
  if (!product) throw new DomainError('SELLER_QUESTION_PRODUCT');
  if (product.sellerType <= 1) throw new DomainError('SELLER_QUESTION_NOT_MARKETPLACE');
  // Ten questions a minute per member: enough for a shopper, not for a flood.
  if ((await hit(`seller-question:${customerId}`, 60)) > 10) throw new DomainError('E107');
  startAnswering();
  const [row] = await database
    .insert(sellerQuestions)
    .values({
      customerId,
      productId: product.id,
      sellerId: product.sellerId,
      orderNumber: input.OrderNumber?.trim() || null,
      text: input.Text.trim(),
      lang,
      answerDueAt: new Date(now().getTime() + ANSWER_AFTER_MS),
    })
    .returning({ id: sellerQuestions.id });
  return { MessageId: row!.id };
}

/** GET get-customer-questions: the member's questions, newest first, with answers that are due. */
export async function customerQuestions(customerId: number, pageNumber: number, pageSize: number, lang: Lang) {
  await answerDue(customerId);
  const database = await db();
  const mine = eq(sellerQuestions.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    database
      .select({
        q: sellerQuestions,
        nameTr: products.nameTr,
        nameEn: products.nameEn,
        productSlug: products.slug,
        sellerName: sellers.name,
      })
      .from(sellerQuestions)
      .innerJoin(products, eq(products.id, sellerQuestions.productId))
      .innerJoin(sellers, eq(sellers.id, sellerQuestions.sellerId))
      .where(mine)
      .orderBy(desc(sellerQuestions.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    database.select({ n: count() }).from(sellerQuestions).where(mine),
  ]);
  const messages: MessageView[] = rows.map(({ q, nameTr, nameEn, productSlug, sellerName }) => ({
    MessageId: q.id,
    ProductId: q.productId,
    ProductName: lang === 'en' ? nameEn : nameTr,
    ProductSlug: productSlug,
    SellerName: sellerName,
    OrderNumber: q.orderNumber,
    Question: q.text,
    Answer: q.answer,
    AskedAt: q.createdAt.toISOString(),
    AnsweredAt: q.answeredAt?.toISOString() ?? null,
    IsSeen: q.seenAt != null,
  }));
  const totalCount = total?.n ?? 0;
  return { messages, pageCount: Math.max(1, Math.ceil(totalCount / pageSize)), itemsPerPage: pageSize, totalCount };
}

/** POST notify-message-seen: the member saw an answer; once, and only their own (another's changes nothing). */
export async function markSeen(customerId: number, messageId: number): Promise<{ IsSeen: boolean }> {
  const database = await db();
  const [row] = await database
    .update(sellerQuestions)
    .set({ seenAt: now() })
    .where(
      and(
        eq(sellerQuestions.id, messageId),
        eq(sellerQuestions.customerId, customerId),
        isNull(sellerQuestions.seenAt),
        lte(sellerQuestions.answeredAt, now()),
      ),
    )
    .returning({ id: sellerQuestions.id });
  if (row) return { IsSeen: true };
  const [own] = await database
    .select({ seenAt: sellerQuestions.seenAt })
    .from(sellerQuestions)
    .where(and(eq(sellerQuestions.id, messageId), eq(sellerQuestions.customerId, customerId)));
  if (!own) throw new DomainError('SELLER_QUESTION_NOT_FOUND');
  return { IsSeen: own.seenAt != null };
}
