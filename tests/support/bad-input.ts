import fc from 'fast-check';
import type { z } from 'zod';

// Generated bad input for the JSON endpoints: values no field of their kind may accept (numbers out
// of the integer range, NaN-like text, control characters, over-long text, wrong types, arrays and
// objects where a scalar belongs, prototype-pollution keys). Shared by the schema property test and
// the API test that sends them to the built server.

/** What a field holds, as far as bad input is concerned. */
export type FieldKind = { kind: 'string' | 'number' | 'boolean' | 'array' | 'other' } | { kind: 'choice'; values: unknown[] };

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The kind of a field's schema, looking through defaults, optionals, pipes and unions. */
function fieldKind(schema: z.ZodType): FieldKind {
  const def = defOf(schema);
  if (def.innerType) return fieldKind(def.innerType);
  if (def.type === 'pipe' && def.in) return fieldKind(def.in);
  if (def.type === 'enum') return { kind: 'choice', values: Object.values(def.entries ?? {}) };
  if (def.type === 'literal') return { kind: 'choice', values: def.values ?? [] };
  if (def.type === 'union') {
    const kinds = (def.options ?? []).map(fieldKind);
    if (kinds.some((k) => k.kind === 'number')) return { kind: 'number' };
    if (kinds.every((k) => k.kind === 'choice')) return { kind: 'choice', values: kinds.flatMap((k) => ('values' in k ? k.values : [])) };
    return { kind: 'other' };
  }
  if (def.type === 'string' || def.type === 'number' || def.type === 'boolean' || def.type === 'array') return { kind: def.type };
  return { kind: 'other' };
}

/** The fields of an object schema (a form schema with rules included) and their kinds. */
export function fieldsOf(schema: z.ZodType): Record<string, FieldKind> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, fieldKind(field)]));
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'];
/** Values the forms take (an e-mail, a phone, a name, a password, a code, a date, a partner …). */
const WELL_FORMED = ['ayse@vitrin.example', '5321234567', 'Ayşe Yılmaz', 'Guclu2024', '123456', '05/03/1990', 'atelier', 'phone', '12'];
/** Text with a NUL or another control character somewhere in it, often inside a value a rule accepts. */
export const withControl = fc.oneof(
  fc.tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 6 })).map(([a, c, b]) => `${a}${c}${b}`),
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom(...WELL_FORMED), fc.nat(), fc.constantFrom(...CONTROL))
      .map(([value, at, c]) => value.slice(0, at % (value.length + 1)) + c + value.slice(at % (value.length + 1))),
  },
);
/** Text longer than any text field takes (every field's limit is at most 20 000). */
const overLong = fc.integer({ min: 20_001, max: 30_000 }).map((n) => 'é'.repeat(n));
/** Numbers outside a PostgreSQL integer id: above 2³¹−1, negative, fractional, unsafe. */
export const outOfRange = fc.oneof(
  fc.constantFrom(2_147_483_648, 2 ** 53, 1e308, -1, -2_147_483_649, 0.5),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
);
/** Text that a careless number parser reads as a number, or as NaN. */
export const nanLike = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0x10',
  '1.5',
  '1,5',
  '١٢',
  '12abc',
  '1\u0000',
  'null',
);
/** JSON objects that carry prototype-pollution keys as their own properties. */
export const pollution = fc
  .constantFrom(
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"__proto__":{"toString":"x"},"prototype":{"polluted":"yes"}}',
  )
  .map((text) => JSON.parse(text) as unknown);
/** Arrays and objects where a scalar belongs (no one-element number array, which reads as a number). */
const wrongShape = fc.oneof(
  fc.array(fc.string({ maxLength: 4 }), { minLength: 2, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 3 }),
  pollution,
  fc.constant(null),
);

/** A JSON value that a field of this kind must refuse. */
export function badValue(field: FieldKind): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'string':
      return fc.oneof({ weight: 4, arbitrary: withControl }, overLong, fc.integer(), fc.boolean(), wrongShape);
    case 'number':
      return fc.oneof(outOfRange, nanLike, withControl, wrongShape);
    case 'boolean':
      return fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), nanLike, wrongShape);
    case 'choice':
      return fc.oneof(
        fc.string({ maxLength: 8 }).filter((s) => !field.values.includes(s)),
        withControl,
        outOfRange,
        wrongShape.filter((v) => v !== null),
      );
    case 'array':
      return fc.oneof(fc.string(), fc.integer(), fc.array(fc.integer(), { maxLength: 5 }), pollution);
    default:
      return wrongShape.filter((v) => v !== null);
  }
}

/** A query-string value (always text) that a field of this kind must refuse. */
export function badQueryValue(field: FieldKind): fc.Arbitrary<string> {
  switch (field.kind) {
    case 'number':
      return fc.oneof(nanLike, withControl, outOfRange.map(String));
    case 'choice':
      return fc.oneof(
        fc.string({ maxLength: 8 }).filter((s) => !field.values.includes(s)),
        withControl,
      );
    default:
      // Within the 16 KB a request line may have, longer than any query field takes (2000).
      return fc.oneof(
        withControl,
        fc.integer({ min: 2_001, max: 4_000 }).map((n) => 'x'.repeat(n)),
      );
  }
}

/** Path values no [kind] route knows, prototype names included. */
export const badParam = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'PHONE', 'phone ', '%00', '..'),
  fc.stringMatching(/^[a-z-]{1,12}$/),
);
