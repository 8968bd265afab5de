// Women's and men's garments, cut on the adult mannequin.
import type { Art } from './art';
import { ADULT as B, type Body, C, type TopCut, X, cuff, top } from './body';
import type { Kit } from './paint';

const { L, R } = X;

/** Small round buttons down a line, lit from the upper left. */
export function buttons(k: Kit, x: number, ys: number[], r = 4.5, fill = k.t.light): string {
  return ys
    .map(
      (y) =>
        `<circle cx="${x + 1.5}" cy="${y + 2}" r="${r}" fill="#000" opacity=".18"/><circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="${k.t.deep}" stroke-width="1"/><circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.3}" fill="#fff" opacity=".5"/>`,
    )
    .join('');
}

/** The set-in sleeves of a top: the armhole seam and the sleeve's soft shadow on the body beside it. */
export function sleeves(k: Kit, b: Body, cut: TopCut): string {
  if (cut.sleeve === 'none') return '';
  const sx = b.shoulder.x + (cut.shoulder ?? 4);
  const ax = b.arm.x + cut.ease;
  const c = cuff(b, cut);
  const w = Math.max(b.waist.x + cut.ease, Math.min(cut.hemX, ax));
  return [-1, 1]
    .map((side) => {
      const S = (dx: number) => C + side * dx;
      const inner = `M ${S(ax - 2)} ${b.arm.y + 10} L ${S(c.x - c.w + 2)} ${c.y + 6}`;
      const body = `M ${S(ax - 8)} ${b.arm.y + 14} C ${S(ax - 8)} ${b.arm.y + 50}, ${S(w - 8)} ${b.waist.y - 30}, ${S(w - 8)} ${Math.min(cut.hem - 10, c.y)}`;
      return (
        k.seam(
          `M ${S(sx - 2)} ${b.shoulder.y + 2} C ${S(sx - 6)} ${b.shoulder.y + 40}, ${S(ax + 2)} ${b.arm.y - 30}, ${S(ax - 2)} ${b.arm.y + 10}`,
          0.4,
        ) +
        k.seam(inner, 0.55) +
        k.fold(body, 8)
      );
    })
    .join('');
}

/** Cuffs at both sleeve ends, with a row of stitching. */
function cuffs(k: Kit, cut: TopCut, depth: number, rib = false): string {
  const c = cuff(B, cut);
  return [L, R]
    .map((S) => {
      const d = `M ${S(c.x)} ${c.y} L ${S(c.x - c.w)} ${c.y + 8} L ${S(c.x - c.w + 1)} ${c.y + 8 - depth} L ${S(c.x + 1)} ${c.y - depth} Z`;
      return k.cloth(d) + (rib ? '' : k.stitch(`M ${S(c.x + 1)} ${c.y - depth + 5} L ${S(c.x - c.w + 1)} ${c.y + 13 - depth}`));
    })
    .join('');
}

const dressPath = (() => {
  const y = B.shoulder.y - 12;
  return `M ${L(36)} ${y} C ${L(30)} ${y + 26}, ${L(16)} ${y + 42}, ${C} ${y + 44} C ${R(16)} ${y + 42}, ${R(30)} ${y + 26}, ${R(36)} ${y} L ${R(48)} ${y + 2} C ${R(54)} ${y + 40}, ${R(64)} ${y + 64}, ${R(60)} ${B.arm.y} C ${R(54)} ${B.arm.y + 30}, ${R(46)} ${B.waist.y - 20}, ${R(44)} ${B.waist.y} C ${R(64)} ${B.waist.y + 100}, ${R(96)} 540, ${R(112)} 650 Q ${C} 676, ${L(112)} 650 C ${L(96)} 540, ${L(64)} ${B.waist.y + 100}, ${L(44)} ${B.waist.y} C ${L(46)} ${B.waist.y - 20}, ${L(54)} ${B.arm.y + 30}, ${L(60)} ${B.arm.y} C ${L(64)} ${y + 64}, ${L(54)} ${y + 40}, ${L(48)} ${y + 2} Z`;
})();

