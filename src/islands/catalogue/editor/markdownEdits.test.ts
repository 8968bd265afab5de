import { describe, expect, it } from 'vitest';
import { applyMarkdown, ariaShortcut } from './markdownEdits';

const sel = (text: string, from: number, to = from) => ({ text, from, to });

describe('the Markdown toolbar', () => {
  it('makes the selection bold or italic, and undoes it on a second press', () => {
    const bold = applyMarkdown('bold', sel('a word here', 2, 6), 'text');
    expect(bold).toEqual({ text: 'a **word** here', from: 4, to: 8 });
    expect(applyMarkdown('bold', bold, 'text')).toEqual({ text: 'a word here', from: 2, to: 6 });
    expect(applyMarkdown('italic', sel('', 0), 'text')).toEqual({ text: '_text_', from: 1, to: 5 });
  });

  it('turns every selected line into a heading or a list item, numbering a numbered list', () => {
    expect(applyMarkdown('heading', sel('one\ntwo', 5), 'x').text).toBe('one\n## two');
    expect(applyMarkdown('bulletList', sel('one\ntwo', 0, 7), 'x').text).toBe('- one\n- two');
    expect(applyMarkdown('numberedList', sel('one\ntwo', 1, 5), 'x').text).toBe('1. one\n2. two');
    expect(applyMarkdown('bulletList', sel('- one\n- two', 0, 11), 'x').text).toBe('one\ntwo');
  });

  it('makes a link of the selection with its address selected to type over', () => {
    const linked = applyMarkdown('link', sel('see here', 4, 8), 'link');
    expect(linked.text).toBe('see [here](/)');
    expect(linked.text.slice(linked.from, linked.to)).toBe('/');
  });

  it('names each shortcut as assistive technology reads it', () => {
    expect(ariaShortcut('Mod-Shift-8')).toBe('Control+Shift+8');
    expect(ariaShortcut('Mod-b')).toBe('Control+B');
  });
});
