// Shared by the benchmarks: each figure the issues set a target for is recorded here as it is
// measured, and `npm run bench` prints them all at its end, PGlite and PostgreSQL side by side.
// Benchmarks that measure in a child process record from there: the figures go, one JSON line
// each, to the file BENCH_TARGETS names (bench.mjs sets it), which children inherit.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/**
 * Records one measured figure: `measure` names it as the table will ("cart add p99, 20 sessions"),
 * `database` is "PGlite", "PostgreSQL" or "" for one figure of the server alone, `target` is what
 * it must be at most (or at least, when `atLeast`), and `note` what else to print beside it.
 */
export function recordTarget({ measure, database = '', value, target, unit = 'ms', atLeast = false, note = '' }) {
  const file = process.env.BENCH_TARGETS;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ measure, database, value, target, unit, atLeast, note })}\n`);
}

const targetOf = (figure) => `${figure.atLeast ? '>=' : '<='} ${figure.target} ${figure.unit}`.trim();

/** A figure's cell: its value, SLOW when short, its own target when the row's is another database's, and its note. */
const shown = (figure, rowTarget) => {
  if (!figure) return '';
  const notes = [targetOf(figure) === rowTarget ? '' : `target ${targetOf(figure)}`, figure.note].filter(Boolean);
  return `${Number(figure.value).toFixed(figure.value < 10 ? 2 : 0)} ${figure.unit}${figure.ok ? '' : ' SLOW'}${notes.length ? ` (${notes.join('; ')})` : ''}`;
};

/** The table of every recorded figure against its target; nothing when none was recorded. */
export function printTargets(file) {
  if (!existsSync(file)) return;
  const rows = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const figure = JSON.parse(line);
    figure.ok = figure.atLeast ? figure.value >= figure.target : figure.value <= figure.target;
    const row = rows.get(figure.measure) ?? { target: targetOf(figure), by: {} };
    row.by[figure.database || 'server'] = figure;
    rows.set(figure.measure, row);
  }
  console.log('\n## Targets\n');
  console.log('| measure | target | PGlite | PostgreSQL | server |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [measure, { target, by }] of rows) {
    console.log(`| ${measure} | ${target} | ${shown(by.PGlite, target)} | ${shown(by.PostgreSQL, target)} | ${shown(by.server, target)} |`);
  }
  const slow = [...rows.values()].flatMap((row) => Object.values(row.by)).filter((figure) => !figure.ok).length;
  console.log(`\n${slow === 0 ? 'every target met' : `${slow} figure(s) short of their target (SLOW)`}`);
}