const skirtFolds = (k: Kit) =>
  [
    `M ${L(20)} ${B.waist.y + 16} C ${L(30)} 440, ${L(44)} 560, ${L(58)} 660`,
    `M ${L(2)} ${B.waist.y + 30} C ${L(4)} 460, ${R(2)} 560, ${R(4)} 664`,
    `M ${R(22)} ${B.waist.y + 14} C ${R(34)} 440, ${R(52)} 560, ${R(66)} 658`,
    `M ${L(46)} ${B.waist.y + 120} C ${L(62)} 520, ${L(80)} 590, ${L(88)} 650`,
  ]
    .map((d) => k.fold(d, 9))
    .join('');

const dress: Art = {
  fabric: 'satin',
  wearer: B,
  front: (k) =>
    k.cloth(dressPath) +
    skirtFolds(k) +
    k.stitch(`M ${L(43)} ${B.waist.y + 2} Q ${C} ${B.waist.y + 10}, ${R(43)} ${B.waist.y + 2}`) +
    k.fold(`M ${L(30)} ${B.shoulder.y + 50} Q ${C} ${B.shoulder.y + 76}, ${R(30)} ${B.shoulder.y + 50}`, 5),
  back: (k) =>
    k.cloth(dressPath) +
    `<path d="M ${L(30)} ${B.shoulder.y - 10} C ${L(20)} ${B.shoulder.y + 40}, ${L(8)} ${B.shoulder.y + 80}, ${C} ${B.shoulder.y + 96} C ${R(8)} ${B.shoulder.y + 80}, ${R(20)} ${B.shoulder.y + 40}, ${R(30)} ${B.shoulder.y - 10} Z" fill="${k.t.deep}" opacity=".55"/>` +
    skirtFolds(k) +
    k.seam(`M ${C} ${B.shoulder.y + 96} L ${C} 470`, 0.6) +
    `<rect x="${C - 3}" y="466" width="6" height="16" rx="2" fill="url(#m)"/>`,
  focus: [C - 10, B.waist.y + 10, 3],
  box: [L(112), B.shoulder.y - 12, R(112), 676],
};

const shirtCut: TopCut = { hem: 470, hemX: 64, sleeve: 'long', ease: 8, neck: 2 };
const shirtPath = top(B, shirtCut);
const collar = (k: Kit) =>
  k.cloth(`M ${C} ${B.shoulder.y + 18} L ${L(28)} ${B.shoulder.y - 18} L ${L(38)} ${B.shoulder.y - 4} L ${L(20)} ${B.shoulder.y + 30} Z`) +
  k.cloth(`M ${C} ${B.shoulder.y + 18} L ${R(28)} ${B.shoulder.y - 18} L ${R(38)} ${B.shoulder.y - 4} L ${R(20)} ${B.shoulder.y + 30} Z`);

const shirt: Art = {
  fabric: 'cotton',
  wearer: B,
  front: (k) =>
    k.cloth(shirtPath) +
    sleeves(k, B, shirtCut) +
    `<path d="M ${L(24)} ${B.shoulder.y - 14} Q ${C} ${B.shoulder.y - 24}, ${R(24)} ${B.shoulder.y - 14} L ${C} ${B.shoulder.y + 18} Z" fill="${k.t.deep}" opacity=".5"/>` +
    collar(k) +
    k.stitch(`M ${L(6)} ${B.shoulder.y + 22} L ${L(6)} 478`) +
    k.stitch(`M ${R(6)} ${B.shoulder.y + 22} L ${R(6)} 478`) +
    buttons(k, C, [200, 248, 296, 344, 392, 440], 4) +
    k.stitch(`M ${R(22)} 238 h 38 v 42 l -19 6 l -19 -6 z`) +
    k.fold(`M ${L(46)} 300 C ${L(40)} 360, ${L(44)} 420, ${L(48)} 466`) +
    k.fold(`M ${R(40)} 320 C ${R(44)} 380, ${R(40)} 430, ${R(42)} 466`) +
    k.fold(`M ${L(92)} 330 q -6 30 4 60`) +
    k.fold(`M ${R(96)} 330 q 6 30 -4 60`) +
    cuffs(k, shirtCut, 30),
  back: (k) =>
    k.cloth(shirtPath) +
    sleeves(k, B, shirtCut) +
    k.cloth(
      `M ${L(34)} ${B.shoulder.y - 14} Q ${C} ${B.shoulder.y - 4}, ${R(34)} ${B.shoulder.y - 14} L ${R(30)} ${B.shoulder.y + 2} Q ${C} ${B.shoulder.y + 10}, ${L(30)} ${B.shoulder.y + 2} Z`,
    ) +
    k.stitch(`M ${L(72)} ${B.shoulder.y + 30} Q ${C} ${B.shoulder.y + 44}, ${R(72)} ${B.shoulder.y + 30}`) +
    k.fold(`M ${C} ${B.shoulder.y + 40} L ${C} 300`, 5) +
    k.fold(`M ${L(30)} 320 C ${L(26)} 380, ${L(30)} 430, ${L(34)} 466`) +
    cuffs(k, shirtCut, 30),
  focus: [C + 20, 250, 2.8],
  box: [L(118), B.shoulder.y - 20, R(118), 484],
};

