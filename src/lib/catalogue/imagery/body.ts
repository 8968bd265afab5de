// The mannequin garments are cut for and styled on. Every garment is drawn in its wearer's
// coordinates, so the same drawing is a "ghost mannequin" front view alone and a styled look on it.

/** Key points of a standing figure on the 600×800 canvas, as half-widths from the centre line. */
export interface Body {
  head: { y: number; rx: number; ry: number };
  neck: { x: number; y: number };
  shoulder: { x: number; y: number };
  arm: { x: number; y: number };
  waist: { x: number; y: number };
  hip: { x: number; y: number };
  crotch: number;
  knee: { x: number; y: number };
  ankle: { x: number; y: number };
  wrist: { x: number; y: number };
  /** The floor under the feet. */
  floor: number;
}

/** The centre line every figure and garment stands on. */
export const C = 300;

export const ADULT: Body = {
  head: { y: 92, rx: 27, ry: 35 },
  neck: { x: 13, y: 148 },
  shoulder: { x: 74, y: 166 },
  arm: { x: 60, y: 252 },
  waist: { x: 42, y: 318 },
  hip: { x: 60, y: 400 },
  crotch: 428,
  knee: { x: 40, y: 575 },
  ankle: { x: 26, y: 742 },
  wrist: { x: 104, y: 452 },
  floor: 760,
};

export const KID: Body = {
  head: { y: 196, rx: 36, ry: 44 },
  neck: { x: 15, y: 258 },
  shoulder: { x: 64, y: 270 },
  arm: { x: 56, y: 330 },
  waist: { x: 52, y: 400 },
  hip: { x: 58, y: 452 },
  crotch: 478,
  knee: { x: 40, y: 610 },
  ankle: { x: 30, y: 742 },
  wrist: { x: 92, y: 500 },
  floor: 760,
};

const L = (dx: number) => C - dx;
const R = (dx: number) => C + dx;

/** The mannequin: a smooth, faceless form in warm plaster with a bun, lit from the upper left. */
export function figure(b: Body): string {
  const { head: h, neck: n, shoulder: s, arm: a, wrist: wr } = b;
  const arm = (X: (d: number) => number) =>
    `M ${X(s.x - 4)} ${s.y + 2} C ${X(s.x + 14)} ${s.y + 20}, ${X(s.x + 16)} ${a.y - 10}, ${X(s.x + 14)} ${a.y + 20} L ${X(wr.x + 6)} ${wr.y} L ${X(wr.x - 12)} ${wr.y + 2} L ${X(a.x + 4)} ${a.y + 10} Z`;
  const hand = (X: (d: number) => number) => `<ellipse cx="${X(wr.x - 2)}" cy="${wr.y + 18}" rx="9" ry="19" fill="url(#sk)"/>`;
  return `<g>${[arm(L), arm(R)].map((d) => `<path d="${d}" fill="url(#sk)"/>`).join('')}${hand(L)}${hand(R)}
<path d="${bodyPath(b)}" fill="url(#sk)"/>
<path d="M ${L(n.x)} ${h.y + h.ry - 8} L ${L(n.x)} ${s.y - 6} L ${R(n.x)} ${s.y - 6} L ${R(n.x)} ${h.y + h.ry - 8} Z" fill="url(#sk)"/>
<ellipse cx="${C}" cy="${h.y}" rx="${h.rx}" ry="${h.ry}" fill="url(#sk)"/>
<ellipse cx="${C + h.rx * 0.55}" cy="${h.y - h.ry * 0.75}" rx="${h.rx * 0.55}" ry="${h.ry * 0.45}" fill="#3b3029"/>
<path d="M ${C - h.rx} ${h.y - 4} C ${C - h.rx} ${h.y - h.ry * 1.25}, ${C + h.rx} ${h.y - h.ry * 1.25}, ${C + h.rx} ${h.y - 4} C ${C + h.rx * 0.7} ${h.y - h.ry * 0.7}, ${C - h.rx * 0.4} ${h.y - h.ry * 0.8}, ${C - h.rx} ${h.y - 4} Z" fill="#3b3029"/>
<path d="${bodyPath(b)}" fill="none" stroke="#9c8d7b" stroke-opacity=".5" stroke-width="1.2"/></g>`;
}

/** The outline of torso and legs, as one closed path. */
function bodyPath(b: Body): string {
  const { neck: n, shoulder: s, arm: a, waist: w, hip: p, knee: k, ankle: an } = b;
  const half = (X: (d: number) => number) => [
    `${X(s.x)} ${s.y + 6}`,
    `C ${X(s.x + 4)} ${s.y + 30}, ${X(a.x + 4)} ${a.y - 30}, ${X(a.x)} ${a.y}`,
    `C ${X(a.x - 2)} ${a.y + 30}, ${X(w.x)} ${w.y - 30}, ${X(w.x)} ${w.y}`,
    `C ${X(w.x)} ${w.y + 30}, ${X(p.x + 2)} ${p.y - 30}, ${X(p.x)} ${p.y}`,
    `C ${X(p.x - 2)} ${p.y + 60}, ${X(k.x + 6)} ${k.y - 60}, ${X(k.x)} ${k.y}`,
    `L ${X(an.x)} ${an.y}`,
    `C ${X(an.x + 6)} ${b.floor - 6}, ${X(an.x - 4)} ${b.floor}, ${X(6)} ${b.floor - 2}`,
    `L ${X(8)} ${an.y - 10}`,
    `L ${X(10)} ${k.y}`,
    `L ${X(4)} ${b.crotch}`,
  ];
  const left = half(L);
  return `M ${L(n.x)} ${s.y - 12} C ${L(n.x + 24)} ${s.y - 6}, ${L(s.x - 8)} ${s.y - 6}, ${left.join(' ')} L ${R(4)} ${b.crotch} ${mirrorBack(b)} Z`;
}

