import { FASHION_NAMING } from './naming-fashion';
import type { Naming } from './naming';
import { HOME_AND_BEAUTY_NAMING } from './naming-home-beauty';

// A name is "<material> <noun>" in both languages, so each list is chosen so that every pair reads
// as something a luxury store sells: fabrics for clothes and cushions, leathers for bags and shoes,
// metals and stones for jewellery, scents for candles and fragrance, finishes for make-up.
/** The naming of every demo category, by the category's slug. */
const DEMO_NAMING: Record<string, Naming> = { ...FASHION_NAMING, ...HOME_AND_BEAUTY_NAMING };

/** The naming of a demo category; every category the generator knows has one (a unit test checks). */
export function namingOf(slug: string): Naming {
  const naming = DEMO_NAMING[slug];
  if (!naming) throw new Error(`demo category ${slug} has no naming`);
  return naming;
}
