import { and, eq } from 'drizzle-orm';
import { db, translator } from '@lib/platform/index.server';
import { binInfo } from '@lib/checkout/payments/card/directory.server';
import { maskWalletCard } from './codes';
import type { NewWalletCard, WalletCaller, WalletCard, WalletReply } from './provider';
import { hasPresetAccount, PRESET_CARD } from './sandbox-rules';
import { walletAccounts, walletCards, walletLinks } from './tables.server';
import { fingerprint, seal } from './vault.server';

// The sandbox wallet's records: accounts, links and sealed cards. Shared by its operations.

/** The store id the wallet knows this store by (docs/behaviour/payments.md#card-wallet). */
const STORE_ID = 2;

/** The phone of a user id ('90' + 10 digits). */
export const phoneOf = (userId: string) => userId.slice(2);

/** A provider answer with the sandbox's description of a code in the caller's language. */
export function reply(caller: WalletCaller, code: string): WalletReply {
  return { code, description: code === '0000' ? '' : translator(caller.lang)(`wallet:provider.${code}`) };
}

/** The sandbox account of a user id, made (with its preset card) on first sight for a pre-registered phone. */
export async function accountOf(userId: string) {
  const database = await db();
  const [found] = await database.select().from(walletAccounts).where(eq(walletAccounts.userId, userId));
  if (found || !hasPresetAccount(phoneOf(userId))) return found;
  await database.insert(walletAccounts).values({ userId }).onConflictDoNothing();
  await saveCard(userId, PRESET_CARD, true);
  const [made] = await database.select().from(walletAccounts).where(eq(walletAccounts.userId, userId));
  return made;
}

/** Whether the account is linked to this store for the member. */
export async function isLinked(caller: WalletCaller): Promise<boolean> {
  const [row] = await (await db())
    .select()
    .from(walletLinks)
    .where(and(eq(walletLinks.userId, caller.userId), eq(walletLinks.storeId, STORE_ID)));
  return row?.customerId === caller.customerId;
}

/** Links the account to this store for the member (a later member with the phone takes it over). */
export async function link(caller: WalletCaller): Promise<void> {
  await (await db())
    .insert(walletLinks)
    .values({ userId: caller.userId, storeId: STORE_ID, customerId: caller.customerId })
    .onConflictDoUpdate({
      target: [walletLinks.userId, walletLinks.storeId],
      set: { customerId: caller.customerId, linkedAt: new Date() },
    });
}

/** The card as the provider lists it. */
export const listed = (row: typeof walletCards.$inferSelect): WalletCard => ({
  id: row.id,
  Name: row.alias,
  Value1: row.maskedNumber,
  BankIca: row.bankCode,
  Bin: row.bin,
});

/**
 * Saves a card sealed; the same card again answers the row already there (parallel adds make one
 * row: the fingerprint is unique per account). 'alias' when another card has the name.
 */
export async function saveCard(userId: string, card: NewWalletCard, active: boolean): Promise<typeof walletCards.$inferSelect | 'alias'> {
  const database = await db();
  const print = await fingerprint(userId, card.number);
  const info = await binInfo(card.number);
  await database
    .insert(walletCards)
    .values({
      userId,
      alias: card.alias,
      maskedNumber: maskWalletCard(card.number),
      bin: card.number.slice(0, 6),
      bankCode: info?.bank.code ?? null,
      sealed: await seal({ number: card.number, expMonth: card.expMonth, expYear: card.expYear, holder: card.holder }),
      fingerprint: print,
      active,
    })
    .onConflictDoNothing();
  const rows = await database
    .select()
    .from(walletCards)
    .where(and(eq(walletCards.userId, userId), eq(walletCards.fingerprint, print)));
  return rows[0] ?? 'alias';
}
