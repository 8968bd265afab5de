// The studio every picture is drawn in and the paint a piece is coloured with: one light from the
// upper left, a warm stone sweep, a soft floor shadow, and a fabric texture per material.

/** What a piece is made of; decides its texture and sheen. */
export type Fabric = 'satin' | 'cotton' | 'wool' | 'knit' | 'leather' | 'velvet' | 'glass' | 'gold' | 'wax' | 'matte';

const hex2 = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0');

/** A colour part way between two hex colours (amount 0 = a, 1 = b). */
export function mix(a: string, b: string, amount: number): string {
  const pa = [1, 3, 5].map((i) => Number.parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => Number.parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => hex2(v + ((pb[i] as number) - v) * amount)).join('')}`;
}

/** The tones one piece is shaded with, from its variant's swatch. */
export interface Tones {
  base: string;
  light: string;
  dark: string;
  deep: string;
  /** A light swatch (white, beige): its texture is drawn fainter so it does not look dirty. */
  pale: boolean;
}

/** Light and shadow tones of a swatch; very dark swatches lift more so their form still reads. */
export function tones(base: string): Tones {
  const lum = Number.parseInt(base.slice(1, 3), 16) + Number.parseInt(base.slice(3, 5), 16) + Number.parseInt(base.slice(5, 7), 16);
  const dark = lum < 200;
  return {
    base,
    light: mix(base, '#ffffff', dark ? 0.2 : 0.28),
    dark: mix(base, lum > 600 ? '#7d7468' : '#140f0c', dark ? 0.35 : 0.32),
    deep: mix(base, '#0c0907', 0.55),
    pale: lum > 540,
  };
}

// Fabric textures: fine patterns in user space so a close-up enlarges the weave as a lens would.
function texture(f: Fabric, t: Tones): string {
  // Tiles hold several repeats: librsvg pays per tile, so a larger tile renders several times faster.
  const rows = (n: number, step: number, d: (o: number) => string) => Array.from({ length: n }, (_, i) => d(i * step)).join('');
  const line = (d: string, c: string, w: number, o: number) =>
    `<path d="${d}" stroke="${c}" stroke-width="${w}" opacity="${o}" fill="none"/>`;
  const tile = (w: number, h: number, body: string, tf = '') =>
    `<pattern id="t" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${tf}>${body}</pattern>`;
  switch (f) {
    case 'knit': {
      const v = rows(4, 8, (y) => rows(4, 9, (x) => `M${x} ${y}l4.5 6 4.5-6`));
      const w = rows(4, 8, (y) => rows(4, 9, (x) => `M${x} ${y + 2}l4.5 6 4.5-6`));
      return tile(36, 32, line(v, t.deep, 1.4, 0.35) + line(w, t.light, 0.9, 0.3));
    }
    case 'cotton':
      return tile(
        30,
        30,
        line(
          rows(6, 5, (y) => `M0 ${y}h30`),
          t.deep,
          0.6,
          0.18,
        ),
        ' patternTransform="rotate(35)"',
      );
    case 'wool':
      return tile(
        30,
        30,
        line(
          rows(10, 3, (y) => `M0 ${y}h30`),
          t.deep,
          0.9,
          0.16,
        ) +
          line(
            rows(5, 6, (y) => `M0 ${y + 1.5}h30`),
            t.light,
            0.6,
            0.14,
          ),
        ' patternTransform="rotate(-45)"',
      );
    case 'velvet':
      return tile(
        24,
        24,
        line(
          rows(6, 4, (x) => `M${x} 0l24 24`),
          t.light,
          0.5,
          0.12,
        ),
      );
    default:
      return tile(8, 8, '');
  }
}

/** The shared definitions: sweep, light, shadow blur, cloth shading, metal and the fabric texture. */
export function defs(t: Tones, f: Fabric, wall = '#ebe6df', floor = '#dcd5cb'): string {
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(wall, '#ffffff', 0.25)}"/><stop offset=".62" stop-color="${wall}"/><stop offset=".8" stop-color="${mix(wall, floor, 0.7)}"/><stop offset="1" stop-color="${floor}"/></linearGradient>
<radialGradient id="lamp" cx=".28" cy=".18" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="c" x1="0" y1="0" x2="1" y2=".35"><stop offset="0" stop-color="${t.light}"/><stop offset=".42" stop-color="${t.base}"/><stop offset="1" stop-color="${t.dark}"/></linearGradient>
<radialGradient id="f" cx=".32" cy=".22" r=".95"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset=".8" stop-color="#000" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></radialGradient>
<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset=".18" stop-color="#fff" stop-opacity="0"/><stop offset=".3" stop-color="#fff" stop-opacity="${f === 'satin' ? 0.34 : 0}"/><stop offset=".4" stop-color="#fff" stop-opacity="0"/><stop offset=".58" stop-color="#fff" stop-opacity="${f === 'satin' ? 0.18 : 0}"/><stop offset=".66" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e7b8"/><stop offset=".35" stop-color="#c9a54a"/><stop offset=".6" stop-color="#8e6d24"/><stop offset=".8" stop-color="#e4cd8a"/><stop offset="1" stop-color="#9a7a30"/></linearGradient>
<linearGradient id="sk" x1="0" y1="0" x2="1" y2=".2"><stop offset="0" stop-color="#ece4d9"/><stop offset=".5" stop-color="#d8cdbf"/><stop offset="1" stop-color="#b9ab9a"/></linearGradient>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset=".12" stop-color="#fff" stop-opacity=".08"/><stop offset=".8" stop-color="#fff" stop-opacity=".04"/><stop offset=".9" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity=".05"/></linearGradient>
<filter id="sh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="bl" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3.5"/></filter>
<filter id="gr" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="2" seed="7"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.1 .75"/><feComposite operator="in" in2="SourceGraphic"/></filter>
${texture(f, t)}
</defs>`;
}

