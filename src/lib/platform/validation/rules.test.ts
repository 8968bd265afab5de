import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { giftBalanceRules } from '@lib/checkout/payments/giftcards/schema';
import { validateAll } from './check';
import * as cards from './card-check';
import { iban } from './iban-check';
import * as r from './rules';
import { digits, printedDigits } from './rules';

describe('validation rules of the documented table', () => {
  it('required fails on null, empty, whitespace, empty list and false', () => {
    for (const bad of [null, undefined, '', '   ', [], false]) expect(r.required(bad), String(bad)).toBe(false);
    for (const good of ['a', 0, [1], true]) expect(r.required(good)).toBe(true);
  });

  it('min, max, length and minLength count characters; empty passes', () => {
    expect(r.min('ab', 2)).toBe(true);
    expect(r.min('a', 2)).toBe(false);
    expect(r.max('abc', 2)).toBe(false);
    expect(r.length('12345', 5)).toBe(true);
    expect(r.length('1234', 5)).toBe(false);
    expect(r.minLength([1], 2)).toBe(false);
    expect(r.min('', 2)).toBe(true);
  });

  it('between, min_value, max_value and min_amount bound numbers', () => {
    expect(r.between('5', 1, 10)).toBe(true);
    expect(r.between('11', 1, 10)).toBe(false);
    expect(r.min_value(0, 1)).toBe(false);
    expect(r.max_value('3', 2)).toBe(false);
    expect(r.min_amount('1,5', 1)).toBe(true);
  });

  it('numeric accepts Latin and Arabic-Indic digits only', () => {
    expect(r.numeric('0123')).toBe(true);
    expect(r.numeric('٠١٢٣')).toBe(true);
    expect(r.numeric('۴۵۶')).toBe(true);
    expect(r.numeric('12a')).toBe(false);
    expect(r.latinDigits('٥٣٢')).toBe('532');
  });

  it('printPhone writes a mobile number as a Turkish sentence does, 0532 123 45 67, however it was typed', () => {
    for (const typed of ['5321234567', '0532 123 45 67', '+90 (532) 123-45-67', '(532) 123 45 67'])
      expect(r.printPhone(typed)).toBe('0532 123 45 67');
    expect(r.printPhone(' 12345 ')).toBe('12345');
  });

  it('taxNumber: 10 digits for a company, 11 for a sole trader billing on the citizen id', () => {
    expect(r.taxNumber('1234567890')).toBe(true);
    expect(r.taxNumber('12345678901')).toBe(true);
    expect(r.taxNumber('١٢٣٤٥٦٧٨٩٠')).toBe(true);
    for (const wrong of ['12345', '123456789', '123456789012']) expect(r.taxNumber(wrong)).toBe(false);
  });

  it('regex, required_value, agreement, returnReason and requiredBoolean', () => {
    expect(r.regex('abc', /^a/)).toBe(true);
    expect(r.regex('xbc', /^a/)).toBe(false);
    expect(r.required_value('x')).toBe(true);
    expect(r.required_value('')).toBe(false);
    expect(r.agreement(true)).toBe(true);
    expect(r.agreement('true')).toBe(false);
    expect(r.returnReason(0)).toBe(false);
    expect(r.requiredBoolean(false)).toBe(true);
    expect(r.requiredBoolean(undefined)).toBe(false);
  });

  it('email needs a 2 to 10 letter top-level part, 5 to 255 characters; empty allowed', () => {
    expect(r.email('ayse@ornek.com.tr')).toBe(true);
    // Spaces around an address (a paste, a phone keyboard's trailing space) are not part of it.
    expect(r.email(' ayse@ornek.com.tr  ')).toBe(true);
    expect(r.emailOrPhone('ayse@ornek.com.tr ')).toBe(true);
    expect(r.email('')).toBe(true);
    for (const bad of ['ayse@ornek', 'ayse@ornek.c', 'ayse@ornek.abcdefghijk', 'a b@x.com', 'ayse.ornek.com', `${'a'.repeat(250)}@x.com`])
      expect(r.email(bad), bad).toBe(false);
  });

  it('confirmed compares with the other field', () => {
    expect(r.confirmed('Abc123', 'Abc123')).toBe(true);
    expect(r.confirmed('Abc123', 'Abc124')).toBe(false);
  });

  it('passwordRegex: 6+ characters, a letter (Turkish too) and a digit from the allowed set', () => {
    for (const good of ['abc123', 'şğü123', 'Parola 1!', 'İ12345']) expect(r.passwordRegex(good), good).toBe(true);
    for (const bad of ['ab12', 'abcdef', '123456', 'abc123€', 'abc12😀']) expect(r.passwordRegex(bad), bad).toBe(false);
  });

  it('refuses easy-to-guess passwords', () => {
    for (const bad of ['123456a', 'Qwerty123', 'aaaa1111', 'a1234567']) expect(r.notCommonPassword(bad), bad).toBe(false);
    expect(r.notCommonPassword('Gece7Yarisi')).toBe(true);
  });

  it('phone: (5xx) xxx xx xx, 10 digits, no leading 0, starts with 5, not one repeated digit', () => {
    expect(r.phone('(532) 123 45 67')).toBe(true);
    expect(r.phone('5321234567')).toBe(true);
    for (const bad of ['0532123456', '4321234567', '532123456', '53212345678', '5555555555', '5000000000'])
      expect(r.phone(bad), bad).toBe(false);
    expect(r.formatPhone('5321234567')).toBe('(532) 123 45 67');
    expect(r.formatPhone('5321')).toBe('(532) 1');
  });

  // The ways Turkish shoppers write a mobile number: with the trunk 0, the country code (+90, 0090,
  // 90), spaces, brackets, dots and dashes, or Arabic-Indic digits.
  const typed = [
    '5321234567',
    '05321234567',
    '0532 123 45 67',
    '0 (532) 123 45 67',
    '(0532) 123-45-67',
    '+90 532 123 45 67',
    '+90 (532) 123-45-67',
    '+905321234567',
    '905321234567',
    '90 532 123 45 67',
    '0090 532 123 45 67',
    '+90 0532 123 45 67',
    '532.123.45.67',
    ' 532 123 45 67 ',
    '٥٣٢١٢٣٤٥٦٧',
  ];

  it('phoneDigits takes the 10 national digits out of every form a shopper types', () => {
    for (const value of typed) expect(r.phoneDigits(value), value).toBe('5321234567');
  });

  it('phone accepts every typed form of a valid mobile and still refuses wrong lengths and prefixes', () => {
    for (const value of typed) expect(r.phone(value), value).toBe(true);
    for (const bad of ['0532 123 45 6', '+90 532 123 45 678', '+44 7911 123456', '0212 123 45 67', '90'])
      expect(r.phone(bad), bad).toBe(false);
  });

  it('formatPhone shows every typed form in the (5xx) xxx xx xx mask', () => {
    for (const value of typed) expect(r.formatPhone(value), value).toBe('(532) 123 45 67');
  });

  it('formatPhone keeps up with a number typed key by key, whatever its prefix', () => {
    for (const value of typed) {
      let shown = '';
      for (const key of value) shown = r.formatPhone(shown + key);
      expect(shown, value).toBe('(532) 123 45 67');
    }
  });

  it('phoneDigits reads the national number as libphonenumber-js does, for every operator prefix and way of writing it', () => {
    // The library is the reference (too heavy for the forms' script): 5xx prefixes of every operator,
    // each written in each way a shopper types it.
    const ways = [
      (n: string) => n,
      (n: string) => `0${n}`,
      (n: string) => `+90${n}`,
      (n: string) => `0090 ${n}`,
      (n: string) => `90${n}`,
      (n: string) => `+90 (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`,
      (n: string) => `0 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
    ];
    for (const operator of ['501', '505', '507', '516', '530', '533', '539', '542', '549', '551', '555', '559', '561'])
      for (const rest of ['1234567', '9876504', '4445567']) {
        const national = operator + rest;
        for (const way of ways) {
          const typed = way(national);
          expect(parsePhoneNumberFromString(typed, 'TR')?.nationalNumber, typed).toBe(national);
          expect(r.phoneDigits(typed), typed).toBe(national);
        }
      }
  });

  it('formatPhone keeps a prefix on screen until the number itself starts', () => {
    expect(r.formatPhone('0')).toBe('0');
    expect(r.formatPhone('+9')).toBe('+9');
    expect(r.formatPhone('+90 ')).toBe('+90 ');
    expect(r.formatPhone('+90 5')).toBe('(5');
  });

  it('creditcard: length 15 for 34/37 else 16, brand pattern, Luhn, with its three messages', () => {
    expect(cards.creditcard('4111 1111 1111 1111')).toBe(true);
    expect(cards.creditcard('378282246310005')).toBe(true);
    expect(cards.creditcard('5555555555554444')).toBe(true);
    expect(cards.creditcardFailure('411111111111111')).toBe('cardLength');
    expect(cards.creditcardFailure('3782822463100051')).toBe('cardLength');
    expect(cards.creditcardFailure('9111111111111111')).toBe('cardFormat');
    expect(cards.creditcardFailure('4111111111111112')).toBe('cardNumber');
  });

  it('iban: TR plus 24 digits, mod-97', () => {
    expect(iban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    for (const bad of ['TR330006100519786457841327', 'DE89370400440532013000', 'TR33000610051978645784132'])
      expect(iban(bad), bad).toBe(false);
  });

  it('tckn: 11 digits, not starting 0, both check digits; empty fails', () => {
    expect(r.tckn('10000000146')).toBe(true);
    expect(r.tckn('12345678950')).toBe(true);
    for (const bad of ['', '12345678951', '12345678940', '02345678950', '1234567895']) expect(r.tckn(bad), bad).toBe(false);
  });

  it('date: dd/mm/yyyy, real, not before 1930-12-31, 18 years ago or more', () => {
    const today = new Date(2026, 5, 15);
    expect(r.date('31/12/1930', today)).toBe(true);
    expect(r.date('15/06/2008', today)).toBe(true);
    for (const bad of ['30/12/1930', '16/06/2008', '31/02/1990', '1/1/1990', '1990-01-01']) expect(r.date(bad, today), bad).toBe(false);
  });

  it('isrequiredmatch is required only when a part is filled', () => {
    expect(r.isrequiredmatch('', ['', '', ''])).toBe(true);
    expect(r.isrequiredmatch('', ['01', '', ''])).toBe(false);
    expect(r.isrequiredmatch('01', ['01', '02', '1990'])).toBe(true);
  });

  it('width and height: positive, up to two decimals, with a comma or a dot', () => {
    for (const good of ['12.5', '12,5', '40', '30,25']) expect(r.widthsizemandatory(good), good).toBe(true);
    expect(r.heightsizemandatory('40')).toBe(true);
    for (const bad of ['0', '0,0', '12,5555', '1.2.3', '-3', 'abc', '']) expect(r.widthsizemandatory(bad), bad).toBe(false);
    // A size has no thousands in either language: three places after a separator are no size (not 125 or 1250 cm).
    for (const bad of ['0.125', '0,125', '1.250', '1,250', '1.250,5']) {
      expect(r.widthsizemandatory(bad), bad).toBe(false);
      expect(r.heightsizemandatory(bad), bad).toBe(false);
    }
    // A price keeps its thousands, both ways.
    for (const price of ['1.250', '1,250']) expect(r.amount(price), price).toBe(true);
  });

  it('amount and the bounds read thousands and decimals as Turks and English speakers type them', () => {
    for (const good of ['40000', '40.000', '40,000', '1.250,50', '1,250.50', '40 000']) expect(r.amount(good), good).toBe(true);
    for (const bad of ['40.000.5', '4.00.000', '12,345,6', '1.2345', 'kırk', '-5']) expect(r.amount(bad), bad).toBe(false);
    expect(r.between('40.000', 1, 2_000_000)).toBe(true);
    expect(r.between('2.000.001', 1, 2_000_000)).toBe(false);
    expect(r.max_value('30,5', 300)).toBe(true);
    expect(r.max_value('300,5', 300)).toBe(false);
  });

  it('addressRegex: Turkish letters, digits, spaces and - / . , : ; ( ) & #', () => {
    expect(r.addressRegex('Çağlayan Mah. No: 5/3 (Kat 2) & #4; Şişli-İst')).toBe(true);
    expect(r.addressRegex('Sokak <b>')).toBe(false);
    expect(r.addressRegex('Sokak @ 5')).toBe(false);
  });

  it('return rules: reason, non-blank description, non-empty photo lists', () => {
    expect(r.returnReasonRequired('')).toBe(false);
    expect(r.returnReasonDescriptionRequired('  ')).toBe(false);
    expect(r.returnReasonDescriptionRequired('Bozuk')).toBe(true);
    expect(r.returnImageRequired([])).toBe(false);
    expect(r.photoRequired(['a.jpg'])).toBe(true);
  });

  it('names: letters only, no three repeated characters, billing names with 5 letters', () => {
    expect(r.nameChars("Ayşe Nur O'Neil-Şen")).toBe(true);
    expect(r.nameChars('Ay3e')).toBe(false);
    expect(r.repeatedChars('Aaaahmet')).toBe(false);
    expect(r.repeatedChars('Mehmet')).toBe(true);
    expect(r.minLetters('A. B.', 5)).toBe(false);
    expect(r.minLetters('Ali Veli', 5)).toBe(true);
  });
});

describe('card numbers typed as printed', () => {
  it('drops the group spaces and dashes, and reads Arabic-Indic digits as Latin ones', () => {
    expect(printedDigits('6000 1000 0000 0002')).toBe('6000100000000002');
    expect(printedDigits(' 6000-1000-0000-0002 ')).toBe('6000100000000002');
    expect(printedDigits('٦٠٠٠ 1000 0000 0002')).toBe('6000100000000002');
    expect(printedDigits('6000 1000 0000 000a')).toBe('600010000000000a');
  });

  it('counts digits, not characters: the printed groups of 16 digits pass, 15 or a letter do not', () => {
    expect(digits('6000 1000 0000 0002', 16)).toBe(true);
    expect(digits('6000100000000002', 16)).toBe(true);
    expect(digits('6000 1000 0000 000', 16)).toBe(false);
    expect(digits('6000 1000 0000 000a', 16)).toBe(false);
    expect(digits('6000 1000 0000 00021', 16)).toBe(false);
    expect(digits('', 16)).toBe(true);
  });

  it('the gift card form takes the number as printed, and asks for 16 digits otherwise', () => {
    expect(validateAll({ GiftCardNo: '6000 1000 0000 0002', GiftPin: '1234', SecurityCode: '' }, giftBalanceRules)).toEqual({});
    expect(validateAll({ GiftCardNo: '6000 1000 0000 000', GiftPin: '1234', SecurityCode: '' }, giftBalanceRules)).toEqual({
      GiftCardNo: { key: 'validation:digits', params: { value: 16 } },
    });
  });
});
