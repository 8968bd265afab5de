import { describe, expect, it } from 'vitest';
import { addressChoices, addressForPickup } from './handover';

const home = { value: '1', text: 'Ev · Kadıköy / İstanbul', pickup: true };
const summer = { value: '2', text: 'Yazlık · Bodrum / Muğla', pickup: false };
const office = { value: '3', text: 'İş · Çankaya / Ankara', pickup: true };

describe('the Reborn form’s addresses for a handover', () => {
  it('offers every address to bring or post the piece, and for a pickup only those the courier reaches', () => {
    expect(addressChoices([home, summer], false, 'outside')).toEqual([
      { value: '1', text: home.text, disabled: false },
      { value: '2', text: summer.text, disabled: false },
    ]);
    expect(addressChoices([home, summer], true, 'outside')).toEqual([
      { value: '1', text: home.text, disabled: false },
      { value: '2', text: `${summer.text} (outside)`, disabled: true },
    ]);
  });

  it('keeps a reached address when pickup is chosen, else takes the only one reached, else asks', () => {
    expect(addressForPickup([home, summer, office], '3')).toBe('3');
    expect(addressForPickup([home, summer], '2')).toBe('1');
    expect(addressForPickup([home, summer, office], '2')).toBe('');
    expect(addressForPickup([summer], '2')).toBe('');
  });
});
