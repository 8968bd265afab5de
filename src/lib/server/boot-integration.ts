import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const listenModule = fileURLToPath(new URL('./http/listen.server.ts', import.meta.url));

/**
 * Makes `node dist/server/entry.mjs` prepare the database and then serve the store. The adapter
 * runs in middleware mode (it exports a request handler and starts nothing); a call to our
 * listen() is appended to its entry at build time, where that handler and the adapter's options
 * are in scope (docs/decisions/0001 and 0007).
 */
export function bootBeforeListen(): AstroIntegration {
  return {
    name: 'storefront:boot-before-listen',
    hooks: {
      'astro:config:setup': ({ updateConfig, command }) => {
        if (command !== 'build') return;
        updateConfig({
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
            ],
          },
        });
      },
    },
  };
}
