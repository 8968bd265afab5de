// Editorial banners: a still life of the store's objects on plinths before an arched niche, in a
// palette picked from the motif (a campaign or content slug), so the same slug is the same picture.
import type { Colour } from '@lib/catalogue/products/vocab';
import { COLOURS } from '@lib/catalogue/products/vocab';
import type { Art } from './art';
import { BEAUTY } from './beauty';
import type { Ratio } from './names';
import { RATIOS } from './names';
import { OBJECTS } from './objects';
import { defs, kit, mix, tones } from './paint';
import { PLINTH_DEFS, plinth, prop } from './still';

/** A deterministic 32-bit hash of a motif (FNV-1a). */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const PALETTES: { wall: string; floor: string; colours: Colour[] }[] = [
  { wall: '#e9dfd1', floor: '#d6c7b2', colours: ['camel', 'black', 'beige'] },
  { wall: '#d5dacd', floor: '#bcc4b2', colours: ['green', 'white', 'beige'] },
  { wall: '#eddad4', floor: '#dcc3bc', colours: ['pink', 'red', 'white'] },
  { wall: '#dcbfa9', floor: '#c9a58c', colours: ['red', 'camel', 'white'] },
  { wall: '#d9dce0', floor: '#bfc3c9', colours: ['navy', 'white', 'grey'] },
  { wall: '#efebe4', floor: '#dcd4c8', colours: ['black', 'gold', 'beige'] },
];

const PIECES: Art[] = [BEAUTY.perfume, OBJECTS.bag, OBJECTS.candle, BEAUTY.jar, OBJECTS.shoe, BEAUTY.lipstick, OBJECTS.cushion];
const SIZE = { hero: [1600, 700], tile: [800, 1000], band: [1500, 500] } as const;

// A piece with its own paint, its ids made unique so several colours live in one picture.
function placed(art: Art, colour: Colour, n: number, cx: number, floor: number, height: number, maxW: number): string {
  const t = tones(COLOURS[colour]);
  const [x0, y0, x1, y1] = art.box;
  const s = Math.min(height / (y1 - y0), maxW / (x1 - x0));
  const body = `${defs(t, art.fabric)}<g transform="translate(${cx - s * ((x0 + x1) / 2)} ${floor - s * y1}) scale(${s})">${art.front(kit(t, art.fabric))}</g>`;
  const shadow = `<ellipse cx="${cx + 10}" cy="${floor}" rx="${(x1 - x0) * s * 0.45}" ry="${(y1 - y0) * s * 0.03}" fill="#3a2f25" opacity=".25" filter="url(#bl)"/>`;
  return (shadow + body).replace(/id="(\w+)"/g, `id="$1_${n}"`).replace(/url\(#(\w+)\)/g, `url(#$1_${n})`);
}

/** The SVG of an editorial banner for a motif, `width` pixels wide. */
export function editorialSvg(motif: string, ratio: Ratio, width: number): string {
  const h0 = hash(motif);
  const pick = (salt: number, n: number) => (((h0 >>> salt) ^ Math.imul(h0, salt + 1)) >>> 0) % n;
  const palette = PALETTES[h0 % PALETTES.length] as (typeof PALETTES)[number];
  const [W, H] = SIZE[ratio];
  const floorY = Math.round(H * (ratio === 'tile' ? 0.8 : 0.84));
  // A hero's copy panel covers its left third on a desktop and a phone shows its right-hand part
  // (home.css): its pieces, prop and niche stand on the right, clear of the panel and inside the crop.
  const hero = ratio === 'hero';
  const left = !hero && pick(3, 2) === 0;
  const archW = ratio === 'tile' ? W * 0.62 : W * 0.3;
  const archX = ratio === 'tile' ? (W - archW) / 2 : left ? W * 0.16 : W * 0.54;
  const archTop = H * 0.1;
  const arch = `M ${archX} ${floorY} L ${archX} ${archTop + archW / 2} A ${archW / 2} ${archW / 2} 0 0 1 ${archX + archW} ${archTop + archW / 2} L ${archX + archW} ${floorY} Z`;
  const count = ratio === 'tile' ? 2 : 3;
  const spots = ratio === 'tile' ? [0.34, 0.7] : hero ? [0.54, 0.7, 0.86] : left ? [0.22, 0.5, 0.78] : [0.24, 0.56, 0.8];
  const pieces = spots.slice(0, count).map((fx, i) => {
    // Seven pieces and a step of three: the pieces of one banner are never the same twice.
    const art = PIECES[(pick(5, PIECES.length) + i * 3) % PIECES.length] as Art;
    const colour = palette.colours[(i + pick(11, 3)) % palette.colours.length] as Colour;
    const cx = W * fx;
    const plinthH = H * (i === 1 ? 0.16 : 0.3 - i * 0.04);
    const rx = Math.min(W, H) * (ratio === 'band' ? 0.16 : 0.14);
    const top = floorY - plinthH;
    return (
      plinth(cx, top, rx, floorY, mix(palette.floor, '#ffffff', 0.35 + i * 0.1)) +
      placed(art, colour, i, cx, top + 4, H * (ratio === 'band' ? 0.4 : 0.3), rx * 2.1)
    );
  });
  const height = Math.round((width * H) / W);
  const beam = `<path d="M ${W * (left ? 0.55 : 0.05)} 0 L ${W * (left ? 0.85 : 0.35)} 0 L ${W * (left ? 0.62 : 0.5)} ${floorY} L ${W * (left ? 0.2 : 0.12)} ${floorY} Z" fill="#fff" opacity=".18" filter="url(#soft)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}"><defs>${PLINTH_DEFS}<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(palette.wall, '#ffffff', 0.2)}"/><stop offset="1" stop-color="${palette.wall}"/></linearGradient><linearGradient id="niche" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(palette.wall, '#000000', 0.1)}"/><stop offset="1" stop-color="${mix(palette.wall, '#ffffff', 0.05)}"/></linearGradient><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="30"/></filter><filter id="bl" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter><filter id="sh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter></defs>
<rect width="${W}" height="${H}" fill="url(#wall)"/><path d="${arch}" fill="url(#niche)"/><rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${palette.floor}"/><rect y="${floorY}" width="${W}" height="3" fill="#fff" opacity=".3"/>${beam}
${prop(pick(17, 2) === 0 ? 'stem' : 'sphere', W * (ratio === 'tile' ? 0.04 : hero ? 0.43 : left ? 0.33 : 0.37), floorY)}${pieces.join('')}</svg>`;
}

/** The pixel size of a banner at a width, from its ratio. */
export function editorialHeight(ratio: Ratio, width: number): number {
  const [w, h] = RATIOS[ratio];
  return Math.round((width * h) / w);
}
