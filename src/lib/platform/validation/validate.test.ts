import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '@lib/platform/http/field-errors.server';
import { translator } from '@lib/platform/i18n/catalogs.server';
// The card check the first test names.
import './card-check';
import { firstFailure, isRequired, text, withRules } from './validate';

describe('rule lists', () => {
  it('stop at the first failing rule and name its message and parameters', () => {
    const rules = [['required'], ['min', 2], ['nameChars']] as const;
    expect(firstFailure('', rules)).toEqual({ key: 'validation:required', params: {} });
    expect(firstFailure('A', rules)).toEqual({ key: 'validation:min', params: { value: 2 } });
    expect(firstFailure('A1', rules)).toEqual({ key: 'validation:nameChars', params: {} });
    expect(firstFailure('Ali', rules)).toBeNull();
  });

  it('compare with other fields and give the precise card and citizen id messages', () => {
    expect(firstFailure('x', [['confirmed', 'A']], { A: 'y' })?.key).toBe('validation:confirmed');
    expect(firstFailure('411111111111111', [['creditcard']])?.key).toBe('validation:cardLength');
    expect(firstFailure('', [['tckn']])?.key).toBe('validation:tcknEmpty');
  });

  it('skip a field whose onlyIf condition does not hold', () => {
    const rules = [['onlyIf', 'InvoiceType', 0], ['required']] as const;
    expect(firstFailure('', rules, { InvoiceType: 1 })).toBeNull();
    expect(firstFailure('', rules, { InvoiceType: 0 })?.key).toBe('validation:required');
  });

  it('say a field is required when an empty value fails them, under the onlyIf the other values meet', () => {
    expect(isRequired([['required'], ['max', 30]])).toBe(true);
    expect(isRequired([['max', 30], ['addressRegex']])).toBe(false);
    expect(isRequired(undefined)).toBe(false);
    // The citizen id: required for a person's invoice (its own empty message), not for a company's.
    const citizen = [['onlyIf', 'InvoiceType', 1], ['tckn']] as const;
    expect(isRequired(citizen, { InvoiceType: '1' })).toBe(true);
    expect(isRequired(citizen, { InvoiceType: '0' })).toBe(false);
    expect(isRequired([['required_value']])).toBe(true);
  });

  it('become a server schema whose 400 speaks the same message in both languages', () => {
    const schema = withRules(z.object({ FirstName: text(), Password: text() }), {
      FirstName: [['required'], ['min', 2]],
      Password: [['passwordRegex']],
    });
    const parsed = schema.safeParse({ FirstName: 'A', Password: 'abc' });
    expect(parsed.success).toBe(false);
    const tr = fieldErrors(parsed.error!, translator('tr'));
    expect(tr.FirstName).toBe('Ad en az 2 karakter olmalıdır.');
    const en = fieldErrors(parsed.error!, translator('en'));
    expect(en.Password).toMatch(/at least 6 characters/);
    expect(schema.safeParse({ FirstName: 'Ali', Password: 'abc123' }).success).toBe(true);
  });
});
