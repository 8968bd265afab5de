// Still-life furniture: plinths and props in stone and plaster, shared by object pictures and the
// editorial banners so both look shot in the same studio.

/** A round plinth whose top is at `top`, standing on the floor at `floor`. */
export function plinth(cx: number, top: number, rx: number, floor: number, tone = '#d6cdc1'): string {
  const ry = rx * 0.16;
  return `<g><path d="M ${cx - rx} ${top} L ${cx - rx} ${floor} A ${rx} ${ry} 0 0 0 ${cx + rx} ${floor} L ${cx + rx} ${top} Z" fill="${tone}"/><path d="M ${cx - rx} ${top} L ${cx - rx} ${floor} A ${rx} ${ry} 0 0 0 ${cx + rx} ${floor} L ${cx + rx} ${top} Z" fill="url(#pl)"/><ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${tone}"/><ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="#fff" opacity=".35"/></g>`;
}

/** The plinth's side shading, lit from the left. */
export const PLINTH_DEFS =
  '<linearGradient id="pl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".35" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#3a2f25" stop-opacity=".28"/></linearGradient><radialGradient id="sp" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#f4efe8"/><stop offset=".7" stop-color="#cfc5b8"/><stop offset="1" stop-color="#a99c8c"/></radialGradient>';

/** A quiet prop standing on the floor at x (its left edge). */
export function prop(kind: 'sphere' | 'cloth' | 'stem' | 'book', x: number, floor: number): string {
  const shadow = (cx: number, rx: number) =>
    `<ellipse cx="${cx + 8}" cy="${floor}" rx="${rx}" ry="8" fill="#3a2f25" opacity=".2" filter="url(#bl)"/>`;
  switch (kind) {
    case 'sphere':
      return `${shadow(x + 46, 50)}<circle cx="${x + 46}" cy="${floor - 46}" r="46" fill="url(#sp)"/>`;
    case 'book':
      return `${shadow(x + 60, 70)}<rect x="${x}" y="${floor - 26}" width="130" height="26" fill="#cbbfae"/><rect x="${x + 6}" y="${floor - 48}" width="118" height="22" fill="#e8e1d6"/><rect x="${x}" y="${floor - 26}" width="130" height="26" fill="url(#pl)"/><rect x="${x + 6}" y="${floor - 48}" width="118" height="22" fill="url(#pl)"/>`;
    case 'stem':
      return `${shadow(x + 40, 34)}<path d="M ${x + 40} ${floor - 130} C ${x + 44} ${floor - 200}, ${x + 70} ${floor - 260}, ${x + 96} ${floor - 300}" stroke="#8d8069" stroke-width="2.5" fill="none"/>${[
        0, 1, 2, 3, 4,
      ]
        .map(
          (i) =>
            `<ellipse cx="${x + 52 + i * 10}" cy="${floor - 190 - i * 24}" rx="12" ry="5" transform="rotate(-40 ${x + 52 + i * 10} ${floor - 190 - i * 24})" fill="#a59a7f"/>`,
        )
        .join(
          '',
        )}<path d="M ${x + 16} ${floor} C ${x + 8} ${floor - 60}, ${x + 20} ${floor - 110}, ${x + 30} ${floor - 130} h 20 C ${x + 60} ${floor - 110}, ${x + 72} ${floor - 60}, ${x + 64} ${floor} Z" fill="url(#sp)"/>`;
    default:
      return `${shadow(x + 60, 70)}<path d="M ${x} ${floor} C ${x + 10} ${floor - 40}, ${x + 40} ${floor - 30}, ${x + 60} ${floor - 36} S ${x + 110} ${floor - 20}, ${x + 130} ${floor} Z" fill="#e6ddd0"/><path d="M ${x} ${floor} C ${x + 10} ${floor - 40}, ${x + 40} ${floor - 30}, ${x + 60} ${floor - 36} S ${x + 110} ${floor - 20}, ${x + 130} ${floor} Z" fill="url(#pl)"/>`;
  }
}
