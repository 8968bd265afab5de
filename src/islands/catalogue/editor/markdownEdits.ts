// The Markdown toolbar's edits as pure functions of the text and the selection, so each button and
// its shortcut do exactly the same thing and are tested without a browser. Client-safe.

/** A text with its selection (from ≤ to), before or after an edit. */
export interface Selected {
  text: string;
  from: number;
  to: number;
}

export type MarkdownAction = 'bold' | 'italic' | 'heading' | 'link' | 'bulletList' | 'numberedList';

/** Wraps the selection in a marker (** or _); an empty selection gets a placeholder word, selected. */
function wrap({ text, from, to }: Selected, marker: string, placeholder: string): Selected {
  const inner = text.slice(from, to) || placeholder;
  const before = text.slice(0, from);
  const after = text.slice(to);
  if (before.endsWith(marker) && after.startsWith(marker) && to > from) {
    // Already wrapped: unwrap.
    return {
      text: before.slice(0, -marker.length) + inner + after.slice(marker.length),
      from: from - marker.length,
      to: to - marker.length,
    };
  }
  return { text: before + marker + inner + marker + after, from: from + marker.length, to: from + marker.length + inner.length };
}

/** The start of the line holding position and the end of the line holding end. */
function lineSpan(text: string, from: number, to: number): [number, number] {
  const start = text.lastIndexOf('\n', from - 1) + 1;
  const newline = text.indexOf('\n', to);
  return [start, newline === -1 ? text.length : newline];
}

/** Puts a prefix before each selected line (numbered: 1. 2. 3.), or takes it away when every line has it. */
function prefixLines(selected: Selected, prefix: (i: number) => string, pattern: RegExp): Selected {
  const [start, end] = lineSpan(selected.text, selected.from, selected.to);
  const lines = selected.text.slice(start, end).split('\n');
  const all = lines.every((line) => pattern.test(line));
  const changed = lines.map((line, i) => (all ? line.replace(pattern, '') : prefix(i) + line.replace(pattern, ''))).join('\n');
  const text = selected.text.slice(0, start) + changed + selected.text.slice(end);
  return { text, from: start, to: start + changed.length };
}

/** The toolbar's edit of a text and selection. */
export function applyMarkdown(action: MarkdownAction, selected: Selected, placeholder: string): Selected {
  switch (action) {
    case 'bold':
      return wrap(selected, '**', placeholder);
    case 'italic':
      return wrap(selected, '_', placeholder);
    case 'heading':
      return prefixLines(selected, () => '## ', /^#{1,6} /);
    case 'bulletList':
      return prefixLines(selected, () => '- ', /^[-*] /);
    case 'numberedList':
      return prefixLines(selected, (i) => `${i + 1}. `, /^\d+\. /);
    case 'link': {
      const label = selected.text.slice(selected.from, selected.to) || placeholder;
      const inserted = `[${label}](/)`;
      const text = selected.text.slice(0, selected.from) + inserted + selected.text.slice(selected.to);
      // The address is selected, ready to be typed over.
      const at = selected.from + label.length + 3;
      return { text, from: at, to: at + 1 };
    }
  }
}

/** The keyboard shortcut of each action, in CodeMirror's notation (Mod is Ctrl, or ⌘ on a Mac). */
export const SHORTCUTS: Record<MarkdownAction, string> = {
  bold: 'Mod-b',
  italic: 'Mod-i',
  heading: 'Mod-Alt-h',
  link: 'Mod-k',
  bulletList: 'Mod-Shift-8',
  numberedList: 'Mod-Shift-7',
};

/** A shortcut as aria-keyshortcuts writes it ("Control+B"). */
export const ariaShortcut = (shortcut: string) =>
  shortcut
    .split('-')
    .map((part) => (part === 'Mod' ? 'Control' : part.length === 1 ? part.toUpperCase() : part))
    .join('+');