// The right half walked from the crotch back up to the neck.
function mirrorBack(b: Body): string {
  const { neck: n, shoulder: s, arm: a, waist: w, hip: p, knee: k, ankle: an } = b;
  return [
    `L ${R(10)} ${k.y}`,
    `L ${R(8)} ${an.y - 10}`,
    `L ${R(6)} ${b.floor - 2}`,
    `C ${R(an.x - 4)} ${b.floor}, ${R(an.x + 6)} ${b.floor - 6}, ${R(an.x)} ${an.y}`,
    `L ${R(k.x)} ${k.y}`,
    `C ${R(k.x + 6)} ${k.y - 60}, ${R(p.x - 2)} ${p.y + 60}, ${R(p.x)} ${p.y}`,
    `C ${R(p.x + 2)} ${p.y - 30}, ${R(w.x)} ${w.y + 30}, ${R(w.x)} ${w.y}`,
    `C ${R(w.x)} ${w.y - 30}, ${R(a.x - 2)} ${a.y + 30}, ${R(a.x)} ${a.y}`,
    `C ${R(a.x + 4)} ${a.y - 30}, ${R(s.x + 4)} ${s.y + 30}, ${R(s.x)} ${s.y + 6}`,
    `C ${R(s.x - 8)} ${s.y - 6}, ${R(n.x + 24)} ${s.y - 6}, ${R(n.x)} ${s.y - 12}`,
  ].join(' ');
}

/** How a top is cut: hem, sleeve and ease over the body. */
export interface TopCut {
  hem: number;
  hemX: number;
  /** Sleeve end: long (to the wrist), short (above the elbow) or none. */
  sleeve: 'long' | 'short' | 'none';
  ease: number;
  /** Depth of the neckline below the base of the neck. */
  neck: number;
  /** How much wider than the body the shoulder sits (padding, drop shoulder). */
  shoulder?: number;
}

/** The outline of a top (shirt, jacket, coat, knit, tee) over a body, as one closed path. */
export function top(b: Body, cut: TopCut): string {
  const e = cut.ease;
  const sx = b.shoulder.x + (cut.shoulder ?? 4);
  const ax = b.arm.x + e;
  const ny = b.shoulder.y - 14;
  const nx = b.neck.x + 10;
  const sleeve = (X: (d: number) => number, out: boolean) => {
    if (cut.sleeve === 'none')
      return out
        ? `L ${X(sx - 8)} ${b.shoulder.y + 4} C ${X(sx - 6)} ${b.shoulder.y + 40}, ${X(ax - 2)} ${b.arm.y - 24}, ${X(ax)} ${b.arm.y}`
        : '';
    const short = cut.sleeve === 'short';
    const cy = short ? b.arm.y + 26 : b.wrist.y + 4;
    const cx = short ? b.shoulder.x + 34 + e : b.wrist.x + e * 0.6;
    const cw = short ? 44 : 30 + e * 0.5;
    return out
      ? `L ${X(sx)} ${b.shoulder.y} C ${X(sx + 16)} ${b.shoulder.y + 14}, ${X(cx + 2)} ${Math.max(b.shoulder.y + 20, cy - 150)}, ${X(cx)} ${cy} L ${X(cx - cw)} ${cy + 8} L ${X(ax)} ${b.arm.y + 8}`
      : `L ${X(ax)} ${b.arm.y + 8} L ${X(cx - cw)} ${cy + 8} L ${X(cx)} ${cy} C ${X(cx + 2)} ${Math.max(b.shoulder.y + 20, cy - 150)}, ${X(sx + 16)} ${b.shoulder.y + 14}, ${X(sx)} ${b.shoulder.y}`;
  };
  const waist = Math.max(b.waist.x + e, Math.min(cut.hemX, b.arm.x + e));
  return [
    `M ${L(nx)} ${ny}`,
    sleeve(L, true),
    `C ${L(ax + 2)} ${b.arm.y + 40}, ${L(waist)} ${b.waist.y - 30}, ${L(waist)} ${b.waist.y}`,
    `L ${L(cut.hemX)} ${cut.hem}`,
    `Q ${C} ${cut.hem + 14}, ${R(cut.hemX)} ${cut.hem}`,
    `L ${R(waist)} ${b.waist.y} C ${R(waist)} ${b.waist.y - 30}, ${R(ax + 2)} ${b.arm.y + 40}, ${R(ax)} ${b.arm.y + (cut.sleeve === 'none' ? 0 : 8)}`,
    cut.sleeve === 'none'
      ? `C ${R(ax - 2)} ${b.arm.y - 24}, ${R(sx - 6)} ${b.shoulder.y + 40}, ${R(sx - 8)} ${b.shoulder.y + 4}`
      : sleeve(R, false),
    `L ${R(nx)} ${ny}`,
    `Q ${C} ${ny + cut.neck * 1.6}, ${L(nx)} ${ny} Z`,
  ].join(' ');
}

/** Where the left sleeve's cuff sits, for cuffs and ribs. */
export function cuff(b: Body, cut: TopCut): { x: number; y: number; w: number } {
  if (cut.sleeve === 'short') return { x: b.shoulder.x + 34 + cut.ease, y: b.arm.y + 26, w: 44 };
  return { x: b.wrist.x + cut.ease * 0.6, y: b.wrist.y + 4, w: 30 + cut.ease * 0.5 };
}

/** The x of the left edge of a point mirrored to the right. */
export const X = { L, R };