const jacketCut: TopCut = { hem: 480, hemX: 72, sleeve: 'long', ease: 14, neck: 4, shoulder: 12 };
const jacketPath = top(B, jacketCut);
const lapel = (S: (d: number) => number) =>
  `M ${S(14)} ${B.shoulder.y - 16} L ${S(40)} ${B.shoulder.y - 8} L ${S(48)} ${B.shoulder.y + 44} L ${S(34)} ${B.shoulder.y + 52} L ${S(46)} ${B.shoulder.y + 64} L ${S(2)} 340 Z`;

const jacket: Art = {
  fabric: 'wool',
  wearer: B,
  front: (k) =>
    k.cloth(jacketPath) +
    sleeves(k, B, jacketCut) +
    `<path d="M ${L(16)} ${B.shoulder.y - 14} L ${R(16)} ${B.shoulder.y - 14} L ${C} 340 Z" fill="#efe9e0"/><path d="M ${L(16)} ${B.shoulder.y - 14} L ${R(16)} ${B.shoulder.y - 14} L ${C} 340 Z" fill="url(#f)"/>` +
    k.cloth(lapel(L)) +
    k.cloth(lapel(R)) +
    k.fold(`M ${L(30)} ${B.shoulder.y + 60} L ${L(6)} 330`, 4) +
    k.seam(`M ${C} 340 L ${R(6)} 486`, 0.7) +
    buttons(k, R(14), [364, 414], 6, k.t.deep) +
    k.cloth(`M ${L(64)} 412 h 46 l -2 16 h -42 z`) +
    k.cloth(`M ${R(64)} 412 h -46 l 2 16 h 42 z`) +
    k.stitch(`M ${L(56)} ${B.shoulder.y + 4} Q ${L(66)} 260, ${L(52)} 470`) +
    k.stitch(`M ${R(56)} ${B.shoulder.y + 4} Q ${R(66)} 260, ${R(52)} 470`) +
    k.fold(`M ${L(104)} 350 q -8 20 4 50`) +
    k.fold(`M ${R(108)} 350 q 8 20 -4 50`) +
    buttons(k, L(100), [440], 3, k.t.deep) +
    buttons(k, R(100), [440], 3, k.t.deep),
  back: (k) =>
    k.cloth(jacketPath) +
    sleeves(k, B, jacketCut) +
    k.seam(`M ${C} ${B.shoulder.y - 10} L ${C} 486`, 0.55) +
    k.seam(`M ${C} 420 L ${C} 486`, 0.9) +
    k.cloth(
      `M ${L(26)} ${B.shoulder.y - 16} Q ${C} ${B.shoulder.y - 6}, ${R(26)} ${B.shoulder.y - 16} L ${R(22)} ${B.shoulder.y - 2} Q ${C} ${B.shoulder.y + 6}, ${L(22)} ${B.shoulder.y - 2} Z`,
    ) +
    k.fold(`M ${L(40)} 300 C ${L(36)} 360, ${L(40)} 420, ${L(44)} 476`) +
    k.fold(`M ${R(36)} 300 C ${R(40)} 360, ${R(36)} 420, ${R(40)} 476`),
  focus: [C + 20, 380, 2.6],
  box: [L(122), B.shoulder.y - 20, R(122), 494],
};

const coatCut: TopCut = { hem: 660, hemX: 96, sleeve: 'long', ease: 18, neck: 4, shoulder: 14 };
const coatPath = top(B, coatCut);
const coatLapel = (S: (d: number) => number) =>
  `M ${S(16)} ${B.shoulder.y - 18} L ${S(46)} ${B.shoulder.y - 14} L ${S(62)} ${B.shoulder.y + 40} L ${S(46)} ${B.shoulder.y + 50} L ${S(58)} ${B.shoulder.y + 70} L ${S(4)} 330 Z`;

