import { toPlainText } from '@react-email/render';

// The plain-text part is the HTML part read as text (html-to-text, through React Email), with a few
// rules so it reads well on its own: headings keep their case (html-to-text's capitals would turn
// Turkish "i" into "I"), a button is its words and its address on a line, an inline link shows its
// address in brackets, and an element carrying data-text (a fact, an amount, a code) or
// data-inline-text (a struck price) is read as those words instead of its cells.

interface Element {
  attribs: Record<string, string | undefined>;
  children: unknown[];
}
interface Builder {
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
  openBlock(options?: { leadingLineBreaks?: number }): void;
  closeBlock(options?: { trailingLineBreaks?: number }): void;
}
type Walk = (nodes: unknown[], builder: Builder) => void;
interface FormatOptions {
  leadingLineBreaks?: number;
  trailingLineBreaks?: number;
}

const formatters = {
  textBlock(element: Element, _walk: Walk, builder: Builder, options: FormatOptions) {
    builder.openBlock({ leadingLineBreaks: options.leadingLineBreaks ?? 1 });
    builder.addInline(element.attribs['data-text'] ?? '');
    builder.closeBlock({ trailingLineBreaks: options.trailingLineBreaks ?? 1 });
  },
  textInline(element: Element, _walk: Walk, builder: Builder) {
    builder.addInline(element.attribs['data-inline-text'] ?? '');
  },
  button(element: Element, walk: Walk, builder: Builder) {
    builder.openBlock({ leadingLineBreaks: 2 });
    walk(element.children, builder);
    builder.addInline(':');
    builder.closeBlock({ trailingLineBreaks: 1 });
    builder.openBlock({ leadingLineBreaks: 1 });
    builder.addInline(element.attribs.href ?? '', { noWordTransform: true });
    builder.closeBlock({ trailingLineBreaks: 2 });
  },
};

const heading = (leadingLineBreaks: number, trailingLineBreaks: number) => ({ uppercase: false, leadingLineBreaks, trailingLineBreaks });

const options = {
  // No hard wrapping: a phone shows some forty characters a line, and 78-character lines broken
  // again there read ragged; clients wrap plain text themselves.
  wordwrap: false as const,
  formatters,
  selectors: [
    { selector: 'h1', options: heading(2, 2) },
    { selector: 'h2', options: heading(2, 1) },
    { selector: 'td.v-item', format: 'block', options: { leadingLineBreaks: 2, trailingLineBreaks: 1 } },
    { selector: 'a', options: { linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true } },
    { selector: 'a[data-button]', format: 'button' },
    { selector: '[data-text]', format: 'textBlock', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: '[data-inline-text]', format: 'textInline' },
  ],
};

/** The plain-text part of an e-mail, from its HTML part. */
export function plainTextOf(html: string): string {
  return toPlainText(html, options as never)
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
