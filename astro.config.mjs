import { defineConfig, fontProviders } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { bootBeforeListen } from './src/lib/app/server/boot-integration.ts';
import { headHashesOnce } from './src/lib/app/server/head-hashes-once.ts';
import { shellChunk } from './src/lib/app/server/shell-chunk.ts';
import { THREAD_ENTRY, THREAD_MODULE } from './src/lib/platform/db/pglite/entry.ts';
import { META_CSP_DIRECTIVES } from './src/lib/platform/security/headers.ts';
import { facesOf } from './scripts/lib/font-subsets.mjs';
import { OPERATOR_SCRIPTS } from './scripts/lib/run-script.mjs';

/** A family for Astro's local font provider: each weight's faces cut by scripts/lib/font-subsets.mjs. */
async function family(weights, file, axes) {
  const variants = (await Promise.all(weights.map((weight) => facesOf(weight, (subset) => file(subset, weight), axes)))).flat();
  return { provider: fontProviders.local(), options: { variants } };
}

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // The embedded database's worker thread is built beside the server (docs/decisions/0052), and so
  // are the operator's commands, which run the same build as the store they look after (decision 0060).
  integrations: [react(), bootBeforeListen([{ id: THREAD_MODULE, fileName: THREAD_ENTRY }, ...OPERATOR_SCRIPTS])],
  server: { port: 4321, host: true },
  // Sessions live in our database (src/lib/platform/session): Astro's own store is off, so no
  // driver is built in and nothing could ever write one to disk.
  session: false,
  security: {
    // The pipeline checks Origin and the verification token itself, answering in the envelope.
    checkOrigin: false,
    csp: { directives: [...META_CSP_DIRECTIVES] },
  },
  // Self-hosted from the fontsource packages, no network at build or run time (docs/decisions/0011-typography.md).
  fonts: [
    {
      name: 'Bodoni Moda',
      cssVariable: '--font-bodoni',
      fallbacks: ['serif'],
      // Weight pinned at 400, the optical-size axis kept (docs/decisions/0011-typography.md).
      ...(await family([400], (subset) => `@fontsource-variable/bodoni-moda/files/bodoni-moda-${subset}-opsz-normal.woff2`, { wght: 400 })),
    },
    {
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['sans-serif'],
      ...(await family([400, 500], (subset, weight) => `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff2`)),
    },
  ],
  trailingSlash: 'ignore',
  // Stylesheets are files, cached for good: an inline <style> is hashed for the CSP on every request.
  build: { inlineStylesheets: 'never' },
  devToolbar: { enabled: false },
  vite: {
    // Bundled into the server's chunks rather than loaded file by file from node_modules: Node's ESM
    // loader reads the nearest package.json for each module it loads, and drizzle-orm's (179 KB, 447
    // exports) was parsed again for each of its 107 modules. A start loads 522 modules instead of
    // 1,120, in 2 s less CPU (docs/decisions/0058). Native, WebAssembly and worker-starting packages
    // (argon2, sharp, PGlite, pino) stay external.
    ssr: {
      noExternal: [
        'drizzle-orm',
        '@opentelemetry/api',
        'zod',
        'yaml',
        'prom-client',
        'nodemailer',
        /^(unified|remark-|rehype-|micromark|mdast-|hast-|unist-|vfile)/,
      ],
    },
    // Astro hashes each route's head elements for the CSP on every request; once per process instead.
    plugins: [headHashesOnce(), shellChunk()],
    build: {
      rollupOptions: {
        treeshake: {
          // Each area's index.ts re-exports its modules for the others (docs/decisions/0039-areas.md).
          // A module of src/lib none of whose exports a page uses is left out of its script, as if
          // imported by path; only the validation table's card and IBAN checks load for their effect.
          moduleSideEffects: (id, external) => external || !/\/src\/lib\/.+\.tsx?$/.test(id) || /\/(card|iban)-check\.ts$/.test(id),
        },
      },
    },
  },
});
