import { parseDate, phoneDigits } from '@lib/platform';

/** E-mails are compared without case and surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLocaleLowerCase('en-US');

/** A sign-in name as stored: a lower-cased e-mail or the 10 digits of a phone. */
export function normalizeUsername(username: string): { kind: 'email' | 'phone'; value: string } {
  return username.includes('@') ? { kind: 'email', value: normalizeEmail(username) } : { kind: 'phone', value: phoneDigits(username) };
}

export type Contact = 'phone' | 'email';
/** Registration verifies the phone then the e-mail, reversed when e-mail verification is required. */
export function registrationOrder(emailVerificationRequired: boolean): [Contact, Contact] {
  return emailVerificationRequired ? ['email', 'phone'] : ['phone', 'email'];
}

/** The next contact to verify, or null when every one is verified (membership is then created). */
export function nextStep(order: readonly Contact[], verified: readonly Contact[]): Contact | null {
  return order.find((step) => !verified.includes(step)) ?? null;
}

/** dd/mm/yyyy → yyyy-mm-dd for the database; empty or invalid → null. */
export function birthDateToIso(value: string): string | null {
  const parsed = parseDate(value);
  if (!parsed) return null;
  return `${parsed.year}-${String(parsed.month).padStart(2, '0')}-${String(parsed.day).padStart(2, '0')}`;
}

/** yyyy-mm-dd → the Day, Month, Year and birthDay fields of the customer form. */
export function birthDateFields(iso: string | null): { Day: string; Month: string; Year: string; birthDay: string } {
  if (!iso) return { Day: '', Month: '', Year: '', birthDay: '' };
  const [Year = '', Month = '', Day = ''] = iso.split('-');
  return { Day, Month, Year, birthDay: `${Day}/${Month}/${Year}` };
}

/** Whether a verification reminder postponed with "remind me later" is still quiet. */
export function reminderQuiet(postponedUntil: number | undefined, nowMs: number): boolean {
  return postponedUntil !== undefined && postponedUntil > nowMs;
}