const coat: Art = {
  fabric: 'wool',
  wearer: B,
  front: (k) =>
    k.cloth(coatPath) +
    sleeves(k, B, coatCut) +
    `<path d="M ${L(18)} ${B.shoulder.y - 16} L ${R(18)} ${B.shoulder.y - 16} L ${C} 330 Z" fill="${k.t.deep}"/>` +
    k.cloth(coatLapel(L)) +
    k.cloth(coatLapel(R)) +
    k.seam(`M ${R(4)} 330 L ${R(24)} 666`, 0.7) +
    buttons(k, L(20), [372, 440, 508], 6.5, k.t.deep) +
    buttons(k, R(40), [372, 440, 508], 6.5, k.t.deep) +
    k.cloth(`M ${L(96)} 486 l 40 -8 l 4 14 l -40 8 z`) +
    k.cloth(`M ${R(96)} 486 l -40 -8 l -4 14 l 40 8 z`) +
    k.fold(`M ${L(46)} 520 C ${L(54)} 580, ${L(62)} 620, ${L(70)} 664`, 10) +
    k.fold(`M ${R(60)} 530 C ${R(66)} 590, ${R(74)} 630, ${R(80)} 662`, 10) +
    k.fold(`M ${L(108)} 340 q -8 30 4 60`) +
    k.fold(`M ${R(112)} 340 q 8 30 -4 60`) +
    cuffs(k, coatCut, 8),
  back: (k) =>
    k.cloth(coatPath) +
    sleeves(k, B, coatCut) +
    k.seam(`M ${C} ${B.shoulder.y - 14} L ${C} 666`, 0.55) +
    k.cloth(`M ${L(80)} ${B.waist.y + 10} h 160 v 22 h -160 z`) +
    buttons(k, L(70), [B.waist.y + 21], 5, k.t.deep) +
    buttons(k, R(70), [B.waist.y + 21], 5, k.t.deep) +
    k.fold(`M ${C - 2} 540 L ${C - 2} 664`, 10) +
    k.fold(`M ${L(50)} 360 C ${L(56)} 440, ${L(64)} 560, ${L(72)} 660`, 9),
  focus: [C - 10, 420, 2.6],
  box: [L(128), B.shoulder.y - 22, R(128), 674],
};

const trousersPath = `M ${L(48)} ${B.waist.y - 6} L ${R(48)} ${B.waist.y - 6} C ${R(62)} 370, ${R(66)} 420, ${R(64)} 460 L ${R(58)} 744 L ${R(8)} 746 L ${R(2)} ${B.crotch + 8} L ${L(2)} ${B.crotch + 8} L ${L(8)} 746 L ${L(58)} 744 L ${L(64)} 460 C ${L(66)} 420, ${L(62)} 370, ${L(48)} ${B.waist.y - 6} Z`;
const trouserBase = (k: Kit) =>
  k.cloth(trousersPath) +
  k.cloth(`M ${L(48)} ${B.waist.y - 6} L ${R(48)} ${B.waist.y - 6} L ${R(50)} ${B.waist.y + 16} L ${L(50)} ${B.waist.y + 16} Z`) +
  [L(36), L(4), R(36)].map((x) => `<rect x="${x - 3}" y="${B.waist.y - 8}" width="6" height="26" rx="1.5" fill="${k.t.dark}"/>`).join('') +
  k.fold(`M ${L(32)} 350 L ${L(34)} 744`, 4) +
  k.fold(`M ${R(32)} 350 L ${R(34)} 744`, 4) +
  k.fold(`M ${L(20)} 690 q 14 10 30 0`, 6) +
  k.fold(`M ${R(20)} 690 q 14 10 30 0`, 6);

