import { describe, expect, it } from 'vitest';
import { birthDateFields, birthDateToIso, nextStep, normalizeUsername, registrationOrder, reminderQuiet } from './rules';

describe('account rules', () => {
  it('normalise sign-in names to a lower-cased e-mail or 10 phone digits', () => {
    expect(normalizeUsername(' Ayse@Ornek.COM ')).toEqual({ kind: 'email', value: 'ayse@ornek.com' });
    expect(normalizeUsername('(532) 123 45 67')).toEqual({ kind: 'phone', value: '5321234567' });
    for (const typed of ['0533 444 55 67', '+90 533 444 55 67', '905334445567', '90 (533) 4445567', ' 05334445567 '])
      expect(normalizeUsername(typed), typed).toEqual({ kind: 'phone', value: '5334445567' });
  });

  it('verify the phone first, or the e-mail first when e-mail verification is required', () => {
    expect(registrationOrder(false)).toEqual(['phone', 'email']);
    expect(registrationOrder(true)).toEqual(['email', 'phone']);
    expect(nextStep(['phone', 'email'], ['phone'])).toBe('email');
    expect(nextStep(['phone', 'email'], ['email', 'phone'])).toBeNull();
  });

  it('convert birth dates between dd/mm/yyyy and the database', () => {
    expect(birthDateToIso('05/03/1990')).toBe('1990-03-05');
    expect(birthDateToIso('')).toBeNull();
    expect(birthDateFields('1990-03-05')).toEqual({ Day: '05', Month: '03', Year: '1990', birthDay: '05/03/1990' });
  });

  it('keep a postponed reminder quiet until its time', () => {
    expect(reminderQuiet(2000, 1000)).toBe(true);
    expect(reminderQuiet(undefined, 1000)).toBe(false);
  });
});
