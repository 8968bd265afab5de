import { sequence } from 'astro:middleware';
import { observe } from './lib/app/server/pipeline/observe.server';
import { loadContext } from './lib/app/server/pipeline/session.server';
import { protect } from './lib/app/server/pipeline/protect.server';
import { staffArea } from './lib/app/server/pipeline/staff.server';
import { navigate } from './lib/app/server/pipeline/navigate.server';
import { cachePages } from './lib/app/server/pipeline/cache.server';
import { previewContent } from './lib/app/server/pipeline/preview.server';
import { validMarkup } from './lib/app/server/pipeline/island-style.server';
import { oneCatalogueVersion } from './lib/app/server/pipeline/catalogue.server';

// Order matters: name and time the request, load the session, refuse what must not run, load the
// editor's staff session (and send a signed-out visitor of /editor to its sign-in), route, show an
// editor's preview (never kept), serve a kept page where one may be, read the catalogue's version
// once for a page that renders, and (innermost, so kept pages are too) keep the markup valid.
export const onRequest = sequence(
  observe,
  loadContext,
  protect,
  staffArea,
  navigate,
  previewContent,
  cachePages,
  oneCatalogueVersion,
  validMarkup,
);
