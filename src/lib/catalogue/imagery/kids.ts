// Children's pieces, cut on the child mannequin (a larger head, shorter limbs).
import type { Art } from './art';
import { C, KID as B, type TopCut, X, cuff, top } from './body';
import { buttons, sleeves } from './garments';
import type { Kit } from './paint';

const { L, R } = X;

const teeCut: TopCut = { hem: 500, hemX: 62, sleeve: 'short', ease: 10, neck: 8 };
const teePath = top(B, teeCut);
const hems = (k: Kit, cut: TopCut) => {
  const c = cuff(B, cut);
  return (
    [L, R].map((S) => k.stitch(`M ${S(c.x + 1)} ${c.y - 8} L ${S(c.x - c.w + 1)} ${c.y}`)).join('') +
    k.stitch(`M ${L(cut.hemX - 2)} ${cut.hem - 10} Q ${C} ${cut.hem + 2}, ${R(cut.hemX - 2)} ${cut.hem - 10}`)
  );
};
const tee: Art = {
  fabric: 'cotton',
  wearer: B,
  front: (k) =>
    k.cloth(teePath) +
    sleeves(k, B, teeCut) +
    k.stitch(`M ${L(24)} ${B.shoulder.y - 10} Q ${C} ${B.shoulder.y + 22}, ${R(24)} ${B.shoulder.y - 10}`) +
    hems(k, teeCut) +
    `<path d="M ${C} 350 l 6 12 13 2 -10 9 3 13 -12 -7 -12 7 3 -13 -10 -9 13 -2 z" fill="none" stroke="${k.t.light}" stroke-width="2" stroke-dasharray="3 2"/>` +
    k.fold(`M ${L(40)} 420 q 10 40 0 76`) +
    k.fold(`M ${R(36)} 410 q -8 40 4 84`),
  back: (k) =>
    k.cloth(teePath) +
    k.stitch(`M ${L(24)} ${B.shoulder.y - 10} Q ${C} ${B.shoulder.y}, ${R(24)} ${B.shoulder.y - 10}`) +
    hems(k, teeCut) +
    k.fold(`M ${L(30)} 420 q 10 40 0 76`),
  focus: [C, 360, 3],
  box: [L(120), B.shoulder.y - 20, R(120), 510],
};

const smockPath = `M ${L(26)} ${B.shoulder.y - 12} L ${L(60)} ${B.shoulder.y - 4} C ${L(92)} ${B.shoulder.y}, ${L(100)} ${B.arm.y - 10}, ${L(88)} ${B.arm.y + 4} L ${L(58)} ${B.arm.y} C ${L(60)} 370, ${L(70)} 420, ${L(108)} 620 Q ${C} 646, ${R(108)} 620 C ${R(70)} 420, ${R(60)} 370, ${R(58)} ${B.arm.y} L ${R(88)} ${B.arm.y + 4} C ${R(100)} ${B.arm.y - 10}, ${R(92)} ${B.shoulder.y}, ${R(60)} ${B.shoulder.y - 4} L ${R(26)} ${B.shoulder.y - 12} Q ${C} ${B.shoulder.y + 6}, ${L(26)} ${B.shoulder.y - 12} Z`;
const smockFolds = (k: Kit) =>
  [-60, -30, 0, 30, 60]
    .map((dx) => k.fold(`M ${C + dx * 0.6} 400 C ${C + dx * 0.8} 480, ${C + dx * 1.1} 560, ${C + dx * 1.4} 630`, 7))
    .join('') +
  Array.from({ length: 4 }, (_, i) => k.stitch(`M ${L(56)} ${350 + i * 12} Q ${C} ${356 + i * 12}, ${R(56)} ${350 + i * 12}`)).join('');
const kidsdress: Art = {
  fabric: 'cotton',
  wearer: B,
  front: (k) =>
    k.cloth(smockPath) +
    smockFolds(k) +
    `<path d="M ${L(28)} ${B.shoulder.y - 12} C ${L(40)} ${B.shoulder.y + 20}, ${L(6)} ${B.shoulder.y + 26}, ${C} ${B.shoulder.y + 6} C ${R(6)} ${B.shoulder.y + 26}, ${R(40)} ${B.shoulder.y + 20}, ${R(28)} ${B.shoulder.y - 12} Q ${C} ${B.shoulder.y + 4}, ${L(28)} ${B.shoulder.y - 12} Z" fill="#f6f2ea" stroke="#b9ae9f"/>` +
    buttons(k, C, [B.shoulder.y + 30, B.shoulder.y + 56], 4, '#f6f2ea'),
  back: (k) =>
    `${k.cloth(smockPath) + smockFolds(k)}<path d="M ${C - 40} 410 q 40 20 80 0 l -10 26 q -30 -10 -60 0 z" fill="${k.t.dark}"/>`,
  focus: [C, 360, 3],
  box: [L(112), B.shoulder.y - 14, R(112), 640],
};

const duffleCut: TopCut = { hem: 600, hemX: 84, sleeve: 'long', ease: 16, neck: 4, shoulder: 10 };
const dufflePath = top(B, duffleCut);
const hood = `M ${L(50)} ${B.shoulder.y - 4} C ${L(64)} ${B.shoulder.y - 30}, ${L(40)} ${B.shoulder.y - 46}, ${C} ${B.shoulder.y - 48} C ${R(40)} ${B.shoulder.y - 46}, ${R(64)} ${B.shoulder.y - 30}, ${R(50)} ${B.shoulder.y - 4} Z`;
const toggles = (k: Kit) =>
  [340, 410, 480]
    .map(
      (y) =>
        `<path d="M ${L(26)} ${y} L ${R(22)} ${y}" stroke="#e8dfcf" stroke-width="3"/><rect x="${C - 8}" y="${y - 16}" width="12" height="32" rx="6" fill="#e9dcc4" stroke="${k.t.deep}" stroke-width="1" transform="rotate(12 ${C - 2} ${y})"/>`,
    )
    .join('');
const kidcoat: Art = {
  fabric: 'wool',
  wearer: B,
  front: (k) =>
    k.cloth(hood) +
    `<path d="M ${L(34)} ${B.shoulder.y - 8} Q ${C} ${B.shoulder.y - 36}, ${R(34)} ${B.shoulder.y - 8} Z" fill="${k.t.deep}"/>` +
    k.cloth(dufflePath) +
    sleeves(k, B, duffleCut) +
    k.seam(`M ${C} ${B.shoulder.y - 2} L ${C} 606`, 0.7) +
    toggles(k) +
    k.cloth(`M ${L(80)} 470 h 46 v 58 h -46 z`) +
    k.cloth(`M ${R(80)} 470 h -46 v 58 h 46 z`) +
    k.fold(`M ${L(50)} 540 q -6 30 -12 60`, 8) +
    k.fold(`M ${R(94)} 380 q 8 20 -4 60`),
  back: (k) =>
    k.cloth(dufflePath) +
    sleeves(k, B, duffleCut) +
    k.cloth(
      `M ${L(46)} ${B.shoulder.y - 10} C ${L(60)} ${B.shoulder.y + 50}, ${R(60)} ${B.shoulder.y + 50}, ${R(46)} ${B.shoulder.y - 10} Z`,
    ) +
    k.fold(`M ${C} ${B.shoulder.y + 60} L ${C} 600`, 8),
  focus: [C, 410, 3],
  box: [L(122), B.shoulder.y - 50, R(122), 612],
};

/** Children's pieces by shape. */
export const KIDS = { tshirt: tee, kidsdress, kidcoat } as const;
