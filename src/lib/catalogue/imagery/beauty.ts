// Fragrance and beauty: glass, gold and a coloured fill, drawn as packshots.
import type { Art } from './art';
import type { Kit } from './paint';

const gold = (d: string) => `<path d="${d}" fill="url(#m)" stroke="#7a5c1c" stroke-width=".8" stroke-opacity=".6"/>`;
const glass = (d: string) => `<path d="${d}" fill="url(#g)" stroke="#fff" stroke-opacity=".8" stroke-width="2"/>`;
const label = (x: number, y: number, w: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${w * 0.42}" fill="#f6f1e8" opacity=".9"/><path d="M ${x + w * 0.2} ${y + w * 0.16} h ${w * 0.6} M ${x + w * 0.3} ${y + w * 0.28} h ${w * 0.4}" stroke="#3a322b" stroke-width="2"/>`;

const bottle = 'M 206 470 Q 206 450 226 450 L 374 450 Q 394 450 394 470 L 394 680 Q 394 700 374 700 L 226 700 Q 206 700 206 680 Z';
const perfumeBody = (k: Kit) =>
  `<path d="${bottle}" fill="${k.t.base}" opacity=".8"/><path d="M 222 500 L 378 500 L 378 684 L 222 684 Z" fill="url(#c)"/>` +
  glass(bottle) +
  `<path d="M 218 462 L 218 690" stroke="#fff" stroke-width="5" opacity=".55" filter="url(#bl)"/><path d="M 384 470 L 384 680" stroke="#fff" stroke-width="3" opacity=".4"/>` +
  gold('M 276 424 h 48 v 26 h -48 z') +
  `<rect x="250" y="330" width="100" height="94" rx="4" fill="${k.t.deep}"/><rect x="250" y="330" width="100" height="94" rx="4" fill="url(#c)" opacity=".85"/><rect x="250" y="330" width="100" height="94" rx="4" fill="url(#g)"/><path d="M 262 338 v 78" stroke="#fff" stroke-width="4" opacity=".35" filter="url(#bl)"/>` +
  // The liquid's surface and the thick glass base catch the light.
  `<path d="M 222 500 h 156" stroke="${k.t.light}" stroke-width="2" opacity=".8"/><path d="M 208 664 L 392 664 L 392 680 Q 392 698 374 698 L 226 698 Q 208 698 208 680 Z" fill="#fff" opacity=".28"/>`;

const perfume: Art = {
  fabric: 'glass',
  front: (k) => perfumeBody(k) + label(250, 560, 100),
  back: (k) => `${perfumeBody(k)}<path d="M 260 600 h 80 M 260 614 h 60 M 260 628 h 70" stroke="#f6f1e8" stroke-width="2" opacity=".8"/>`,
  focus: [300, 440, 3],
  box: [200, 326, 400, 702],
  prop: 'sphere',
};

const jarBody = 'M 180 560 Q 180 540 200 540 L 400 540 Q 420 540 420 560 L 420 676 Q 420 698 398 698 L 202 698 Q 180 698 180 676 Z';
const jarLid = 'M 190 480 Q 190 466 206 466 L 394 466 Q 410 466 410 480 L 410 540 L 190 540 Z';
const jar: Art = {
  fabric: 'glass',
  front: (k) =>
    `<path d="${jarBody}" fill="#efe9df"/><path d="${jarBody}" fill="url(#g)" stroke="#b5aa9b" stroke-opacity=".6"/>` +
    `<path d="${jarLid}" fill="url(#c)"/><path d="${jarLid}" fill="url(#f)"/><path d="M 196 476 L 404 476" stroke="#fff" stroke-width="2" opacity=".5"/>` +
    Array.from(
      { length: 20 },
      (_, i) => `<path d="M ${198 + i * 10.6} 470 v 66" stroke="${k.t.deep}" stroke-width="2" opacity=".25"/>`,
    ).join('') +
    label(250, 588, 100),
  back: (k) => jar.front(k).replace(/<rect x="250"[^>]*\/><path d="M 270[^>]*\/>/, ''),
  focus: [300, 510, 2.8],
  box: [176, 460, 424, 700],
  prop: 'cloth',
};

const bullet = (k: Kit) =>
  `<path d="M 272 460 L 272 400 Q 272 380 300 356 L 328 372 L 328 460 Z" fill="${k.t.base}"/><path d="M 272 460 L 272 400 Q 272 380 300 356 L 328 372 L 328 460 Z" fill="url(#c)"/><path d="M 282 450 L 282 400 Q 284 384 300 370" stroke="#fff" stroke-width="4" opacity=".45" fill="none" filter="url(#bl)"/>`;
const lipstick: Art = {
  fabric: 'gold',
  front: (k) =>
    `${bullet(k)}${gold('M 262 460 h 76 v 60 h -76 z')}<path d="M 256 520 h 88 v 180 h -88 z" fill="#1d1a17"/><path d="M 256 520 h 88 v 180 h -88 z" fill="url(#g)"/>${gold('M 256 520 h 88 v 10 h -88 z')}` +
    `<g transform="translate(130 0)"><path d="M 286 560 h 84 v 140 h -84 z" fill="#1d1a17"/><path d="M 286 560 h 84 v 140 h -84 z" fill="url(#g)"/>${gold('M 286 690 h 84 v 10 h -84 z')}</g>`,
  back: (k) =>
    `${bullet(k)}${gold('M 262 460 h 76 v 60 h -76 z')}<path d="M 256 520 h 88 v 180 h -88 z" fill="#1d1a17"/><path d="M 256 520 h 88 v 180 h -88 z" fill="url(#g)"/>`,
  focus: [300, 420, 3],
  box: [240, 350, 520, 702],
  prop: 'book',
};

/** Fragrance and beauty by shape. */
export const BEAUTY = { perfume, jar, lipstick } as const;
