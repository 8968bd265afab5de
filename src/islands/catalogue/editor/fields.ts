import type { ZodType } from 'zod';
import { imageId } from '@lib/catalogue/content/schema';
import { sitePath } from '@lib/platform';

// A kind's zod schema walked into the descriptors the editor's form is drawn from, so a field added
// to a schema appears in the form without touching the editor. Client-safe and pure.

interface Base {
  /** The field's name in its object ("title"), or its position in an array or tuple ("0"). */
  key: string;
  /** The catalog key of its label and help: object keys joined by slashes (a field may be named "label"), array positions left out. */
  labelKey: string;
  /** Optional fields may be left empty; the others must be filled. */
  optional: boolean;
}

export type FieldDescriptor =
  | (Base & { type: 'text'; min?: number; max?: number; format?: 'path' | 'url' | 'slug' })
  | (Base & { type: 'number'; min?: number; max?: number; defaultValue?: number })
  | (Base & { type: 'enum'; options: readonly string[]; defaultValue?: string })
  | (Base & { type: 'fixed'; value: unknown })
  | (Base & { type: 'date' })
  | (Base & { type: 'image' })
  | (Base & { type: 'object'; fields: FieldDescriptor[] })
  | (Base & { type: 'array'; item: FieldDescriptor; min: number; max?: number })
  | (Base & { type: 'tuple'; items: FieldDescriptor[] });

// zod 4 keeps a schema's definition on `_zod.def`; only the parts read here are typed.
interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  in?: ZodType;
  element?: ZodType;
  items?: ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  defaultValue?: unknown;
  checks?: { _zod: { def: { check: string; format?: string; minimum?: number; maximum?: number; pattern?: RegExp } } }[];
}
const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const SAFE_MAX = 1e9;

function textFormat(schema: ZodType): 'path' | 'url' | 'slug' | undefined {
  if ((schema as unknown as { format: string | null }).format === 'url') return 'url';
  // Every link field is the platform's one site-path schema itself.
  if (schema === sitePath) return 'path';
  for (const check of defOf(schema).checks ?? []) {
    const { format, pattern } = check._zod.def;
    if (format === 'regex' && pattern) return 'slug';
  }
  return undefined;
}

/** A list's least and most items, from its checks (.min(), .max()). */
function arrayBounds(schema: ZodType): { min: number; max?: number } {
  let min = 0;
  let max: number | undefined;
  for (const check of defOf(schema).checks ?? []) {
    const d = check._zod.def;
    if (d.check === 'min_length') min = d.minimum ?? 0;
    if (d.check === 'max_length') max = d.maximum;
  }
  return { min, max };
}

function walk(schema: ZodType, key: string, labelKey: string, optional: boolean): FieldDescriptor {
  const def = defOf(schema);
  const base = { key, labelKey, optional };
  if (schema === imageId) return { ...base, type: 'image' };
  switch (def.type) {
    case 'optional':
      return walk(def.innerType!, key, labelKey, true);
    case 'default': {
      const inner = walk(def.innerType!, key, labelKey, optional);
      const defaultValue = typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
      return inner.type === 'number' || inner.type === 'enum' ? ({ ...inner, defaultValue } as FieldDescriptor) : inner;
    }
    case 'pipe':
      return defOf(def.in!).type === 'date' ? { ...base, type: 'date' } : walk(def.in!, key, labelKey, optional);
    case 'date':
      return { ...base, type: 'date' };
    case 'string': {
      const s = schema as unknown as { minLength: number | null; maxLength: number | null };
      return { ...base, type: 'text', min: s.minLength ?? undefined, max: s.maxLength ?? undefined, format: textFormat(schema) };
    }
    case 'number': {
      const n = schema as unknown as { minValue: number | null; maxValue: number | null };
      const bounded = (v: number | null) => (v != null && Math.abs(v) < SAFE_MAX ? v : undefined);
      return { ...base, type: 'number', min: bounded(n.minValue), max: bounded(n.maxValue) };
    }
    case 'enum':
      return { ...base, type: 'enum', options: Object.values(def.entries ?? {}) };
    case 'literal':
      return { ...base, type: 'fixed', value: def.values?.[0] };
    case 'object':
      return { ...base, type: 'object', fields: objectFields(schema, labelKey) };
    case 'array': {
      return { ...base, type: 'array', item: walk(def.element!, '', labelKey, false), ...arrayBounds(schema) };
    }
    case 'tuple':
      return { ...base, type: 'tuple', items: (def.items ?? []).map((item, i) => walk(item, String(i), labelKey, false)) };
    default:
      throw new Error(`The editor has no control for a schema of type ${def.type} (${labelKey})`);
  }
}

function objectFields(schema: ZodType, prefix: string): FieldDescriptor[] {
  const shape = defOf(schema).shape ?? {};
  return Object.entries(shape).map(([key, field]) => walk(field, key, prefix ? `${prefix}/${key}` : key, false));
}

/** The top-level fields of a kind's schema, in the schema's order, each a tree of descriptors. */
export function formFields(schema: ZodType): FieldDescriptor[] {
  return objectFields(schema, '');
}

/** Every label key a schema's form uses (for the test that each has a label in both languages). */
export function labelKeys(fields: readonly FieldDescriptor[]): string[] {
  const keys = new Set<string>();
  const visit = (field: FieldDescriptor) => {
    if (field.key !== '' && !/^\d+$/.test(field.key)) keys.add(field.labelKey);
    if (field.type === 'object') field.fields.forEach(visit);
    if (field.type === 'array') visit(field.item);
    if (field.type === 'tuple') field.items.forEach(visit);
  };
  fields.forEach(visit);
  return [...keys];
}

/** The value a new, empty field starts with: an array's minimum of items, an object's fields. */
export function emptyValue(field: FieldDescriptor): unknown {
  switch (field.type) {
    case 'object':
      return Object.fromEntries(field.fields.filter((f) => !f.optional).map((f) => [f.key, emptyValue(f)]));
    case 'array':
      return Array.from({ length: field.min }, () => emptyValue(field.item));
    case 'tuple':
      return field.items.map(emptyValue);
    case 'fixed':
      return field.value;
    case 'number':
      return field.defaultValue;
    case 'enum':
      return field.defaultValue ?? field.options[0];
    default:
      return field.optional ? undefined : '';
  }
}
