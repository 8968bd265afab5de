import { sequence } from 'astro:middleware';
import {
  oneRequestScope,
  observe,
  loadContext,
  protect,
  staffArea,
  navigate,
  cachePages,
  previewContent,
  validMarkup,
} from '@lib/app/index.server';

// Order matters: open the request's one scope (the listener has, when it serves), name and time
// the request, load the session, refuse what must not run, load the editor's staff session (and
// send a signed-out visitor of /editor to its sign-in), route, show an editor's preview (never kept), serve a kept page where one may be (rendering it once for a
// crowd), and (innermost, so kept pages are too) keep the markup valid.
export const onRequest = sequence(
  oneRequestScope,
  observe,
  loadContext,
  protect,
  staffArea,
  navigate,
  previewContent,
  cachePages,
  validMarkup,
);
