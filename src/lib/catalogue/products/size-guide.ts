import { SIZE_RUNS, type SizeRun } from './vocab';

// The size guide of each size run: the measurements behind each size the store sells, so the
// dialog's table always lists exactly the sizes of the product's category. Column titles are in
// catalog:sizeGuide.column.<key>; the values are numbers, the same in both languages.

interface Guide {
  columns: readonly string[];
  rows: Record<string, readonly (string | number)[]>;
}

const GUIDES: Partial<Record<SizeRun, Guide>> = {
  clothing: {
    columns: ['tr', 'eu', 'uk', 'bust', 'waist', 'hips'],
    rows: {
      XS: [34, 32, 6, '80–83', '62–65', '88–91'],
      S: [36, 34, 8, '84–87', '66–69', '92–95'],
      M: [38, 36, 10, '88–91', '70–73', '96–99'],
      L: [40, 38, 12, '92–96', '74–78', '100–104'],
      XL: [42, 40, 14, '97–101', '79–83', '105–109'],
    },
  },
  shoes: {
    columns: ['eu', 'uk', 'us', 'foot'],
    rows: {
      '36': [36, 3, 5.5, 23],
      '37': [37, 4, 6.5, 23.7],
      '38': [38, 5, 7.5, 24.3],
      '39': [39, 6, 8.5, 25],
      '40': [40, 6.5, 9, 25.7],
      '41': [41, 7.5, 10, 26.3],
      '42': [42, 8, 10.5, 27],
      '43': [43, 9, 11.5, 27.7],
      '44': [44, 10, 12.5, 28.3],
    },
  },
  kids: {
    columns: ['age', 'height', 'chest', 'waist'],
    rows: {
      '2-3': ['2–3', '92–98', 53, 51],
      '4-5': ['4–5', '104–110', 56, 53],
      '6-7': ['6–7', '116–122', 60, 55],
      '8-9': ['8–9', '128–134', 64, 58],
      '10-11': ['10–11', '140–146', 69, 61],
    },
  },
};

/** The size run whose sizes a category's sizes are, if it has a guide (one size and volumes have none). */
export function sizeRunOf(sizes: readonly string[]): SizeRun | undefined {
  return (Object.keys(GUIDES) as SizeRun[]).find(
    (run) => SIZE_RUNS[run].every((size, i) => sizes[i] === size) && sizes.length === SIZE_RUNS[run].length,
  );
}

/** The size guide table for a size run: column keys and one row per size, in the run's order. */
export function sizeGuide(
  run: SizeRun,
): { columns: readonly string[]; rows: { size: string; values: readonly (string | number)[] }[] } | undefined {
  const guide = GUIDES[run];
  if (!guide) return undefined;
  return { columns: guide.columns, rows: SIZE_RUNS[run].map((size) => ({ size, values: guide.rows[size] ?? [] })) };
}
