import { defineLiveCollection } from 'astro:content';
import { contentLoader } from './lib/catalogue/content/loader.server';
import type { Campaign, FooterContent, HeaderContent, HomeContent, InfoPage, LoyaltySegment } from './lib/catalogue/content/schema';

// Astro loads this file as the content domain's own (src/lib/catalogue/content): it imports the
// loader by path, since the catalogue's face re-exports modules that read `astro:content`, which
// loads this file (through the face, the loader would be read before it is defined).
//
// What editors publish at /editor, read at request time from the database (src/lib/catalogue/content): a
// publish is live at the next request, with no rebuild. Each version's fields passed the kind's
// zod schema (src/lib/catalogue/content/schema.ts) when saved and are parsed by it once when read, so no
// schema is repeated here to run again on every call. src/content's Markdown seeds an empty
// database and is where `npm run content:export` writes what is published.

export const collections = {
  loyalty: defineLiveCollection({ loader: contentLoader<LoyaltySegment>('loyalty') }),
  campaigns: defineLiveCollection({ loader: contentLoader<Campaign>('campaign') }),
  pages: defineLiveCollection({ loader: contentLoader<InfoPage>('page') }),
  home: defineLiveCollection({ loader: contentLoader<HomeContent>('home') }),
  header: defineLiveCollection({ loader: contentLoader<HeaderContent>('header') }),
  footer: defineLiveCollection({ loader: contentLoader<FooterContent>('footer') }),
};
