import { describe, expect, it } from 'vitest';
import { words } from '@lib/catalogue/products/rules';
import { generateCatalogue } from './generate';

// Word families a shopper reads as a material. The lists are the test's own (not the generator's),
// so a name the generator makes up is judged by what it says, not by where it came from.
const FAMILIES = {
  fabric: words(
    'silk satin linen velvet cotton wool tweed chiffon crepe cashmere bouclé jersey corduroy flannel poplin tulle muslin denim ' +
      'knit fleece gabardine ipek saten keten kadife pamuk pamuklu yün tüvit şifon krep kaşmir bukle penye flanel tül müslin ' +
      'gabardin polar triko',
  ),
  leather: words('leather suede calfskin lambskin nubuck patent deri derisi süet nubuk rugan'),
  jewel: words('gold silver pearl diamond emerald sapphire carat altın gümüş inci pırlanta zümrüt safir ayar'),
  scent: words(
    'oud rose amber sandalwood jasmine vanilla fig lavender cedarwood musk vetiver blossom ud gül sandal yasemin vanilya incir ' +
      'lavanta sedir misk çiçeği',
  ),
};
type Family = keyof typeof FAMILIES;

/** The families a kind of product is made of (its name must name one, and no other), and the nouns its name may end with. */
const PLAUSIBLE: Record<string, { made: Family[]; nouns: string[] }> = {
  dress: { made: ['fabric'], nouns: ['dress'] },
  jacket: { made: ['fabric'], nouns: ['jacket', 'blazer'] },
  shirt: { made: ['fabric'], nouns: ['shirt'] },
  trousers: { made: ['fabric'], nouns: ['trousers'] },
  tshirt: { made: ['fabric'], nouns: ['t-shirt', 'shirt'] },
  coat: { made: ['fabric'], nouns: ['coat', 'overcoat'] },
  kidsdress: { made: ['fabric'], nouns: ['dress'] },
  kidcoat: { made: ['fabric'], nouns: ['coat', 'overcoat'] },
  cushion: { made: ['fabric'], nouns: ['cushion'] },
  bag: { made: ['leather'], nouns: ['bag', 'clutch'] },
  shoe: { made: ['leather'], nouns: ['loafers', 'boots', 'shoes', 'flats', 'pumps', 'trainers', 'sandals', 'mules'] },
  necklace: { made: ['jewel'], nouns: ['necklace'] },
  candle: { made: ['scent'], nouns: ['candle'] },
  perfume: { made: ['scent'], nouns: ['parfum', 'toilette'] },
  /** The travel-size gift that comes with a fragrance. */
  gift: { made: [], nouns: ['gift'] },
  headphones: { made: [], nouns: ['headphones'] },
  jar: { made: [], nouns: ['cream', 'serum', 'balm'] },
  lipstick: { made: [], nouns: ['lipstick'] },
};

const familiesIn = (name: string) =>
  (Object.keys(FAMILIES) as Family[]).filter((family) => words(name).some((w) => FAMILIES[family].includes(w)));

describe('demo product names', () => {
  const { products } = generateCatalogue(340);

  /** What is wrong with a name for its kind of product (its drawing, or a gift), if anything. */
  function problems(nameEn: string, nameTr: string, kind: string): string[] {
    const rule = PLAUSIBLE[kind];
    if (!rule) return [`no rule for ${kind}`];
    const found: string[] = [];
    for (const name of [nameEn, nameTr]) {
      // No fabric on a lipstick, no leather on a candle: only the families the category is made of.
      const foreign = familiesIn(name).filter((f) => !rule.made.includes(f));
      if (foreign.length) found.push(`${name}: ${foreign.join(', ')} word on a ${kind}`);
      if (rule.made.length && !familiesIn(name).length) found.push(`${name}: says nothing of its ${rule.made.join(' or ')}`);
    }
    if (!rule.nouns.includes(nameEn.toLowerCase().split(' ').at(-1)!)) found.push(`${nameEn}: not a ${kind}`);
    return found;
  }

  it('every name is plausible for its category, in both languages', () => {
    expect(products.flatMap((p) => problems(p.nameEn, p.nameTr, p.mainProductId == null ? p.shape : 'gift'))).toEqual([]);
  });

  it('are varied: no name is used for more than a few products', () => {
    const uses = new Map<string, number>();
    for (const p of products) uses.set(p.nameEn, (uses.get(p.nameEn) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(6);
  });
});
