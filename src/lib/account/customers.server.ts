import { and, eq, ne, sql } from 'drizzle-orm';
import { db } from '@lib/db/client.server';
import { birthDateFields } from './rules';
import { COMMUNICATION_TYPES, type CommunicationPreferences, type CustomerInfo, type HeaderInfo } from './schema';
import { communicationPreferences, customers } from './tables.server';

export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;

export async function customerById(id: number): Promise<Customer | undefined> {
  const [row] = await (await db()).select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function customerByContact(kind: 'email' | 'phone', value: string): Promise<Customer | undefined> {
  const column = kind === 'email' ? customers.email : customers.cellPhone;
  const [row] = await (await db()).select().from(customers).where(eq(column, value));
  return row;
}

/** Whether another account already uses this e-mail or phone. */
export async function contactTaken(kind: 'email' | 'phone', value: string, exceptId?: number): Promise<boolean> {
  const column = kind === 'email' ? customers.email : customers.cellPhone;
  const where = exceptId === undefined ? eq(column, value) : and(eq(column, value), ne(customers.id, exceptId));
  const rows = await (await db()).select({ id: customers.id }).from(customers).where(where).limit(1);
  return rows.length > 0;
}

/** Creates a member with its three communication preferences; undefined when e-mail or phone is taken. */
export async function createCustomer(values: NewCustomer, campaignConsent: boolean): Promise<Customer | undefined> {
  return (await db()).transaction(async (tx) => {
    const [row] = await tx.insert(customers).values(values).onConflictDoNothing().returning();
    if (!row) return undefined;
    await tx
      .insert(communicationPreferences)
      .values(COMMUNICATION_TYPES.map((type) => ({ customerId: row.id, communicationType: type, preference: campaignConsent })));
    return row;
  });
}

export async function updateCustomer(id: number, values: Partial<NewCustomer>): Promise<void> {
  await (await db())
    .update(customers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(customers.id, id));
}

export function customerInfo(row: Customer): CustomerInfo {
  return {
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    CellPhone: row.cellPhone,
    GenderId: row.genderId ?? 0,
    ...birthDateFields(row.birthDate),
    IsEmailVerified: row.isEmailVerified,
    IsPhoneVerified: row.isPhoneVerified,
  };
}

export function headerInfo(row: Customer): HeaderInfo {
  return { customer_fullname: `${row.firstName} ${row.lastName}`, user_email: row.email, customer_phone: row.cellPhone };
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
