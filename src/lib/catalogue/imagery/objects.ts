// Accessories and home objects: bags, shoes, jewellery, cushions, candles, headphones.
import type { Art } from './art';
import { buttons } from './garments';
import type { Kit } from './paint';

const gold = (d: string) => `<path d="${d}" fill="url(#m)" stroke="#7a5c1c" stroke-width=".8" stroke-opacity=".6"/>`;
const hl = (d: string, o = 0.45, w = 3) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-width="${w}" stroke-linecap="round" opacity="${o}" filter="url(#bl)"/>`;

const bagBody = 'M 178 420 Q 176 404 192 404 L 408 404 Q 424 404 422 420 L 436 676 Q 438 696 418 696 L 182 696 Q 162 696 164 676 Z';
const bagBase = (k: Kit) =>
  `<path d="M 226 404 C 226 300, 374 300, 374 404" fill="none" stroke="${k.t.deep}" stroke-width="16" stroke-linecap="round"/><path d="M 226 404 C 226 300, 374 300, 374 404" fill="none" stroke="${k.t.base}" stroke-width="12" stroke-linecap="round"/><path d="M 232 396 C 236 318, 300 312, 320 318" fill="none" stroke="${k.t.light}" stroke-width="3" opacity=".6"/>` +
  gold('M 218 396 h 16 v 16 h -16 z') +
  gold('M 366 396 h 16 v 16 h -16 z') +
  k.cloth(bagBody) +
  k.stitch('M 186 416 L 412 416 L 424 680 L 176 680 Z') +
  hl('M 186 430 L 178 660', 0.35, 6);

const bag: Art = {
  fabric: 'leather',
  front: (k) =>
    bagBase(k) +
    k.cloth('M 170 410 Q 172 404 190 404 L 410 404 Q 428 404 430 410 L 428 540 Q 300 570 172 540 Z') +
    k.stitch('M 182 414 L 418 414 L 416 530 Q 300 558 184 530 Z') +
    gold('M 282 528 h 36 v 30 q 0 6 -6 6 h -24 q -6 0 -6 -6 z') +
    '<rect x="294" y="538" width="12" height="14" rx="6" fill="#7a5c1c" opacity=".7"/>',
  back: (k) => `${bagBase(k)}${k.seam('M 200 470 L 400 470', 0.5)}${k.stitch('M 200 476 L 400 476')}`,
  focus: [300, 540, 3.2],
  box: [160, 300, 440, 700],
  prop: 'book',
};

// A leather penny loafer: right for the women's and the men's shoe departments alike.
const shoePath =
  'M 96 690 C 88 668, 108 650, 152 644 C 200 638, 234 628, 262 616 L 300 621 C 342 626, 392 622, 426 610 C 440 628, 444 662, 440 692 C 300 698, 160 702, 96 690 Z';
const shoeOne = (k: Kit) =>
  `<path d="M 92 690 C 150 702, 300 702, 442 690 L 442 700 C 300 712, 150 712, 94 702 Z" fill="#2a211b"/><path d="M 378 698 L 442 696 L 442 714 L 380 714 Z" fill="#1f1813"/>` +
  k.cloth(shoePath) +
  `<path d="M 262 616 C 300 630, 384 628, 426 610 C 384 618, 300 622, 262 616 Z" fill="#c9a987"/>` +
  k.cloth('M 222 634 C 236 652, 270 656, 302 644 L 298 626 C 276 636, 248 636, 232 626 Z') +
  `<path d="M 250 640 C 262 644, 276 642, 286 638" stroke="${k.t.deep}" stroke-width="3" stroke-linecap="round"/>` +
  k.stitch('M 124 656 C 160 644, 210 636, 240 628') +
  k.stitch('M 100 684 C 160 694, 300 694, 436 684') +
  hl('M 118 662 C 150 650, 190 644, 222 640', 0.55, 5) +
  hl('M 428 620 C 434 636, 436 656, 434 676', 0.35, 3);
const shoe: Art = {
  fabric: 'leather',
  front: (k) => shoeOne(k),
  back: (k) =>
    `<g transform="translate(600 0) scale(-1 1)"><g transform="translate(46 -26) scale(.96)" opacity=".97">${shoeOne(k)}</g>${shoeOne(k)}</g>`,
  focus: [250, 650, 2.8],
  box: [86, 600, 446, 716],
  prop: 'cloth',
};

const chain = (d: string) =>
  `<path d="${d}" fill="none" stroke="#7a5c1c" stroke-width="5" opacity=".5"/><path d="${d}" fill="none" stroke="url(#m)" stroke-width="3.5" stroke-dasharray="4 2"/>`;
const pendant = (k: Kit) =>
  `${gold('M 300 512 l 34 44 l -34 62 l -34 -62 z')}<path d="M 300 528 l 22 30 l -22 42 l -22 -42 z" fill="${k.t.base}"/><path d="M 300 528 l 22 30 l -22 42 l -22 -42 z" fill="url(#c)"/><path d="M 292 540 l -8 16 l 8 6 z" fill="#fff" opacity=".6"/>`;
const necklace: Art = {
  fabric: 'gold',
  front: (k) =>
    `${chain('M 160 260 C 150 420, 230 500, 300 512 C 370 500, 450 420, 440 260')}${gold('M 294 504 h 12 v 12 h -12 z')}${pendant(k)}`,
  back: (k) =>
    `${chain('M 180 300 C 170 460, 240 560, 300 600 C 360 560, 430 460, 420 300')}${gold('M 176 290 h 10 v 14 h -10 z M 414 290 h 10 v 14 h -10 z')}${pendant(k).replace(/translate/g, '')}`,
  // On a velvet jewellery bust, as a jeweller's window shows it.
  styled: (k) =>
    `<ellipse cx="310" cy="718" rx="120" ry="12" fill="#3a2f25" opacity=".25" filter="url(#sh)"/><path d="M 294 586 L 292 700 L 308 700 L 306 586 Z" fill="url(#m)"/><ellipse cx="300" cy="708" rx="70" ry="12" fill="#2d2a28"/>` +
    `<path d="M 268 200 L 268 318 C 236 340, 176 348, 156 392 C 146 430, 150 500, 162 560 Q 300 600, 438 560 C 450 500, 454 430, 444 392 C 424 348, 364 340, 332 318 L 332 200 Z" fill="#2f2b29"/><path d="M 268 200 L 268 318 C 236 340, 176 348, 156 392 C 146 430, 150 500, 162 560 Q 300 600, 438 560 C 450 500, 454 430, 444 392 C 424 348, 364 340, 332 318 L 332 200 Z" fill="url(#f)"/><ellipse cx="300" cy="200" rx="32" ry="7" fill="#45403c"/><path d="M 180 400 C 200 360, 250 344, 276 330" stroke="#fff" stroke-width="8" opacity=".12" fill="none" filter="url(#bl)"/>` +
    `${chain('M 268 290 C 250 290, 234 294, 230 304 M 332 290 C 350 290, 366 294, 370 304')}<g transform="translate(150 170) scale(.5)">${necklace.front(k)}</g>`,
  focus: [300, 560, 3.4],
  box: [150, 250, 450, 640],
  prop: 'cloth',
};

const cushionPath =
  'M 150 400 C 220 380, 380 380, 450 400 C 470 470, 470 590, 450 660 C 380 680, 220 680, 150 660 C 130 590, 130 470, 150 400 Z';
const cushion: Art = {
  fabric: 'velvet',
  front: (k) =>
    k.cloth(cushionPath) +
    `<path d="${cushionPath}" fill="none" stroke="${k.t.deep}" stroke-width="5" opacity=".5"/>` +
    // Creases run in from the four corners towards the tufted button, as a filled cushion pulls.
    k.fold('M 164 410 Q 210 450 236 488', 7) +
    k.fold('M 436 410 Q 392 450 366 488', 7) +
    k.fold('M 164 650 Q 210 612 236 574', 7) +
    k.fold('M 436 650 Q 392 612 366 574', 7) +
    hl('M 200 428 C 240 414, 300 410, 350 414', 0.25, 12) +
    buttons(k, 300, [530], 7, k.t.dark),
  back: (k) => `${k.cloth(cushionPath)}${k.seam('M 180 530 L 420 530', 0.7)}${k.fold('M 176 420 Q 220 470 230 530', 8)}`,
  focus: [300, 520, 2.6],
  box: [140, 384, 460, 676],
  prop: 'book',
};

const candle: Art = {
  fabric: 'wax',
  front: (k) =>
    `<path d="M 200 440 L 200 660 Q 200 690 230 690 L 370 690 Q 400 690 400 660 L 400 440 Z" fill="${k.t.base}"/><path d="M 200 440 L 200 660 Q 200 690 230 690 L 370 690 Q 400 690 400 660 L 400 440 Z" fill="url(#c)"/><path d="M 200 440 L 200 660 Q 200 690 230 690 L 370 690 Q 400 690 400 660 L 400 440 Z" fill="url(#g)" stroke="#8a7f70" stroke-opacity=".5"/>` +
    `<ellipse cx="300" cy="470" rx="98" ry="14" fill="${k.t.light}"/><ellipse cx="300" cy="470" rx="98" ry="14" fill="#fff" opacity=".25"/><ellipse cx="300" cy="440" rx="100" ry="15" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>` +
    '<path d="M 300 470 L 300 448" stroke="#2b241e" stroke-width="2.5"/><ellipse cx="300" cy="428" rx="26" ry="40" fill="#ffd58a" opacity=".35" filter="url(#sh)"/><path d="M 300 404 C 290 420, 292 440, 300 448 C 308 440, 310 420, 300 404 Z" fill="#ffdc9a"/><path d="M 300 424 C 296 432, 297 440, 300 444 C 303 440, 304 432, 300 424 Z" fill="#fff6d6"/>' +
    '<rect x="236" y="560" width="128" height="56" fill="#f4efe6" opacity=".92"/><path d="M 252 580 h 96 M 268 596 h 64" stroke="#5a5047" stroke-width="2"/>' +
    hl('M 214 460 L 214 660', 0.55, 6),
  back: (k) => candle.front(k).replace(/<rect x="236"[^>]*\/><path d="M 252 580[^>]*\/>/, ''),
  focus: [300, 470, 2.6],
  box: [196, 400, 404, 692],
  prop: 'stem',
};

const cup = (x: number, k: Kit) =>
  `${k.cloth(`M ${x - 34} 520 Q ${x - 40} 470 ${x} 468 Q ${x + 40} 470 ${x + 34} 520 L ${x + 30} 610 Q ${x} 630 ${x - 30} 610 Z`)}<path d="M ${x - 26} 530 Q ${x} 520 ${x + 26} 530 L ${x + 22} 600 Q ${x} 612 ${x - 22} 600 Z" fill="${k.t.deep}" opacity=".3"/>`;
const headphones: Art = {
  fabric: 'matte',
  front: (k) =>
    `<path d="M 196 520 C 190 330, 410 330, 404 520" fill="none" stroke="${k.t.deep}" stroke-width="24" stroke-linecap="round"/><path d="M 196 520 C 190 330, 410 330, 404 520" fill="none" stroke="${k.t.base}" stroke-width="18" stroke-linecap="round"/>${hl('M 214 440 C 220 380, 280 354, 320 356', 0.5, 4)}` +
    gold('M 188 470 h 16 v 40 h -16 z') +
    gold('M 396 470 h 16 v 40 h -16 z') +
    cup(196, k) +
    cup(404, k),
  back: (k) => `<g transform="translate(600 0) scale(-1 1)">${headphones.front(k)}</g>`,
  focus: [380, 520, 2.2],
  box: [150, 340, 450, 630],
  prop: 'sphere',
};

/** Accessories and home objects by shape. */
export const OBJECTS = { bag, shoe, necklace, cushion, candle, headphones } as const;
