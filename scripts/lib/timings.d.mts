/** One stage's failed tests, each with the start of its error, as lines to print last. */
export function failed(title: string, file: string, kind: 'vitest' | 'playwright'): string[];
/** The slowest files and tests of one stage's JSON report, as lines to print. */
export function slowest(title: string, file: string, kind: 'vitest' | 'playwright', top?: { files?: number; tests?: number }): string[];
/** The stage table: each stage's wall time, in the order they ran. */
export function stageTable(stages: { title: string; ms: number; ok: boolean }[]): string[];
