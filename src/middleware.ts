import { sequence } from 'astro:middleware';
import {
  observe,
  loadContext,
  protect,
  staffArea,
  navigate,
  cachePages,
  previewContent,
  validMarkup,
  oneCatalogueVersion,
} from '@lib/app/index.server';

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
