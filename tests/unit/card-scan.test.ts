import { describe, expect, it } from 'vitest';
import { cardNumbersIn } from '../support/card-scan';

describe('the stored-card scan', () => {
  it('finds a card number however it is grouped, and never a masked one', () => {
    expect(cardNumbersIn('paid with 4111 1111 1111 1111 today')).toEqual(['4111111111111111']);
    expect(cardNumbersIn('{"pan":"4111-1111-1111-1111"}')).toEqual(['4111111111111111']);
    expect(cardNumbersIn('411111******1111')).toEqual([]);
  });

  it('reads a digit run inside a hex digest as part of the digest', () => {
    expect(cardNumbersIn('9f4111111111111111e2')).toEqual([]);
    expect(cardNumbersIn('digest 9f 4111111111111111 e2')).toEqual(['4111111111111111']);
  });
});
