/** @jsxRuntime automatic */
import { Heading, Text } from './primitives';
import type { ReactNode } from 'react';
import { body, COLOURS, FONTS, label, small } from '../theme';

/** The top of an e-mail: a small label, the serif heading, then the template's first words. */
export function Intro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <>
      {eyebrow ? (
        <Text className="v-muted" style={{ ...label, margin: '0 0 14px' }}>
          {eyebrow}
        </Text>
      ) : null}
      <Heading
        as="h1"
        className="v-title"
        style={{
          margin: '0 0 20px',
          fontFamily: FONTS.display,
          fontWeight: 400,
          fontSize: 32,
          lineHeight: '40px',
          letterSpacing: '-0.01em',
          color: COLOURS.ink,
        }}
      >
        {title}
      </Heading>
      {children}
    </>
  );
}

/** A paragraph of running text; `muted` for notes and small print. */
export function Para({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return muted ? (
    <Text className="v-muted" style={{ ...small, margin: '0 0 16px' }}>
      {children}
    </Text>
  ) : (
    <Text style={body}>{children}</Text>
  );
}
