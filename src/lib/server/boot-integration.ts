import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const startModule = fileURLToPath(new URL('./start.server.ts', import.meta.url));

/**
 * Makes the built standalone server prepare the database before it listens. The adapter's entry
 * starts listening as soon as it is evaluated, and Astro loads middleware lazily on the first
 * request, so the start module is imported at the top of the adapter's entry instead.
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
                name: 'storefront:boot-import',
                enforce: 'pre',
                transform(code, id) {
                  if (!id.replaceAll('\\', '/').endsWith('@astrojs/node/dist/server.js')) return null;
                  return { code: `import ${JSON.stringify(startModule)};\n${code}`, map: null };
                },
              },
            ],
          },
        });
      },
    },
  };
}
