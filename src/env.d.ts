/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    requestId: string;
    lang: import('./lib/platform').Lang;
    t: import('i18next').TFunction;
    device: import('./lib/platform').Device;
    session: import('./lib/platform/index.server').Session | undefined;
    /** A page kept for every shopper: rendered without the session; the shell asks for the personal bits. */
    kept: boolean;
    /** For a read of a kept page: where it is kept, decided on the request as it came (before any rewrite). */
    keptRequest?: import('./lib/catalogue').KeptRequest;
    /** Set by a page that must render every time although it is kept for everyone (a search that found nothing is counted each time). */
    renderEachTime?: boolean;
    /** The path without language prefix, as the route table saw it. */
    path: string;
    robots: import('./lib/platform').Robots;
    canonical: string;
    https: boolean;
    /** The shopper's address: the peer's, or behind a trusted proxy the one it forwarded (TRUSTED_PROXIES). */
    clientAddress: string;
    /** The signed-in staff member on /editor and /editor-api (src/lib/catalogue/staff), never a shopper. */
    staff?: import('./lib/catalogue').StaffView;
  }
}

// For `tsc`, which checks the .ts files (`npm run check`): an .astro file a test imports is a
// component. `astro check` reads the .astro files themselves and types each one exactly.
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}
