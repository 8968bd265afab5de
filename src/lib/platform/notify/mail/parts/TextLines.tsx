/** @jsxRuntime automatic */
import { Fragment } from 'react';

/** Text that may hold line breaks (an address), with each break kept as <br>. */
export function TextLines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return (
    <>
      {lines.map((line, i) => (
        // Lines of one text: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}