const trousers: Art = {
  fabric: 'wool',
  wearer: B,
  front: (k) =>
    trouserBase(k) +
    buttons(k, C, [B.waist.y + 5], 4, k.t.dark) +
    k.stitch(`M ${R(2)} ${B.waist.y + 18} L ${R(14)} ${B.waist.y + 18} L ${R(14)} 392 Q ${R(12)} 404, ${C} 410`) +
    k.seam(`M ${L(44)} ${B.waist.y + 18} Q ${L(50)} 360, ${L(62)} 380`, 0.8) +
    k.seam(`M ${R(44)} ${B.waist.y + 18} Q ${R(50)} 360, ${R(62)} 380`, 0.8),
  back: (k) =>
    trouserBase(k) +
    k.seam(`M ${C} ${B.waist.y + 16} L ${C} ${B.crotch + 8}`, 0.7) +
    k.seam(`M ${L(40)} 372 h 30`, 0.9) +
    k.seam(`M ${R(40)} 372 h -30`, 0.9) +
    buttons(k, L(25), [362], 3.5, k.t.dark) +
    buttons(k, R(25), [362], 3.5, k.t.dark),
  focus: [C + 6, B.waist.y + 40, 2.8],
  box: [L(72), B.waist.y - 10, R(72), 748],
};

const knitCut: TopCut = { hem: 470, hemX: 66, sleeve: 'long', ease: 12, neck: 10, shoulder: 10 };
const knitPath = top(B, knitCut);
const rib = (d: string, k: Kit) => `${k.cloth(d)}<path d="${d}" fill="url(#rb)"/>`;
const cable = (k: Kit, x: number) =>
  Array.from({ length: 9 }, (_, i) => {
    const y = 206 + i * 28;
    return `<path d="M ${x - 8} ${y} C ${x - 8} ${y + 12}, ${x + 8} ${y + 14}, ${x + 8} ${y + 28}" stroke="${k.t.deep}" stroke-width="4" fill="none" opacity=".4"/><path d="M ${x + 8} ${y} C ${x + 8} ${y + 10}, ${x} ${y + 12}, ${x - 2} ${y + 14}" stroke="${k.t.light}" stroke-width="3" fill="none" opacity=".45"/>`;
  }).join('');
const knitBase = (k: Kit) => {
  const c = cuff(B, knitCut);
  return (
    `<defs><pattern id="rb" width="6" height="10" patternUnits="userSpaceOnUse"><path d="M1.5 0v10" stroke="${k.t.deep}" stroke-width="2" opacity=".35"/><path d="M4.5 0v10" stroke="${k.t.light}" stroke-width="1.2" opacity=".35"/></pattern></defs>` +
    k.cloth(knitPath) +
    sleeves(k, B, knitCut) +
    rib(`M ${L(66)} 440 Q ${C} 452, ${R(66)} 440 L ${R(66)} 470 Q ${C} 484, ${L(66)} 470 Z`, k) +
    [L, R]
      .map((S) => rib(`M ${S(c.x + 1)} ${c.y - 30} L ${S(c.x - c.w + 1)} ${c.y - 22} L ${S(c.x - c.w)} ${c.y + 8} L ${S(c.x)} ${c.y} Z`, k))
      .join('') +
    k.fold(`M ${L(100)} 330 q -6 30 4 60`) +
    k.fold(`M ${R(104)} 330 q 6 30 -4 60`) +
    k.fold(`M ${L(50)} 380 q 20 10 40 0`, 6)
  );
};
const knitwear: Art = {
  fabric: 'knit',
  wearer: B,
  front: (k) =>
    knitBase(k) +
    rib(
      `M ${L(23)} ${B.shoulder.y - 14} Q ${C} ${B.shoulder.y + 16}, ${R(23)} ${B.shoulder.y - 14} L ${R(31)} ${B.shoulder.y - 10} Q ${C} ${B.shoulder.y + 30}, ${L(31)} ${B.shoulder.y - 10} Z`,
      k,
    ) +
    cable(k, L(30)) +
    cable(k, R(30)),
  back: (k) =>
    knitBase(k) +
    rib(
      `M ${L(23)} ${B.shoulder.y - 14} Q ${C} ${B.shoulder.y - 4}, ${R(23)} ${B.shoulder.y - 14} L ${R(31)} ${B.shoulder.y - 6} Q ${C} ${B.shoulder.y + 6}, ${L(31)} ${B.shoulder.y - 6} Z`,
      k,
    ),
  focus: [L(30), 300, 3],
  box: [L(122), B.shoulder.y - 20, R(122), 484],
};

/** The adult garments by shape. */
export const GARMENTS = { dress, shirt, jacket, coat, trousers, sweater: knitwear } as const;
