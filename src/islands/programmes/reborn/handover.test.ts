import { describe, expect, it } from 'vitest';
import { addressChoices, addressForPickup, handoverReaches, refusesAddress } from './handover';

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

  it('lets a handover go ahead from an address the courier reaches, or any when the piece is brought or posted', () => {
    expect(handoverReaches([home, summer], 'pickup', '1')).toBe(true);
    // A draft whose address left the courier's area since it was saved.
    expect(handoverReaches([home, summer], 'pickup', '2')).toBe(false);
    expect(handoverReaches([home, summer], 'pickup', '9')).toBe(false);
    expect(handoverReaches([home, summer], 'send', '2')).toBe(true);
  });

  it('takes the seller back to the address only for the server refusing it, not for any other refusal', () => {
    const refusal = (ErrorCode: string) => ({ Exception: { ErrorCode } });
    expect(refusesAddress(refusal('REBORN_PICKUP_UNAVAILABLE'))).toBe(true);
    expect(refusesAddress(refusal('ADDRESS_NOT_FOUND'))).toBe(true);
    expect(refusesAddress(refusal('REBORN_OTP_REQUIRED'))).toBe(false);
    expect(refusesAddress({ Exception: null })).toBe(false);
  });
});
