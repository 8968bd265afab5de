import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withCoinsName } from './name';

const html = (text: string) => renderToStaticMarkup(createElement(Fragment, null, ...withCoinsName(text)));

describe("the coins partner's name", () => {
  it('is marked English inside a Turkish line, so its capitals stay COINS', () => {
    expect(html('Coins kullan')).toBe('<span lang="en">Coins</span> kullan');
    expect(html('Kargo ücreti Coins ile ödenemez.')).toBe('Kargo ücreti <span lang="en">Coins</span> ile ödenemez.');
    expect(html('Puan kullan')).toBe('Puan kullan');
  });
});
