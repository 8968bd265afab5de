// `npm run content:export`: writes what editors have published into src/content's Markdown files,
// so the content is in git and `astro dev` previews the same. Reads the configured database
// (PGlite's folder, or DATABASE_URL); the embedded one must not be in use by a running store.
import { resolve } from 'node:path';
import { StartupError } from '@lib/platform/config/startup-error';
import { closeDb } from '@lib/platform/db/client.server';
import { exportPublished } from '@lib/catalogue/content/export.server';

try {
  const report = await exportPublished(resolve('src/content'), new Date());
  await closeDb();
  for (const path of report.written) console.log(`written ${path}`);
  console.log(`${report.written.length} files written, ${report.unchanged} already as published.`);
} catch (error) {
  // The embedded database's folder in use by a running server, or a wrong setting: one line says which.
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
