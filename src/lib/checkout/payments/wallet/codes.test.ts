import { describe, expect, it } from 'vitest';
import { accountStatus, actionOf, maskWalletCard, viewOf, walletUserId } from './codes';

describe('card wallet codes', () => {
  it('maps every documented response code to its action', () => {
    const table = {
      '': 'done',
      '0000': 'done',
      '6006': 'done',
      '1419': 'done',
      '5001': 'otp',
      '5008': 'otp',
      '5002': 'pin',
      '5015': 'pin',
      '1409': 'wrong_code',
      '5010': 'three_d',
      '1078': 'card_list_failed',
      '9097': 'error',
      '1071': 'error',
    };
    for (const [code, action] of Object.entries(table)) expect(actionOf(code), code).toBe(action);
    expect(actionOf(null)).toBe('done');
  });

  it('reads characters 2, 4 and 5 of the account status string', () => {
    const flags = { restricted: false, exists: true, otherAccount: false, hasCards: true, linked: true };
    expect(accountStatus(flags)).toBe('0101100000');
    expect(viewOf('0101100000')).toBe('cards');
    expect(viewOf(accountStatus({ ...flags, linked: false }))).toBe('link');
    expect(viewOf(accountStatus({ ...flags, hasCards: false }))).toBe('add');
    expect(viewOf(accountStatus({ ...flags, exists: false, hasCards: false, linked: false }))).toBe('add');
    // Characters 1 and 3 do not change the view.
    expect(viewOf('1111100000')).toBe('cards');
  });

  it('masks characters 5 to 14 and keys the wallet by 90 and the phone', () => {
    expect(maskWalletCard('5400360000000003')).toBe('5400**********03');
    expect(maskWalletCard('374427000000003')).toBe('3744**********3');
    expect(walletUserId('5321234567')).toBe('905321234567');
  });
});
