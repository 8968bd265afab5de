/** @jsxRuntime automatic */
import { Heading, Section } from './primitives';
import type { ReactNode } from 'react';
import { COLOURS, label } from '../theme';

/** A part of an e-mail under a hairline with a small heading (the items, the payment, the delivery). */
export function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 24px', paddingTop: 24, borderTop: `1px solid ${COLOURS.line}` }}>
      <Heading as="h2" className="v-muted" style={{ ...label, margin: '0 0 16px' }}>
        {title}
      </Heading>
      {children}
    </Section>
  );
}