/** The sweep behind a piece: wall fading into floor, lit from the upper left. */
export function studio(w: number, h: number): string {
  return `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#lamp)"/>`;
}

/** A soft contact shadow on the floor, cast slightly right as the light is upper left. */
export function floorShadow(cx: number, y: number, rx: number, ry = 14): string {
  return `<ellipse cx="${cx + rx * 0.12}" cy="${y}" rx="${rx}" ry="${ry}" fill="#3a2f25" opacity=".22" filter="url(#sh)"/><ellipse cx="${cx + rx * 0.05}" cy="${y - 2}" rx="${rx * 0.8}" ry="${ry * 0.35}" fill="#2a2119" opacity=".22" filter="url(#bl)"/>`;
}

/** Drawing helpers bound to one piece's tones and fabric. */
export interface Kit {
  t: Tones;
  fabric: Fabric;
  /** A panel of the piece: base gradient, texture, sheen, volume and a fine edge. */
  cloth(d: string, extra?: string): string;
  /** A soft fold: a blurred shadow line with a highlight beside it. */
  fold(d: string, w?: number): string;
  /** A row of stitches along a path. */
  stitch(d: string): string;
  /** A line of shade (a seam or an edge turned away from the light). */
  seam(d: string, o?: number): string;
}

/** The kit for a piece of a colour and fabric. */
export function kit(t: Tones, fabric: Fabric): Kit {
  const grain = fabric === 'leather' || fabric === 'matte';
  return {
    t,
    fabric,
    cloth: (d, extra = '') =>
      `<path d="${d}" fill="url(#c)"${extra}/><path d="${d}" fill="url(#t)"/>` +
      (grain
        ? `<path d="${d}" fill="#000" filter="url(#gr)" opacity="${(fabric === 'leather' ? 0.26 : 0.22) * (t.pale ? 0.35 : 1)}"/>`
        : '') +
      `<path d="${d}" fill="url(#s)"/><path d="${d}" fill="url(#f)" stroke="${t.deep}" stroke-opacity=".45" stroke-width="1.2" stroke-linejoin="round"/>`,
    fold: (d, w = 7) =>
      `<path d="${d}" fill="none" stroke="${t.deep}" stroke-width="${w}" stroke-linecap="round" opacity=".32" filter="url(#bl)"/><path d="${d}" transform="translate(-${w * 0.8} 0)" fill="none" stroke="${t.light}" stroke-width="${w * 0.6}" stroke-linecap="round" opacity=".35" filter="url(#bl)"/>`,
    stitch: (d) =>
      `<path d="${d}" fill="none" stroke="${mix(t.base, t.light === t.base ? '#fff' : t.deep, 0.5)}" stroke-width="1.3" stroke-dasharray="5 3.5" opacity=".8"/>`,
    seam: (d, o = 0.5) => `<path d="${d}" fill="none" stroke="${t.deep}" stroke-width="1.6" stroke-linecap="round" opacity="${o}"/>`,
  };
}
