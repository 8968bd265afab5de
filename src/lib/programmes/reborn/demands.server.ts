import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { addressOf } from '@lib/account/index.server';
import { now, type Db, db, type Session } from '@lib/platform/index.server';
import { DomainError, type Lang } from '@lib/platform';
import { isHomePickupArea } from '@lib/orders';
import { claimUploads, returnUploads, usableRebornPhotos } from '@lib/orders/index.server';
import { electronicFormatIBAN } from 'ibantools';
import { categoryById } from './catalogue';
import { storePaymentSettings } from './settings.server';
import { askedPrice, DRAFT, settingFor, sizeOf } from './rules';
import type { DemandInput } from './schema';
import { rebornDemands } from './tables.server';

// Creating and reading a member's Reborn applications. Everything the form checked is checked again
// here, against the category the member chose: another category's attributes, a payment outside its
// price range, someone else's address or photos, or a pickup the courier cannot make change nothing.

type Row = typeof rebornDemands.$inferSelect;

/** An application of the member, or REBORN_NOT_FOUND (another member's answers exactly the same). */
export async function ownDemand(customerId: number, id: number): Promise<Row> {
  const [row] = await (await db())
    .select()
    .from(rebornDemands)
    .where(and(eq(rebornDemands.id, id), eq(rebornDemands.customerId, customerId)));
  if (!row) throw new DomainError('REBORN_NOT_FOUND');
  return row;
}

/** The member's newest draft (an application not yet approved), if any: the form opens it again. */
export async function latestDraft(customerId: number): Promise<Row | undefined> {
  const [row] = await (await db())
    .select()
    .from(rebornDemands)
    .where(and(eq(rebornDemands.customerId, customerId), eq(rebornDemands.status, DRAFT)))
    .orderBy(desc(rebornDemands.id))
    .limit(1);
  return row;
}

/** The category's answers, kept only when each names an attribute or checkbox of that category with one of its options. */
function checkedAnswers(input: DemandInput) {
  const category = categoryById(input.categoryOptionId);
  if (!category) throw new DomainError('REBORN_ATTRIBUTE_INVALID');
  for (const [name, value] of Object.entries(input.attributes)) {
    const attribute = category.attributes.find((a) => a.name === name);
    if (!attribute?.options.includes(value)) throw new DomainError('REBORN_ATTRIBUTE_INVALID');
  }
  if (input.checkboxes.some((name) => !category.checkboxes.includes(name))) throw new DomainError('REBORN_ATTRIBUTE_INVALID');
  if (!category.brands.includes(input.brand)) throw new DomainError('REBORN_ATTRIBUTE_INVALID');
  return { category, attributes: input.attributes, checkboxes: [...new Set(input.checkboxes)] };
}

/** The payment setting for the asked price, or REBORN_PAYMENT_NOT_AVAILABLE. */
function paymentOf(input: DemandInput) {
  // The schema's amount rule let only a number through: the same reading the form's estimate made.
  const price = askedPrice(input.productPrice) ?? 0;
  const setting = settingFor(storePaymentSettings(), input.paymentType, price);
  if (!setting) throw new DomainError('REBORN_PAYMENT_NOT_AVAILABLE');
  const transfer = input.paymentType === 'money_transfer';
  return {
    price,
    paymentType: setting.PaymentType,
    ratio: setting.Ratio,
    iban: transfer ? electronicFormatIBAN(input.ibanNumber) : null,
    recipientName: transfer ? input.recipientName.trim() : null,
  };
}

/**
 * The application's address: the member's own (another member's answers ADDRESS_NOT_FOUND, as a
 * missing one does), and for a courier pickup one inside the area couriers collect from, by the easy
 * return's rule (docs/behaviour/reborn.md#handover). Checked when a draft is saved and again when it
 * is approved: the member may have moved the address out of the area, or deleted it, in between.
 */
export async function checkAddress(customerId: number, input: Pick<DemandInput, 'AddressId' | 'handover'>): Promise<void> {
  const address = await addressOf(customerId, input.AddressId);
  if (input.handover === 'pickup' && !isHomePickupArea(address.CityID)) throw new DomainError('REBORN_PICKUP_UNAVAILABLE');
}

/** What an application says, from the checked form: the member, the item and the payment. */
function detailsOf(input: DemandInput) {
  const answers = checkedAnswers(input);
  return {
    customer: {
      name: input.customerName.trim(),
      surname: input.customerSurname.trim(),
      email: input.customerEmail.trim(),
      tckn: input.customerTckn,
      phone: input.customerPhone.replace(/\D/g, '').slice(-10),
      addressId: input.AddressId,
      handover: input.handover,
    },
    categoryId: answers.category.id,
    attributes: answers.attributes,
    checkboxes: answers.checkboxes,
    brand: input.brand,
    model: input.model.trim(),
    color: input.color.trim(),
    condition: input.productCondition,
    orderOrInvoiceNumber: input.orderOrInvoiceNumber.trim(),
    heightCm: sizeOf(input.productHeight),
    widthCm: sizeOf(input.productWidth),
    usageNote: input.productUsageNote.trim(),
    ...paymentOf(input),
  };
}

