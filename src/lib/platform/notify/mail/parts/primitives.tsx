/** @jsxRuntime automatic */
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';

// The HTML e-mail building blocks, as React Email's components draw them (tables with
// role="presentation", no spacing of their own). Written here rather than imported from
// @react-email/components: that package's index loads Tailwind, Prism and a Markdown parser with
// them, some 300 ms and 35 MB on the first e-mail a process sends, for ten wrappers of a few lines.

const TABLE = { border: 0, cellPadding: '0', cellSpacing: '0', role: 'presentation' } as const;

/** The document, in the recipient's language. */
export function Html({ children, ...props }: ComponentPropsWithoutRef<'html'>) {
  return <html {...props}>{children}</html>;
}

/** The head, with the charset and Apple Mail's "do not reformat" hint first. */
export function Head({ children }: { children: ReactNode }) {
  return (
    <head>
      <meta content="text/html; charset=UTF-8" httpEquiv="Content-Type" />
      <meta name="x-apple-disable-message-reformatting" />
      {children}
    </head>
  );
}

/** The body, its background repeated on a full-width cell (clients that drop <body> keep the table). */
export function Body({ children, style, className }: { children: ReactNode; style?: CSSProperties; className?: string }) {
  return (
    <body className={className} style={{ margin: 0, padding: 0, backgroundColor: style?.backgroundColor }}>
      <table width="100%" align="center" {...TABLE}>
        <tbody>
          <tr>
            <td className={className} style={style}>
              {children}
            </td>
          </tr>
        </tbody>
      </table>
    </body>
  );
}

/** A centred block: a one-cell table, which every client lays out the same. */
export function Section({ children, style, ...props }: ComponentPropsWithoutRef<'table'> & { 'data-skip-in-text'?: boolean }) {
  return (
    <table align="center" width="100%" {...TABLE} {...props} style={style}>
      <tbody>
        <tr>
          <td>{children}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** A picture that never leaves a gap or a border around it. */
export function Img({ style, alt, ...props }: ComponentPropsWithoutRef<'img'> & { alt: string }) {
  return <img alt={alt} {...props} style={{ display: 'block', outline: 'none', border: 'none', textDecoration: 'none', ...style }} />;
}

/** A link, opened outside the mail client. */
export function Link({
  children,
  ...props
}: ComponentPropsWithoutRef<'a'> & { 'data-skip-in-text'?: boolean; 'data-inline-text'?: string }) {
  return (
    <a target="_blank" rel="noopener" {...props}>
      {children}
    </a>
  );
}

/** A paragraph. */
export function Text({ children, ...props }: ComponentPropsWithoutRef<'p'>) {
  return <p {...props}>{children}</p>;
}

/** A heading of the e-mail (h1) or of one of its parts (h2). */
export function Heading({ as: Tag, children, ...props }: ComponentPropsWithoutRef<'h1'> & { as: 'h1' | 'h2' }) {
  return <Tag {...props}>{children}</Tag>;
}

// Clients show the first text they find beside the subject; spacer characters after the preview
// keep the body's first words from following it there.
const PREVIEW_LENGTH = 150;
const SPACERS = '\u00a0\u200c\u200b\u200d\u200e\u200f\ufeff';

/** The words an inbox shows beside the subject, hidden in the e-mail itself and left out of its plain text. */
export function Preview({ children }: { children: string }) {
  const text = children.slice(0, PREVIEW_LENGTH);
  return (
    <div
      data-skip-in-text
      style={
        { display: 'none', overflow: 'hidden', lineHeight: '1px', opacity: 0, maxHeight: 0, maxWidth: 0, msoHide: 'all' } as CSSProperties
      }
    >
      {text}
      {text.length < PREVIEW_LENGTH ? <div>{SPACERS.repeat(PREVIEW_LENGTH - text.length)}</div> : null}
    </div>
  );
}
