import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlCharacters, id, text } from '@lib/platform/validation/validate';
import { badQueryValue, badValue, type FieldKind, fieldsOf, nanLike, outOfRange, pollution, withControl } from '../support/bad-input';
import { endpointCases } from '../support/endpoints';

const INT_MAX = 2 ** 31 - 1;

/** Whether a parsed value can reach the database as it is: what a schema may let through. */
function storable(value: unknown, field: FieldKind): boolean {
  if (value === undefined || value === null) return true;
  switch (field.kind) {
    case 'string':
      return typeof value === 'string' && value.isWellFormed() && !hasControlCharacters(value);
    case 'number':
      return Number.isInteger(value) && Math.abs(value as number) <= INT_MAX;
    case 'boolean':
      return typeof value === 'boolean';
    case 'choice':
      return field.values.includes(value);
    default:
      return true;
  }
}

const cases = endpointCases();

describe('the shared schema builders', () => {
  it('refuse NUL and other control characters, and malformed text, in every text field', () => {
    fc.assert(fc.property(withControl, (value) => !text(255).safeParse(value).success));
    expect(text(255).safeParse('\ud800').success).toBe(false);
    expect(text(255).parse('Moda Caddesi\r\nNo: 12\tDaire 3')).toBe('Moda Caddesi\r\nNo: 12\tDaire 3');
  });

  it('keep every id inside a PostgreSQL integer, and refuse what only looks like a number', () => {
    fc.assert(
      fc.property(fc.oneof(outOfRange, nanLike, fc.boolean(), fc.constant([5]), fc.constant(null)), (v) => !id().safeParse(v).success),
    );
    expect(id().parse('2147483647')).toBe(INT_MAX);
    expect(id().parse(12)).toBe(12);
    expect(id({ min: 0 }).parse('0')).toBe(0);
  });
});

describe('every endpoint’s schemas', () => {
  it('cover every JSON endpoint, [kind] routes one by one', () => {
    expect(cases.length).toBeGreaterThan(40);
    expect(cases.map((c) => c.path)).toEqual(expect.arrayContaining(['/cop-api/customer/send-otp/new-email', '/cop-api/address/detail']));
  });

  const fields = cases.flatMap(({ method, path, query, body }) =>
    [
      { where: 'query', schema: query, bad: badQueryValue },
      { where: 'body', schema: body, bad: badValue },
    ].flatMap(({ where, schema, bad }) =>
      Object.entries(schema ? fieldsOf(schema) : {}).map(([name, kind]) => ({
        title: `${method} ${path} ${where} ${name}`,
        schema: schema!,
        name,
        kind,
        bad,
      })),
    ),
  );

  it.each(fields)('$title: bad values are refused or come out storable, never thrown', ({ schema, name, kind, bad }) => {
    fc.assert(
      fc.property(bad(kind), (value) => {
        const parsed = schema.safeParse({ [name]: value });
        return !parsed.success || storable((parsed.data as Record<string, unknown>)[name], kind);
      }),
      { numRuns: 200 },
    );
  });

  it('never let prototype-pollution keys through or change Object.prototype', () => {
    for (const body of cases.flatMap((c) => (c.body ? [c.body] : []))) {
      fc.assert(
        fc.property(pollution, (value) => {
          const parsed = body.safeParse(value);
          return !(parsed.success && Object.hasOwn(parsed.data as object, '__proto__')) && !('polluted' in Object.prototype);
        }),
        { numRuns: 5 },
      );
    }
  });
});
