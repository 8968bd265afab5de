import { defineConfig, sessionDrivers } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { bootBeforeListen } from './src/lib/server/boot-integration.ts';
import { META_CSP_DIRECTIVES } from './src/lib/security/headers.ts';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  integrations: [react(), bootBeforeListen()],
  server: { port: 4321, host: true },
  // Sessions live in our database (src/lib/session), not in Astro's file store.
  session: { driver: sessionDrivers.memory() },
  security: {
    // The pipeline checks Origin and the verification token itself, answering in the envelope.
    checkOrigin: false,
    csp: { directives: [...META_CSP_DIRECTIVES] },
  },
  trailingSlash: 'ignore',
  // Stylesheets are files, cached for good: an inline <style> is hashed for the CSP on every request.
  build: { inlineStylesheets: 'never' },
  devToolbar: { enabled: false },
});
