import { describe, expect, it } from 'vitest';
import { campaignIdsOf, discountsIn } from './discounts';

// An order placed in English reads its campaign names in Turkish on a Turkish page (issue 24, 12a).

const names = new Map([[4001, { nameTr: 'İş Bankası Maximum kartlarına %10', nameEn: '10% off with İş Bankası Maximum cards' }]]);
const placedInEnglish = [
  { kind: 'payment', name: '10% off with İş Bankası Maximum cards', amount: 5_000, campaignId: 4001 },
  { kind: 'coupon', name: 'ILK5', amount: 1_000 },
];

describe('an order’s discounts in the page’s language', () => {
  it('names a campaign in the language asked, whatever language the order was placed in', () => {
    expect(discountsIn(placedInEnglish, names, 'tr').map((d) => d.Name)).toEqual(['İş Bankası Maximum kartlarına %10', 'ILK5']);
    expect(discountsIn(placedInEnglish, names, 'en')[0]).toEqual({
      Kind: 'payment',
      Name: '10% off with İş Bankası Maximum cards',
      Amount: 5_000,
    });
  });

  it('shows the stored text of an older order without a campaign id, or of a campaign that is gone', () => {
    const older = [{ kind: 'campaign', name: 'The summer sale', amount: 2_000 }];
    expect(discountsIn(older, names, 'tr')).toEqual([{ Kind: 'campaign', Name: 'The summer sale', Amount: 2_000 }]);
    expect(discountsIn([{ kind: 'campaign', name: 'Gone', amount: 1, campaignId: 9 }], names, 'tr')[0]!.Name).toBe('Gone');
  });

  it('asks for each campaign once', () => {
    expect(campaignIdsOf([...placedInEnglish, ...placedInEnglish])).toEqual([4001]);
  });
});
