import { describe, expect, it } from 'vitest';
import { colourView, openingColour } from './product-view';

// The travel candle of issue 24: its first colour, camel, sold out; black in stock.
const variants = [
  { id: 1, colour: 'camel', size: 'STD', stock: 0 },
  { id: 2, colour: 'black', size: 'STD', stock: 4 },
];

describe('the colour a product page shows', () => {
  it('opens on the first colour that can be bought, not on a sold-out first colour', () => {
    expect(openingColour(variants, ['camel', 'black'])).toBe('black');
    expect(colourView(variants, ['camel', 'black'], null)).toMatchObject({ colour: 'black', state: 'in', oneSize: true });
  });

  it('shows a colour asked for by the address, even sold out, and ignores an unknown one', () => {
    expect(colourView(variants, ['camel', 'black'], 'camel')).toMatchObject({ colour: 'camel', state: 'out' });
    expect(colourView(variants, ['camel', 'black'], 'gold').colour).toBe('black');
  });

  it('opens on the first colour when every colour is sold out', () => {
    expect(openingColour([{ id: 1, colour: 'camel', size: 'STD', stock: 0 }], ['camel'])).toBe('camel');
  });
});
