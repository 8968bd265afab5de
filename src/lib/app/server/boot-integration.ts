import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { SEED_ENTRY } from './seed-place';
import { LAUNCHER_ENTRY, SERVER_ENTRY } from './workers/rules';

const listenModule = fileURLToPath(new URL('./http/listen.server.ts', import.meta.url));
const launchModule = fileURLToPath(new URL('./workers/launch.server.ts', import.meta.url));
const seedModule = fileURLToPath(new URL('./seed-entry.server.ts', import.meta.url));

/**
 * Makes `node dist/server/entry.mjs` prepare the database and then serve the store. The adapter
 * runs in middleware mode (it exports a request handler and starts nothing); a call to our
 * listen() is appended to its entry at build time, where that handler and the adapter's options
 * are in scope (docs/decisions/0001 and 0007). The adapter's entry is built as SERVER_ENTRY, and
 * `entry.mjs` is the launcher (workers/launch.server.ts), built beside it from the same modules:
 * it starts the workers or imports the server (docs/decisions/0033). `seed.mjs`, built the same way, is
 * the child process in which the server seeds a fresh embedded database (seed-place.ts); `alsoBuild`
 * names other entries built beside them, each from a module (the embedded database's thread).
 */
export function bootBeforeListen(alsoBuild: { id: string; fileName: string }[] = []): AstroIntegration {
  return {
    name: 'storefront:boot-before-listen',
    hooks: {
      'astro:config:setup': ({ updateConfig, command }) => {
        if (command !== 'build') return;
        updateConfig({
          build: { serverEntry: SERVER_ENTRY },
          vite: {
            plugins: [
              {
                name: 'storefront:listen',
                enforce: 'pre',
                transform(code, id) {
                  if (!id.replaceAll('\\', '/').endsWith('@astrojs/node/dist/server.js')) return null;
                  const call = `import { listen as __listen } from ${JSON.stringify(listenModule)};\nawait __listen(handler, options, import.meta.url);\n`;
                  return { code: `${code}\n${call}`, map: null };
                },
              },
              {
                name: 'storefront:launcher',
                applyToEnvironment: (environment) => environment.name === 'ssr',
                buildStart() {
                  this.emitFile({ type: 'chunk', id: launchModule, fileName: LAUNCHER_ENTRY });
                  this.emitFile({ type: 'chunk', id: seedModule, fileName: SEED_ENTRY });
                  for (const chunk of alsoBuild) this.emitFile({ type: 'chunk', id: chunk.id, fileName: chunk.fileName });
                },
              },
            ],
          },
        });
      },
    },
  };
}
