import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '@lib/platform/http/field-errors.server';
import { catalogs, translator } from '@lib/platform/i18n/catalogs.server';
import { LANGS } from '@lib/platform/i18n/lang';
import { fieldLabel } from './label';

// No error message ever names a wire field ("GiftCardNo must be exactly 16 characters"): every
// field of every wire schema and rule list of the domains gets a shopper's label in both languages,
// and every message the validation mapping writes for it reads that label, never the field's name.

const modules = import.meta.glob<Record<string, unknown>>('/src/lib/**/schema.ts', { eager: true });

/** The field names of a zod schema, nested objects and lists included. */
function fieldsOf(schema: unknown, out: Set<string>, depth = 0): void {
  if (depth > 6 || !(schema instanceof z.ZodType)) return;
  const def = (schema as unknown as { def: Record<string, unknown> }).def;
  if (schema instanceof z.ZodObject) {
    for (const [key, value] of Object.entries(schema.shape)) {
      out.add(key);
      fieldsOf(value, out, depth + 1);
    }
    return;
  }
  for (const inner of [def.innerType, def.element, def.in, def.out, def.schema, ...((def.options as unknown[]) ?? [])])
    fieldsOf(inner, out, depth + 1);
}

/** A form's rule list ({ Field: [['required'], …] }). */
const isRules = (value: unknown): value is Record<string, unknown[][]> =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof z.ZodType) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every((rules) => Array.isArray(rules) && rules.every((rule) => Array.isArray(rule) && typeof rule[0] === 'string'));

const wire = new Set<string>();
const ruled = new Set<string>();
for (const exports of Object.values(modules)) {
  for (const value of Object.values(exports)) {
    if (value instanceof z.ZodType) fieldsOf(value, wire);
    else if (isRules(value)) for (const key of Object.keys(value)) ruled.add(key);
  }
}

describe('field names in error messages', () => {
  it('finds the wire fields to walk', () => {
    expect(ruled).toContain('GiftCardNo');
    expect(wire).toContain('CardNo');
    expect(wire.size).toBeGreaterThan(50);
  });

  it('gives every field of a form rule list a label of its own in Turkish and English', () => {
    const missing = LANGS.flatMap((lang) =>
      [...ruled].filter((field) => typeof catalogs[lang].fields?.[field] !== 'string').map((f) => `${lang}:${f}`),
    );
    expect(missing).toEqual([]);
  });

  it('never writes a wire field name into a validation message, for any field of any schema, top-level or nested', () => {
    const keys = ['errors:validation.required', 'errors:validation.invalid', 'validation:length', 'validation:numeric', 'validation:regex'];
    for (const lang of LANGS) {
      const t = translator(lang);
      for (const field of [...wire, ...ruled]) {
        for (const [path, message] of keys.flatMap((key) => [[field], ['CreditCard', field]].map((p) => [p, key] as const))) {
          const error = new z.ZodError([{ code: 'custom', path, message, input: 'x', params: { value: 16 } }]);
          for (const message of Object.values(fieldErrors(error, t))) {
            if (fieldLabel(t, field) !== field) expect(message, `${lang} ${path.join('.')}`).not.toMatch(new RegExp(`\\b${field}\\b`));
            expect(message, `${lang} ${path.join('.')}`).not.toMatch(/\{\{|undefined|\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*/);
          }
        }
      }
    }
  });
});
