import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { splitOf } from './split.fixture';
import { closedReason, tenderRows } from './tenders';

const t = ((key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key)) as unknown as TFunction;
const split = splitOf;

describe('the payment page on instruments', () => {
  it('lists each instrument as a deduction and then what is left, only when one is used', () => {
    expect(tenderRows(split({}), 100_000, t)).toEqual([]);
    const rows = tenderRows(split({ Tenders: [{ Kind: 'gift_card', Label: '6000********0001', Amount: 50_000 }] }), 50_000, t);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ value: '−500,00 TL', kind: 'discount' });
    expect(rows[0]?.label).toContain('6000********0001');
    expect(rows[1]).toEqual({ label: 'pay:tenders.rest', value: '500,00 TL' });
  });

  it('says why a closed instrument is closed: another card used, the minimum cart, partner items', () => {
    const used = split({ IsIMFCardVisible: false, IsOneCardVisible: false, Tenders: [{ Kind: 'gift_card', Label: '', Amount: 1 }] });
    expect(closedReason('imf_card', used)).toBe('payments:errors.cardsCannotBeCombined');
    expect(closedReason('gift_card', used)).toBeNull();
    expect(closedReason('coins', split({ Total: 50, IsCoinsVisible: false }))).toBe('payments:errors.minimumCart');
    expect(closedReason('gift_card', split({ IsGiftCardVisible: false }))).toBe('payments:errors.partnerItemsNotPayable');
  });
});
