import { codeOfId, DomainError, type Lang, localizedPath } from '@lib/platform';
import { and, eq, ne, sql } from 'drizzle-orm';
import { db, enqueue, type Tx } from '@lib/platform/index.server';
import { birthDateFields, type Contact } from './rules';
import { COMMUNICATION_TYPES, type CommunicationPreferences, type CustomerInfo, type HeaderInfo } from './schema';
import { communicationPreferences, customers } from './tables.server';

export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert & { email: string; cellPhone: string };

/** The verified column of a contact, and the column of its pending claim. */
const columns = (contact: Contact) =>
  contact === 'email'
    ? { verified: customers.email, pending: customers.pendingEmail, keys: { verified: 'email', pending: 'pendingEmail' } as const }
    : { verified: customers.cellPhone, pending: customers.pendingPhone, keys: { verified: 'cellPhone', pending: 'pendingPhone' } as const };

export async function customerById(id: number): Promise<Customer | undefined> {
  const [row] = await (await db()).select().from(customers).where(eq(customers.id, id));
  return row;
}

/** The member whose verified e-mail or phone this is (a pending claim is nobody's). */
export async function customerByContact(kind: Contact, value: string): Promise<Customer | undefined> {
  const [row] = await (await db())
    .select()
    .from(customers)
    .where(eq(columns(kind).verified, value));
  return row;
}

/** Whether another member has verified this e-mail or phone. */
export async function contactTaken(kind: Contact, value: string, exceptId?: number): Promise<boolean> {
  const column = columns(kind).verified;
  const where = exceptId === undefined ? eq(column, value) : and(eq(column, value), ne(customers.id, exceptId));
  const rows = await (await db()).select({ id: customers.id }).from(customers).where(where).limit(1);
  return rows.length > 0;
}

/** The contact as the member sees it: the one waiting for its code, else the verified one. */
export function shownContact(row: Customer, contact: Contact): { value: string; verified: boolean } {
  const { verified, pending } = columns(contact).keys;
  const pendingValue = row[pending];
  return pendingValue !== null
    ? { value: pendingValue, verified: false }
    : { value: row[verified] ?? '', verified: row[verified] !== null };
}

/** Drops other members' unverified claims on a contact its owner has just verified. */
async function dropClaims(tx: Tx, contact: Contact, value: string, ownerId: number): Promise<void> {
  const { pending, keys } = columns(contact);
  await tx
    .update(customers)
    .set({ [keys.pending]: null })
    .where(and(eq(pending, value), ne(customers.id, ownerId)));
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error; e instanceof Error; e = e.cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

/**
 * Makes a contact the member's verified one, after its code was answered: the claim waiting for it
 * ends, and so do other members' claims on it. CONTACT_TAKEN when another member verified it first.
 */
export async function verifyContactOf(customerId: number, contact: Contact, value: string): Promise<void> {
  const { keys } = columns(contact);
  try {
    await (await db()).transaction(async (tx) => {
      await tx
        .update(customers)
        .set({ [keys.verified]: value, [keys.pending]: null, updatedAt: sql`now()` })
        .where(eq(customers.id, customerId));
      await dropClaims(tx, contact, value, customerId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('CONTACT_TAKEN');
    throw error;
  }
}

/** "Verify later": keeps a contact as the member's pending claim; their verified one again ends the claim. */
export async function claimContact(customer: Customer, contact: Contact, value: string): Promise<void> {
  const { keys } = columns(contact);
  await updateCustomer(customer.id, { [keys.pending]: value === customer[keys.verified] ? null : value });
}

/**
 * Creates a member with both contacts verified and its three communication preferences, ending other
 * members' claims on those contacts, and writes the welcome e-mail with it; undefined when another
 * member has verified one of the contacts.
 */
export async function createCustomer(values: NewCustomer, campaignConsent: boolean, lang: Lang): Promise<Customer | undefined> {
  return (await db()).transaction(async (tx) => {
    const [row] = await tx.insert(customers).values(values).onConflictDoNothing().returning();
    if (!row) return undefined;
    await tx
      .insert(communicationPreferences)
      .values(COMMUNICATION_TYPES.map((type) => ({ customerId: row.id, communicationType: type, preference: campaignConsent })));
    await dropClaims(tx, 'email', values.email, row.id);
    await dropClaims(tx, 'phone', values.cellPhone, row.id);
    if (row.email) {
      const data = { firstName: row.firstName, accountPath: localizedPath('/customer/info', lang) };
      await enqueue(tx, { channel: 'email', to: row.email, lang, kind: 'welcome', data });
    }
    return row;
  });
}

export async function updateCustomer(id: number, values: Partial<NewCustomer>): Promise<void> {
  await (await db())
    .update(customers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(customers.id, id));
}

/** The member's code in the store's other systems, derived from the id (a new account gets a new one). */
const externalSystemCode = (id: number) => `VM-${codeOfId(id)}`;

export function customerInfo(row: Customer): CustomerInfo {
  const email = shownContact(row, 'email');
  const phone = shownContact(row, 'phone');
  return {
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: email.value,
    CellPhone: phone.value,
    GenderId: row.genderId ?? 0,
    ...birthDateFields(row.birthDate),
    IsEmailVerified: email.verified,
    IsPhoneVerified: phone.verified,
    ExternalSystemCode: externalSystemCode(row.id),
  };
}

export function headerInfo(row: Customer): HeaderInfo {
  return {
    customer_fullname: `${row.firstName} ${row.lastName}`,
    user_email: shownContact(row, 'email').value,
    customer_phone: shownContact(row, 'phone').value,
  };
}

export async function preferencesOf(customerId: number): Promise<CommunicationPreferences> {
  const rows = await (await db()).select().from(communicationPreferences).where(eq(communicationPreferences.customerId, customerId));
  return COMMUNICATION_TYPES.map((type) => ({
    CommunicationType: type,
    Preference: rows.find((r) => r.communicationType === type)?.preference ?? false,
  }));
}

export async function savePreferences(customerId: number, list: CommunicationPreferences): Promise<void> {
  const database = await db();
  for (const item of list) {
    await database
      .insert(communicationPreferences)
      .values({ customerId, communicationType: item.CommunicationType, preference: item.Preference })
      .onConflictDoUpdate({
        target: [communicationPreferences.customerId, communicationPreferences.communicationType],
        set: { preference: item.Preference, updatedAt: sql`now()` },
      });
  }
}
