// One product picture: a piece of a shape, in a colour, seen in one view, on the studio sweep.
import type { Art } from './art';
import { C, figure } from './body';
import { type Kit, defs, floorShadow, kit, studio, tones } from './paint';
import { PLINTH_DEFS, plinth, prop } from './still';

/** Every product picture is drawn on this canvas (3:4). */
const CANVAS = { width: 600, height: 800 } as const;
const FLOOR = 716;

/** The transform that centres a piece's box on the floor at the same scale for its whole category. */
function frame(art: Art, maxW = 420, maxH = 590, floor = FLOOR, cx = C): { s: number; tf: string; w: number } {
  const [x0, y0, x1, y1] = art.box;
  const s = Math.min(maxW / (x1 - x0), maxH / (y1 - y0));
  return { s, w: (x1 - x0) * s, tf: `translate(${cx - s * ((x0 + x1) / 2)} ${floor - s * y1}) scale(${s})` };
}

// What the mannequin wears with the piece, in quiet neutrals that never fight the variant colour.
function pairing(art: Art, k: Kit, shape: string): string {
  const neutral = k.t.base === '#1b1b1b' || k.t.base === '#1f2a44' ? '#e9e3d8' : '#2a2826';
  const b = art.wearer;
  if (!b) return '';
  const flat = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/><path d="${d}" fill="url(#f)"/>`;
  const shoes = [-1, 1]
    .map(
      (s) =>
        `<path d="M ${C + s * 6} ${b.floor - 16} C ${C + s * 10} ${b.floor - 22}, ${C + s * 30} ${b.floor - 18}, ${C + s * 36} ${b.floor - 6} Q ${C + s * 36} ${b.floor}, ${C + s * 28} ${b.floor} L ${C + s * 8} ${b.floor} Z" fill="#1d1a17"/>`,
    )
    .join('');
  if (shape === 'dress' || shape === 'kidsdress') return shoes;
  if (shape === 'trousers')
    return `${flat(`M ${C - b.shoulder.x} ${b.shoulder.y} Q ${C} ${b.shoulder.y - 16} ${C + b.shoulder.x} ${b.shoulder.y} L ${C + b.arm.x + 6} ${b.arm.y} L ${C + b.waist.x + 10} ${b.waist.y + 14} L ${C - b.waist.x - 10} ${b.waist.y + 14} L ${C - b.arm.x - 6} ${b.arm.y} Z`, neutral)}${shoes}`;
  const legs = `M ${C - b.waist.x - 4} ${b.waist.y} L ${C + b.waist.x + 4} ${b.waist.y} L ${C + b.hip.x + 4} ${b.hip.y} L ${C + b.ankle.x + 10} ${b.floor - 16} L ${C + 6} ${b.floor - 16} L ${C + 2} ${b.crotch + 6} L ${C - 2} ${b.crotch + 6} L ${C - 6} ${b.floor - 16} L ${C - b.ankle.x - 10} ${b.floor - 16} L ${C - b.hip.x - 4} ${b.hip.y} Z`;
  return flat(legs, neutral) + shoes;
}

/** The SVG of one picture of a piece, drawn `width` pixels wide. */
export function pieceSvg(art: Art, shape: string, hex: string, view: string, width: number): string {
  const t = tones(hex);
  const k = kit(t, art.fabric);
  let body: string;
  if (view === 'detail') {
    const [x, y, z] = art.focus;
    body = `<g transform="translate(${C} 400) scale(${z}) translate(${-x} ${-y})">${art.front(k)}</g>`;
  } else if (view === 'styled') {
    body = art.wearer
      ? `${floorShadow(C, 782, 100, 10)}<g transform="translate(${C - C * 1.06} ${-34}) scale(1.06)">${figure(art.wearer)}${shape === 'trousers' ? art.front(k) + pairing(art, k, shape) : pairing(art, k, shape) + art.front(k)}</g>`
      : (art.styled?.(k) ?? stillLife(art, k));
  } else {
    const f = frame(art);
    body = `${floorShadow(C, FLOOR + 6, f.w * 0.42)}<g transform="${f.tf}">${view === 'back' ? art.back(k) : art.front(k)}</g>`;
  }
  const h = Math.round((width * CANVAS.height) / CANVAS.width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">${defs(t, art.fabric)}<defs>${PLINTH_DEFS}</defs>${studio(CANVAS.width, CANVAS.height)}${body}</svg>`;
}

// Objects: the piece on a stone plinth with one quiet prop beside it, lit as the packshots are.
function stillLife(art: Art, k: Kit): string {
  const top = 560;
  const f = frame(art, 280, 360, top + 4, C + 50);
  return `${floorShadow(C, 742, 190, 16)}${prop(art.prop ?? 'sphere', 36, 742)}${plinth(C + 50, top, 140, 742)}${floorShadow(C + 50, top + 8, f.w * 0.4, 8)}<g transform="${f.tf}">${art.front(k)}</g>`;
}