/**
 * POST demand: the member's draft, awaiting the agreement (and a code when one is required); only
 * approval makes it an application the store sees. The same idempotency key answers the first
 * draft; its photos become the draft's. Naming a draft (RebornId) revises it instead.
 */
export async function createDemand(customerId: number, session: Session, input: DemandInput, lang: Lang): Promise<{ demandId: number }> {
  if (input.RebornId !== undefined) return reviseDraft(customerId, session, input.RebornId, input);
  const database = await db();
  const repeat = await demandByKey(database, customerId, input.IdempotencyKey);
  if (repeat) return { demandId: repeat };
  const details = detailsOf(input);
  await checkAddress(customerId, input);
  const photoCount = new Set(input.ImageIds).size;
  return database.transaction(async (tx) => {
    // The key's unique index decides between parallel calls: a second insert waits for the first
    // to commit, inserts nothing, and answers the first application.
    const [row] = await tx
      .insert(rebornDemands)
      .values({
        customerId,
        lang,
        idempotencyKey: input.IdempotencyKey,
        ...details,
        // A payout to a bank account is confirmed with a code, so a stolen session cannot redirect it.
        otpRequired: details.paymentType === 'money_transfer' ? 1 : 0,
        history: [{ status: DRAFT, at: now().toISOString() }],
      })
      .onConflictDoNothing()
      .returning({ id: rebornDemands.id });
    if (!row) {
      const first = await demandByKey(tx, customerId, input.IdempotencyKey);
      if (first === undefined) throw new DomainError('REBORN_NOT_FOUND');
      return { demandId: first };
    }
    // The session's own finished photos, claimed only while unclaimed: photos another application
    // took meanwhile undo this one (the transaction takes its row back).
    if ((await usableRebornPhotos(tx, session, input.ImageIds)).length !== photoCount) throw new DomainError('REBORN_PHOTOS_MISSING');
    if ((await claimUploads(tx, input.ImageIds, row.id)) !== photoCount) throw new DomainError('REBORN_PHOTOS_MISSING');
    return { demandId: row.id };
  });
}

/** The photos an application holds: their upload ids and file names, oldest first. */
export async function draftPhotos(run: Db, id: number): Promise<{ id: string; name: string }[]> {
  return run
    .select({ id: returnUploads.id, name: returnUploads.fileName })
    .from(returnUploads)
    .where(and(eq(returnUploads.kind, 'reborn'), eq(returnUploads.requestId, id)))
    .orderBy(asc(returnUploads.createdAt));
}

/**
 * A draft edited from its check step: what it says is replaced, in one transaction, while it still
 * awaits approval. Its photos become the ones named: those it holds stay, new ones of the session
 * are claimed, the rest are let go (swept as unused uploads). A code given for the old draft does not
 * vouch for the new one: a payout to a bank account asks for it again.
 */
async function reviseDraft(customerId: number, session: Session, id: number, input: DemandInput): Promise<{ demandId: number }> {
  const draft = await ownDemand(customerId, id);
  if (draft.status !== DRAFT) throw new DomainError('REBORN_STATE');
  const details = detailsOf(input);
  await checkAddress(customerId, input);
  const named = [...new Set(input.ImageIds)];
  return (await db()).transaction(async (tx) => {
    const held = new Set((await draftPhotos(tx, id)).map((p) => p.id));
    const fresh = named.filter((photo) => !held.has(photo));
    const [revised] = await tx
      .update(rebornDemands)
      .set({ ...details, otpRequired: details.paymentType === 'money_transfer' ? 1 : 0, otpVerifiedAt: null })
      .where(and(eq(rebornDemands.id, id), eq(rebornDemands.status, DRAFT)))
      .returning({ id: rebornDemands.id });
    if (!revised) throw new DomainError('REBORN_STATE');
    if ((await usableRebornPhotos(tx, session, fresh)).length !== fresh.length) throw new DomainError('REBORN_PHOTOS_MISSING');
    if ((await claimUploads(tx, fresh, id)) !== fresh.length) throw new DomainError('REBORN_PHOTOS_MISSING');
    const dropped = [...held].filter((photo) => !named.includes(photo));
    if (dropped.length > 0) await tx.update(returnUploads).set({ requestId: null }).where(inArray(returnUploads.id, dropped));
    return { demandId: id };
  });
}

/** The member's application made with an idempotency key, if any. */
async function demandByKey(run: Db, customerId: number, key: string): Promise<number | undefined> {
  const [row] = await run
    .select({ id: rebornDemands.id })
    .from(rebornDemands)
    .where(and(eq(rebornDemands.customerId, customerId), eq(rebornDemands.idempotencyKey, key)));
  return row?.id;
}

/** GET applications: the member's own, newest first, `limit` a page. */
export async function listDemands(customerId: number, page: number, limit: number) {
  const database = await db();
  const [rows, [total]] = await Promise.all([
    database
      .select()
      .from(rebornDemands)
      .where(eq(rebornDemands.customerId, customerId))
      .orderBy(desc(rebornDemands.id))
      .limit(limit)
      .offset((page - 1) * limit),
    database.select({ n: count() }).from(rebornDemands).where(eq(rebornDemands.customerId, customerId)),
  ]);
  return { list: rows, totalCount: total?.n ?? 0 };
}
