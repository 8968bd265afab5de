// Writes shots/index.html: every screenshot `npm run shots` took, a row per screen, desktop and phone
// in Turkish and English side by side, to review the whole store at a glance.
import { readdirSync, writeFileSync } from 'node:fs';

const DIR = 'shots';
const files = readdirSync(DIR).filter((file) => file.endsWith('.png'));
const pattern = /^(.+)-(desktop|phone)-(tr|en)\.png$/;
const screens = new Map();
for (const file of files) {
  const match = pattern.exec(file);
  if (!match) continue;
  const [, screen, viewport, lang] = match;
  if (!screens.has(screen)) screens.set(screen, {});
  screens.get(screen)[`${viewport}-${lang}`] = file;
}
const COLUMNS = ['desktop-tr', 'desktop-en', 'phone-tr', 'phone-en'];
const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const rows = [...screens.keys()].sort().map((screen) => {
  const cells = COLUMNS.map((column) => {
    const file = screens.get(screen)[column];
    return file
      ? `<td><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${escapeHtml(`${screen} ${column}`)}" loading="lazy"></a></td>`
      : '<td class="missing">missing</td>';
  });
  return `<tr><th scope="row">${escapeHtml(screen)}</th>${cells.join('')}</tr>`;
});
const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Storefront screenshots</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:16px;color:#141414}
table{border-collapse:collapse}th,td{border-bottom:1px solid #e4e1dc;padding:8px;vertical-align:top;text-align:left}
td img{display:block;max-height:420px;width:auto;max-width:320px;border:1px solid #e4e1dc}
td:nth-child(n+4) img{max-width:140px}.missing{color:#a3201f}
</style></head><body>
<h1>Storefront screenshots (${files.length})</h1>
<table><thead><tr><th scope="col">screen</th>${COLUMNS.map((c) => `<th scope="col">${c}</th>`).join('')}</tr></thead>
<tbody>${rows.join('\n')}</tbody></table></body></html>
`;
writeFileSync(`${DIR}/index.html`, html);
console.log(`contact sheet: ${DIR}/index.html (${screens.size} screens, ${files.length} pictures)`);
