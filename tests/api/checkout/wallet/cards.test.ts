import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../support/api-client';
import { addCard, cardBody, cards, customerIdOf, WALLET_API, walletMember } from './helpers';

// Saved cards: the rules of the add-card form, the same card twice, deleting twice, another
// member's cards and tokens, and bad or oversized input.

describe('card wallet: saved cards', () => {
  it('refuses a guest (401) and a card that fails the card rules, with field errors in both languages', async () => {
    const guest = await new ApiClient().get(WALLET_API.status);
    expect(guest.status).toBe(401);
    const { client } = await walletMember();
    const bad = await client.post(WALLET_API.addCard, cardBody('5400360000000004', 'X', { ExpMonth: 13, CardName: '' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.Exception?.FieldErrors ?? {}).sort()).toEqual(['CardName', 'CardNo', 'ExpMonth']);
    expect(bad.body.Exception?.FieldErrors?.CardNo).toContain('Kart numaranız');
    client.cookies.set('LanguageId', '2');
    const english = await client.post(WALLET_API.addCard, cardBody('5400360000000004', 'X'));
    expect(english.body.Exception?.FieldErrors?.CardNo).toMatch(/card number/i);
    const oversized = await client.post(WALLET_API.addCard, cardBody('5400360000000003', 'x'.repeat(41)));
    expect(oversized.status).toBe(400);
    const huge = await client.post(WALLET_API.verify, { referenceNo: 'r'.repeat(5000), code: '123456' });
    expect(huge.status).toBe(400);
  });

  it('answers an expired card and an unknown bank with the provider description', async () => {
    const { client } = await walletMember();
    const expired = await client.post(WALLET_API.addCard, cardBody('5400360000000003', 'Old', { ExpYear: 2020 }));
    expect(expired.status).toBe(409);
    expect(expired.body.Message).toBe('Kartınızın son kullanma tarihi geçmiş.');
  });

  it('the same card added twice, even in parallel, is one card; a name is one card', async () => {
    const { client, phone } = await walletMember();
    await addCard(client, phone, '5400360000000003', 'Bonus');
    const twice = await Promise.all([1, 2, 3].map(() => client.post(WALLET_API.addCard, cardBody('5400360000000003', 'Bonus'))));
    for (const answer of twice) expect(answer.body.Result).toMatchObject({ ResponseCode: '0000', CardName: 'Bonus' });
    const parallel = await Promise.all([1, 2].map(() => client.post(WALLET_API.addCard, cardBody('4543600000000003', 'Maximum'))));
    for (const answer of parallel) expect(answer.status).toBe(200);
    const taken = await client.post(WALLET_API.addCard, cardBody('5526080000000006', 'Bonus'));
    expect(taken.status).toBe(409);
    expect(taken.body.Exception?.ErrorCode).toBe('WALLET_ALIAS_TAKEN');
    expect((await cards(client)).map((c) => c.Name)).toEqual(['Bonus', 'Maximum']);
  });

  it('deleting twice: the second answers 404; in parallel only one succeeds', async () => {
    const { client, phone } = await walletMember();
    await addCard(client, phone, '5400360000000003', 'Bonus');
    await addCard(client, phone, '4543600000000003', 'Maximum');
    expect((await client.post(WALLET_API.deleteCard, { cardName: 'Bonus' })).body.Result).toMatchObject({ ResponseCode: '0000' });
    const again = await client.post(WALLET_API.deleteCard, { cardName: 'Bonus' });
    expect(again.status).toBe(404);
    expect(again.body.Message).toBe('Bu kart cüzdanınızda bulunamadı.');
    const both = await Promise.all([1, 2].map(() => client.post(WALLET_API.deleteCard, { cardName: 'Maximum' })));
    expect(both.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(await cards(client)).toEqual([]);
  });

  it("another member cannot use one's tokens, references or id", async () => {
    const owner = await walletMember();
    await addCard(owner.client, owner.phone, '5400360000000003', 'Bonus');
    const ownerId = await customerIdOf(owner.client);
    const token = await owner.client.post<{ Token: string; ReferenceNo: string }>(WALLET_API.token, {
      phone: owner.phone,
      customerId: ownerId,
    });
    expect(token.status).toBe(200);
    const other = await walletMember();
    const otherId = await customerIdOf(other.client);
    expect((await other.client.post(WALLET_API.token, { phone: owner.phone, customerId: ownerId })).status).toBe(404);
    expect((await other.client.post(WALLET_API.token, { phone: owner.phone, customerId: otherId })).status).toBe(404);
    const stolen = await other.client.post(WALLET_API.transactionToken, { token: token.body.Result!.Token, cardName: 'Bonus' });
    expect(stolen.status).toBe(404);
    expect((await other.client.post(WALLET_API.init3d, { referenceId: token.body.Result!.ReferenceNo })).status).toBe(404);
    expect((await other.client.post(WALLET_API.deleteCard, { cardName: 'Bonus' })).status).toBe(409);
    const log = await other.client.post(WALLET_API.log, {
      customerId: ownerId,
      processDate: new Date().toISOString(),
      processType: 'view',
    });
    expect(log.status).toBe(404);
    const own = await owner.client.post<{ Id: number }>(WALLET_API.log, {
      customerId: ownerId,
      processDate: new Date().toISOString(),
      processType: 'select',
    });
    expect(own.status).toBe(200);
    const init = await owner.client.post<{ ReturnUrl: string }>(WALLET_API.init3d, { referenceId: token.body.Result!.ReferenceNo });
    expect(init.body.Result!.ReturnUrl).toMatch(/\/cop-api\/checkout\/3d-return$/);
    const code = await owner.client.get<{ OrderCode: string }>(WALLET_API.orderCode);
    expect(code.body.Result!.OrderCode).toMatch(/^MP[0-9A-F]{18}$/);
    expect((await owner.client.get(WALLET_API.cards)).body.Result).toMatchObject({ Cards: [{ Name: 'Bonus' }] });
  });
});
