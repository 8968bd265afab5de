import type { CSSProperties } from 'react';

// The store's look in e-mail terms. Mail clients read no custom properties and no external
// stylesheet, so the values of src/styles/tokens.css are repeated here (theme.test.ts keeps them
// equal) and set inline on every element.

/** The store's colours (tokens.css --color-*), for light mode. */
export const COLOURS = {
  ink: '#141414',
  muted: '#595959',
  line: '#e4e1dc',
  stone: '#efebe5',
  ivory: '#faf8f5',
  paper: '#ffffff',
  sale: '#9b1c1c',
  success: '#1d5c36',
} as const;

/**
 * The dark-mode counterparts, applied by the <style> block's prefers-color-scheme query in the
 * clients that read it; the others invert the light colours themselves, which near-black on
 * white survives.
 */
export const DARK = {
  page: '#0f0f0f',
  card: '#1a1a1a',
  ink: '#f2efea',
  muted: '#b9b3aa',
  line: '#3a3632',
  stone: '#2a2724',
  sale: '#f2a7a7',
  success: '#9fd3b2',
} as const;

/** The two families, with the clients' own serifs and grotesques after them: no web font is fetched. */
export const FONTS = {
  display: "'Bodoni Moda', 'Bodoni 72', Didot, 'Didot LT STD', 'Times New Roman', Georgia, serif",
  sans: "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif",
} as const;

/** The column's width, and its inner padding on a desktop (phones get 24 px from the <style> block). */
export const WIDTH = 600;
export const PADDING = 40;

/** Uppercase, letter-spaced small label (eyebrows, section headings), as the site's labels. */
export const label: CSSProperties = {
  margin: 0,
  fontFamily: FONTS.sans,
  fontSize: 11,
  lineHeight: '16px',
  fontWeight: 500,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: COLOURS.muted,
};

/** Running text. */
export const body: CSSProperties = {
  margin: '0 0 16px',
  fontFamily: FONTS.sans,
  fontSize: 15,
  lineHeight: '24px',
  color: COLOURS.ink,
};

/** Secondary text: notes, validity, facts' labels. */
export const small: CSSProperties = {
  margin: 0,
  fontFamily: FONTS.sans,
  fontSize: 13,
  lineHeight: '20px',
  color: COLOURS.muted,
};
