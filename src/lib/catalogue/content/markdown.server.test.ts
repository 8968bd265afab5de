import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.server';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists, tables and links', async () => {
    const html = await renderMarkdown(
      '## Gold\n\n**30 gün** *sonra*\n\n- a\n- b\n\n| x | y |\n|---|---|\n| 1 | 2 |\n\n[Kargo](/content/kargo)',
    );
    expect(html).toContain('<h2>Gold</h2>');
    expect(html).toContain('<strong>30 gün</strong>');
    expect(html).toContain('<em>sonra</em>');
    expect(html).toContain('<li>a</li>');
    expect(html).toContain('<table>');
    expect(html).toContain('<a href="/content/kargo">Kargo</a>');
  });

  it('never lets a script, an event attribute or a javascript: link through', async () => {
    const html = await renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '[click](javascript:alert(3))',
        '<a href="javascript:alert(4)">x</a>',
        '[data](data:text/html;base64,PHNjcmlwdD4=)',
        '<iframe src="https://evil.example"></iframe>',
        '![pic](https://example.com/a.png "t")',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|data:text|<iframe/i);
    expect(html).toContain('<a>click</a>');
  });

  it('answers nothing for an empty body', async () => {
    expect(await renderMarkdown('  \n')).toBe('');
  });
});
