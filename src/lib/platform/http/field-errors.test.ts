import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translator } from '@lib/platform/i18n/catalogs.server';
import { fieldErrors } from './field-errors.server';

const schema = z.object({
  Partner: z
    .string()
    .trim()
    .min(1)
    .regex(/^[a-z]+$/),
  Other: z.string().refine((v) => v === 'x', 'errors:validation.summary'),
});

describe('fieldErrors', () => {
  it('gives one translated message per field: required, then invalid, then a custom key', () => {
    const parsed = schema.safeParse({ Partner: '', Other: 'y' }, { reportInput: true });
    expect(parsed.success).toBe(false);
    const tr = fieldErrors(parsed.error!, translator('tr'));
    expect(tr.Partner).toBe('İş ortağı alanı zorunludur.');
    expect(tr.Other).toBe('Lütfen işaretli alanları kontrol edin.');
    const en = fieldErrors(schema.safeParse({ Partner: 'A1', Other: 'x' }, { reportInput: true }).error!, translator('en'));
    expect(en).toEqual({ Partner: 'Partner is not valid.' });
  });
});
