import { AREAS, areaOf, crossAreaDeepImports, upwardImports } from '../tests/support/areas';
import { cycles, importGraph } from '../tests/support/import-graph';

// The structure drawing (`npm run structure`): how many imports run between the areas of src/lib,
// as a table from each area (rows) to the areas it uses (columns), with the cycles, the upward
// imports and the deep imports across areas. Decision 0039 has the map; the structure test keeps it.

const edges = importGraph(['src']).filter((edge) => !/\.test\.tsx?$/.test(edge.from));
const routes = 'routes';
const rows = [...AREAS, routes];
const count = new Map<string, number>();
for (const edge of edges) {
  const from = areaOf(edge.from) ?? routes;
  const to = areaOf(edge.to);
  if (!to || from === to) continue;
  count.set(`${from} ${to}`, (count.get(`${from} ${to}`) ?? 0) + 1);
}

const width = Math.max(...rows.map((row) => row.length)) + 2;
const cell = (text: string | number) => String(text).padStart(width);
console.log(`imports between areas (src, tests left out): row imports column\n`);
console.log(''.padEnd(width) + AREAS.map(cell).join(''));
for (const row of rows) console.log(row.padEnd(width) + AREAS.map((to) => cell(count.get(`${row} ${to}`) ?? '·')).join(''));

const found = cycles(edges);
const upward = upwardImports(edges);
const deep = crossAreaDeepImports(edges);
console.log(`\ncycles: ${found.length}`);
for (const group of found) console.log(`  ${group.join(' → ')}`);
console.log(`upward imports: ${upward.length}`);
for (const edge of upward) console.log(`  ${edge.from} → ${edge.to}`);
console.log(`deep imports across areas: ${deep.length}`);
for (const line of deep) console.log(`  ${line}`);
