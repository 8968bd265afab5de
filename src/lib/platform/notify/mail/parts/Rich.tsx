/** @jsxRuntime automatic */
import { Link } from './primitives';
import type { CSSProperties } from 'react';
import { COLOURS } from '../theme';

// A catalog sentence may mark the words that link somewhere as <link>…</link>, so the link stays
// where the language puts it ("… <link>iletişim tercihlerinizi</link> değiştirin").
const LINKED = /^([\s\S]*)<link>([\s\S]*)<\/link>([\s\S]*)$/;

/** A sentence whose <link>…</link> words link to `href`; a sentence without one, as it is. */
export function Rich({ text, href, style }: { text: string; href: string; style?: CSSProperties }) {
  const match = LINKED.exec(text);
  if (!match) return <>{text}</>;
  const [, before, words, after] = match;
  return (
    <>
      {before}
      <Link href={href} style={{ color: COLOURS.ink, textDecoration: 'underline', ...style }}>
        {words}
      </Link>
      {after}
    </>
  );
}
