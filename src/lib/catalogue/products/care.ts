import { namingOf } from './demo/names';
import type { Shape } from './vocab';

// Composition and care of a product, derived from what it is: its drawing (shape) says the kind
// of object, the demo naming says the material its name begins with. Deterministic and pure, so
// the product page needs no column for them; the words are in catalog:care.* (both languages).

type Group = 'garment' | 'lined' | 'leather' | 'jewellery' | 'textile' | 'candle' | 'device' | 'beauty';

const GROUP: Record<Shape, Group> = {
  dress: 'lined',
  jacket: 'lined',
  coat: 'lined',
  shirt: 'garment',
  trousers: 'garment',
  tshirt: 'garment',
  bag: 'leather',
  shoe: 'leather',
  necklace: 'jewellery',
  cushion: 'textile',
  candle: 'candle',
  headphones: 'device',
  perfume: 'beauty',
  jar: 'beauty',
  lipstick: 'beauty',
  sweater: 'garment',
  kidsdress: 'lined',
  kidcoat: 'lined',
};

/** The care instructions of each kind of product, as catalog:care.instruction.<key>. */
const CARE: Record<Group, readonly string[]> = {
  garment: ['wash30', 'noBleach', 'ironLow', 'noTumble'],
  lined: ['dryClean', 'noBleach', 'ironLow', 'hangToStore'],
  leather: ['softCloth', 'dustBag', 'awayFromHeat'],
  jewellery: ['pouch', 'perfumeFirst', 'softCloth'],
  textile: ['coverWash30', 'dryFlat', 'ironLow'],
  candle: ['trimWick', 'firstBurn', 'neverUnattended'],
  device: ['softCloth', 'awayFromWater', 'chargeRegularly'],
  beauty: ['coolDry', 'closeCap', 'useWithin12'],
};

/** What a product is made of and how to care for it: i18n keys, and the material in both languages. */
export function compositionAndCare(shape: string, categorySlug: string, nameEn: string) {
  const group = GROUP[shape as Shape] ?? 'garment';
  const material = materialOf(categorySlug, nameEn);
  return {
    /** catalog:care.composition.<group>, with {{material}} from the product's name. */
    composition: `catalog:care.composition.${group}`,
    material,
    care: CARE[group].map((key) => `catalog:care.instruction.${key}`),
  };
}

/** The material a demo product's English name begins with, in Turkish and English, if known. */
function materialOf(categorySlug: string, nameEn: string): { tr: string; en: string } | undefined {
  let materials: readonly (readonly [string, string])[];
  try {
    materials = namingOf(categorySlug).materials;
  } catch {
    return undefined;
  }
  // Longest first: "Wool-blend" is not "Wool".
  const found = [...materials].sort((a, b) => b[1].length - a[1].length).find(([, en]) => nameEn.startsWith(`${en} `));
  return found && { tr: found[0], en: found[1] };
}
