import { describe, expect, it } from 'vitest';
import type { DemandView } from '../../../../src/lib/programmes/reborn/views.server';
import { REBORN_API } from '../../../../src/lib/programmes/reborn/schema';
import { registerCustomer } from '../../account/members/helpers';
import { saveAddress } from '../../orders/records/helpers';
import { bagDemand, created, photos, rebornMember } from './helpers';

// How the piece reaches the store (docs/behaviour/reborn.md#handover): a courier collects only from
// the member's own address inside the area the easy return's courier serves; bringing or posting it
// takes any of their addresses. A refused application or revision writes nothing.

const count = async (member: Awaited<ReturnType<typeof rebornMember>>) =>
  (await member.client.get<{ totalCount: number }>(REBORN_API.applications)).body.Result!.totalCount;

describe('a courier pickup', () => {
  it('is taken only from the member’s own address in the area, refused in the shopper’s language otherwise', async () => {
    const member = await rebornMember();
    const van = await saveAddress(member.client, 'Van');
    const other = await rebornMember();
    const ids = await photos(member.client, 1);
    const send = async (overrides: Record<string, unknown>) =>
      (await member.client.post<{ demandId: number }>(REBORN_API.demand, bagDemand(member, ids, overrides))).body;

    const outside = await send({ handover: 'pickup', AddressId: van });
    expect(outside.Exception!.ErrorCode).toBe('REBORN_PICKUP_UNAVAILABLE');
    expect(outside.Message).toBe(
      'Kuryemiz bu adresten teslim almıyor. Kurye bölgesindeki bir adresinizi seçin ya da ürününüzü stüdyomuza kendiniz getirin veya kargoyla gönderin.',
    );
    member.client.cookies.set('LanguageId', '2');
    expect((await send({ handover: 'pickup', AddressId: van })).Message).toBe(
      'Our courier does not collect from this address. Choose an address in the courier’s area, or bring or post your piece to our studio.',
    );
    member.client.cookies.set('LanguageId', '1');
    // Another member's address, in the area or not, is answered as a missing one.
    expect((await send({ handover: 'pickup', AddressId: other.addressId })).Exception!.ErrorCode).toBe('ADDRESS_NOT_FOUND');
    expect(await count(member)).toBe(0);

    // Posted from anywhere the member lives; collected from their address in İstanbul. The photo the
    // refused calls named is still free: they claimed nothing.
    const posted = await created(member.client, bagDemand(member, ids, { handover: 'send', AddressId: van }));
    const collected = await created(member.client, bagDemand(member, await photos(member.client, 1), { handover: 'pickup' }));
    const handover = async (id: number) =>
      (await member.client.get<DemandView>(`${REBORN_API.application}?rebornId=${id}`)).body.Result!.Handover;
    expect([await handover(posted), await handover(collected)]).toEqual(['send', 'pickup']);
  });

  it('is refused for a draft revised to an address the courier does not reach or another member’s, the draft left as it was', async () => {
    const member = await rebornMember();
    const van = await saveAddress(member.client, 'Van');
    const other = await rebornMember();
    const ids = await photos(member.client, 1);
    const id = await created(member.client, bagDemand(member, ids, { handover: 'send', AddressId: van, model: 'Kelly 28' }));
    const revise = async (overrides: Record<string, unknown>) =>
      (await member.client.post(REBORN_API.demand, bagDemand(member, ids, { RebornId: id, model: 'Kelly 32', ...overrides }))).body;
    const detail = async () => (await member.client.get<DemandView>(`${REBORN_API.application}?rebornId=${id}`)).body.Result!;

    expect((await revise({ handover: 'pickup', AddressId: van })).Exception!.ErrorCode).toBe('REBORN_PICKUP_UNAVAILABLE');
    expect((await revise({ handover: 'pickup', AddressId: other.addressId })).Exception!.ErrorCode).toBe('ADDRESS_NOT_FOUND');
    expect((await revise({ handover: 'send', AddressId: other.addressId })).Exception!.ErrorCode).toBe('ADDRESS_NOT_FOUND');
    expect(await detail()).toMatchObject({ Model: 'Kelly 28', Handover: 'send', Status: 'awaiting_approval' });

    expect((await revise({ handover: 'pickup', AddressId: member.addressId })).Success).toBe(true);
    expect(await detail()).toMatchObject({ Model: 'Kelly 32', Handover: 'pickup' });
    expect(await count(member)).toBe(1);
  });
});

describe('the form’s handover choice', () => {
  // As the page renders them (the island's messages ride along in its props, so not the whole page).
  const pickupInput = (html: string) => /<input[^>]*id="handover-pickup"[^>]*>/.exec(html)?.[0];
  const hint = (html: string) => /<small class="field-hint" id="handover-hint">(.*?)<\/small>/s.exec(html)?.[1]?.replace(/<!-- -->/g, '');

  it('names the cities a courier collects from, and keeps pickup from a member with no address there, saying why', async () => {
    const { client } = await registerCustomer();
    await saveAddress(client, 'Van');
    const far = await (await client.request('/customer/reborn/new')).text();
    expect(hint(far)).toMatch(
      /^Kuryemiz yalnızca şu illerdeki adreslerden teslim alır: Ankara, Antalya, Bursa, İstanbul ve İzmir\. Kayıtlı adreslerinizden hiçbiri bu illerde değil: .*href="\/customer\/address"/,
    );
    expect(pickupInput(far)).toContain('disabled');

    const near = await rebornMember();
    const html = await (await near.client.request('/customer/reborn/new')).text();
    expect(hint(html)).toBe('Kuryemiz yalnızca şu illerdeki adreslerden teslim alır: Ankara, Antalya, Bursa, İstanbul ve İzmir.');
    expect(pickupInput(html)).toMatch(/^<input[^>]*value="pickup"/);
    expect(pickupInput(html)).not.toContain('disabled');
  });

  it('is refused at approval once the address left the courier’s area after the draft was saved, the draft left waiting', async () => {
    const member = await rebornMember();
    const id = await created(member.client, bagDemand(member, await photos(member.client, 1), { handover: 'pickup', model: 'Kelly 25' }));
    // The member moves that address to Van, which the courier does not reach.
    expect(await saveAddress(member.client, 'Van', member.addressId)).toBe(member.addressId);
    const approve = () => member.client.post(REBORN_API.approve, { RebornId: id, AgreementAccepted: true });
    const refused = await approve();
    expect(refused.status).toBe(400);
    expect(refused.body.Exception!.ErrorCode).toBe('REBORN_PICKUP_UNAVAILABLE');
    const detail = (await member.client.get<DemandView>(`${REBORN_API.application}?rebornId=${id}`)).body.Result!;
    expect(detail).toMatchObject({ Model: 'Kelly 25', Handover: 'pickup', Status: 'awaiting_approval' });
    // Brought or posted instead, from the same address: approved.
    expect(
      (
        await member.client.post(
          REBORN_API.demand,
          bagDemand(member, await photos(member.client, 1), { RebornId: id, handover: 'send', model: 'Kelly 25' }),
        )
      ).body.Success,
    ).toBe(true);
    expect((await approve()).body.Success).toBe(true);
  });
});
