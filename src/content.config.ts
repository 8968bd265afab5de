import { defineCollection } from 'astro:content';
import { z } from 'zod';
import { glob } from 'astro/loaders';
import { campaignSchema, homeSchema, infoPageSchema, loyaltySegmentSchema, headerSchema, footerSchema } from './lib/content/schema';

// Editors' Markdown, one folder per collection and one sub-folder per language (tr, en).
// docs/editors.md says which file is which page and what each field does.
const from = (folder: string) => glob({ pattern: '*/*.md', base: `./src/content/${folder}` });

export const collections = {
  loyalty: defineCollection({ loader: from('loyalty'), schema: loyaltySegmentSchema }),
  campaigns: defineCollection({ loader: from('campaigns'), schema: campaignSchema }),
  pages: defineCollection({ loader: from('pages'), schema: infoPageSchema }),
  shared: defineCollection({ loader: from('shared'), schema: z.discriminatedUnion('part', [headerSchema, footerSchema]) }),
  home: defineCollection({ loader: from('home'), schema: homeSchema }),
};
