import { describe, expect, it } from 'vitest';
import type { DemandView } from '../../../../src/lib/programmes/reborn/views.server';
import { REBORN_API } from '../../../../src/lib/programmes/reborn/schema';
import { ApiClient } from '../../../support/api-client';
import { latestCode } from '../../account/members/helpers';
import { balance as giftBalance } from '../../checkout/giftcards/helpers';
import { bagDemand, created, devMove, IBAN, photos, rebornMember, TCKN } from './helpers';

// Reborn over its calls: the category's questions, the payment settings, the checks of every step,
// the agreement and the code, the consignment's course and its payouts, and who may see what.

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const outbox = async (client: ApiClient, recipient: string) =>
  (await client.get<{ body: string }[]>(`/dev/outbox.json?recipient=${encodeURIComponent(recipient)}&limit=1`)).body.Result![0]!.body;

describe('the form’s data', () => {
  it('offers each payment once with the documented ratios, and each category its own questions', async () => {
    const { client } = await rebornMember();
    const init = await client.get<{ PaymentSettings: { PaymentType: string; Ratio: number }[] }>(REBORN_API.initData);
    expect(init.body.Result!.PaymentSettings.map((s) => [s.PaymentType, s.Ratio])).toEqual([
      ['gift_card', 20],
      ['money_transfer', 40],
      ['donation', 0],
    ]);
    const categories = await client.get<{ id: number; displayCode: string; displayName: string }[]>(REBORN_API.categories);
    expect(categories.body.Result!.map((c) => c.displayCode)).toContain('bag');
    const bag = await client.get<{ attributes: { name: string }[]; checkboxes: { name: string }[]; brands: string[] }>(
      `${REBORN_API.attributes}?categoryOptionId=1`,
    );
    expect(bag.body.Result!.attributes.map((a) => a.name)).toEqual(['gender', 'productType', 'material']);
    // Brands per category: the watch makers are offered for watches, not for bags.
    expect(bag.body.Result!.brands).toContain('Hermès');
    expect(bag.body.Result!.brands).not.toContain('Cartier');
    expect(bag.body.Result!.brands).not.toContain('Rolex');
    const watch = await client.get<{ brands: string[] }>(`${REBORN_API.attributes}?categoryOptionId=4`);
    expect(watch.body.Result!.brands).toEqual(expect.arrayContaining(['Cartier', 'Rolex']));
    const shoe = await client.get<{ attributes: { name: string }[] }>(`${REBORN_API.attributes}?categoryOptionId=2`);
    expect(shoe.body.Result!.attributes.map((a) => a.name)).toContain('number');
    expect((await client.get(`${REBORN_API.attributes}?categoryOptionId=999`)).body.Exception!.ErrorCode).toBe('REBORN_ATTRIBUTE_INVALID');
    expect((await new ApiClient().get(REBORN_API.initData)).status).toBe(401);
  });
});

describe('the landing', () => {
  it('shows the editors’ page of the programme and the payout shares of the settings, in both languages', async () => {
    // One visitor a language: the language cookie of one would send the other's address to its own.
    const tr = await (await new ApiClient().request('/customer/reborn')).text();
    expect(tr).toContain('Neleri satabilirsiniz?');
    expect(tr).toContain('hediye kartı seçerseniz %20, banka havalesinde %40');
    // The phone's choose screen shows the same page.
    const phone = { 'User-Agent': PHONE };
    const en = await (await new ApiClient().request('/en/customer/reborn/landing', { headers: phone })).text();
    expect(en).toContain('What you can sell');
    // Each language writes a percentage its own way: "%20" in Turkish, "20%" in English.
    expect(en).toContain('20% when you take a Vitrin gift card, 40% for a bank transfer');
  });
});

describe('creating an application', () => {
  it('refuses another category’s answers, a size that is no number, a bad IBAN, a price out of range and photos not uploaded', async () => {
    const member = await rebornMember();
    const ids = await photos(member.client, 2);
    const refused = async (overrides: Record<string, unknown>) =>
      (await member.client.post(REBORN_API.demand, bagDemand(member, ids, overrides))).body;
    expect((await refused({ attributes: { number: '38' } })).Exception!.ErrorCode).toBe('REBORN_ATTRIBUTE_INVALID');
    expect((await refused({ attributes: { material: 'gold-plated' } })).Exception!.ErrorCode).toBe('REBORN_ATTRIBUTE_INVALID');
    expect((await refused({ checkboxes: ['watchAccessories'] })).Exception!.ErrorCode).toBe('REBORN_ATTRIBUTE_INVALID');
    expect((await refused({ brand: 'Rolex' })).Exception!.ErrorCode).toBe('REBORN_ATTRIBUTE_INVALID');
    expect((await refused({ productHeight: '22,5,5' })).Exception!.FieldErrors).toHaveProperty('productHeight');
    expect((await refused({ productHeight: '0,0' })).Exception!.FieldErrors).toHaveProperty('productHeight');
    // A thousands point makes 300,5 cm 3.005 cm: past the largest size.
    expect((await refused({ productWidth: '3.005' })).Exception!.FieldErrors).toHaveProperty('productWidth');
    expect((await refused({ productWidth: '' })).Exception!.FieldErrors).toHaveProperty('productWidth');
    expect(
      (await refused({ paymentType: 'money_transfer', ibanNumber: 'TR330006100519786457841327', recipientName: 'Ayşe Kaya' })).Exception!
        .FieldErrors,
    ).toHaveProperty('ibanNumber');
    expect((await refused({ paymentType: 'money_transfer', ibanNumber: IBAN, recipientName: '' })).Exception!.FieldErrors).toHaveProperty(
      'recipientName',
    );
    // Past the store's highest price (REBORN_MAX_PRICE, 2,000,000 here) no payment takes it; past any price the field is refused.
    expect((await refused({ productPrice: '2000001' })).Exception!.ErrorCode).toBe('REBORN_PAYMENT_NOT_AVAILABLE');
    expect((await refused({ productPrice: '100000001' })).Exception!.FieldErrors).toHaveProperty('productPrice');
    expect((await refused({ ImageIds: [] })).Exception!.FieldErrors).toHaveProperty('ImageIds');
    const other = await rebornMember();
    const theirs = await photos(other.client, 1);
    expect((await refused({ ImageIds: theirs })).Exception!.ErrorCode).toBe('REBORN_PHOTOS_MISSING');
    expect((await refused({ AddressId: other.addressId })).Exception!.ErrorCode).toBe('ADDRESS_NOT_FOUND');
    expect((await refused({ customerTckn: '12345678901' })).Exception!.FieldErrors).toHaveProperty('customerTckn');
    // Nothing was created by any of these.
    expect((await member.client.get<{ totalCount: number }>(REBORN_API.applications)).body.Result!.totalCount).toBe(0);
  });

  it('takes prices and sizes typed the Turkish way and the English way, and reads them as the form’s estimate does', async () => {
    const member = await rebornMember();
    const typed: [Record<string, string>, { Price: number; HeightCm: string; WidthCm: string }][] = [
      [
        { productPrice: '40.000', productHeight: '30,5', productWidth: '25' },
        { Price: 4_000_000, HeightCm: '30.5', WidthCm: '25' },
      ],
      [
        { productPrice: '40,000', productHeight: '30.5', productWidth: '25,25' },
        { Price: 4_000_000, HeightCm: '30.5', WidthCm: '25.25' },
      ],
      [
        { productPrice: '1.250,50', productHeight: '12', productWidth: '8,5' },
        { Price: 125_050, HeightCm: '12', WidthCm: '8.5' },
      ],
      [
        { productPrice: '2.000.000', productHeight: '300', productWidth: '1' },
        { Price: 200_000_000, HeightCm: '300', WidthCm: '1' },
      ],
    ];
    for (const [fields, stored] of typed) {
      const id = await created(member.client, bagDemand(member, await photos(member.client, 1), fields));
      const detail = (await member.client.get<DemandView>(`${REBORN_API.application}?rebornId=${id}`)).body.Result!;
      expect(detail, JSON.stringify(fields)).toMatchObject(stored);
    }
    const ids = await photos(member.client, 1);
    const refused = async (overrides: Record<string, unknown>) =>
      (await member.client.post(REBORN_API.demand, bagDemand(member, ids, overrides))).body.Exception!;
    // Not one number: the message says how to type one, in the shopper's language, never "digits only".
    const mixed = await refused({ productPrice: '40.000,000' });
    expect(mixed.FieldErrors?.productPrice).toContain('İstenen fiyat (TL) bir sayı olmalıdır, örneğin 40.000 veya 1.250,50.');
    member.client.cookies.set('LanguageId', '2');
    const english = await refused({ productPrice: '40,000.000', productHeight: '30.5.5' });
    // The hints write numbers as the page writes prices, in English too (decision 0055).
    expect(english.FieldErrors?.productPrice).toContain('Asking price (TL) must be a number, such as 40.000 or 1.250,50');
    expect(english.FieldErrors?.productHeight).toContain('such as 25 or 30,5');
    member.client.cookies.set('LanguageId', '1');
    expect((await refused({ productPrice: '40.000.5' })).FieldErrors).toHaveProperty('productPrice');
    expect((await refused({ productPrice: 'kırk bin' })).FieldErrors).toHaveProperty('productPrice');
    expect((await refused({ productPrice: '2.000.001' })).ErrorCode).toBe('REBORN_PAYMENT_NOT_AVAILABLE');
    expect((await refused({ productPrice: '0,50' })).FieldErrors).toHaveProperty('productPrice');
  });

  it('creates one application for one key, even from parallel calls, and its photos serve no other', async () => {
    const member = await rebornMember();
    const ids = await photos(member.client, 2);
    const body = bagDemand(member, ids);
    const answers = await Promise.all(Array.from({ length: 8 }, () => member.client.post<{ demandId: number }>(REBORN_API.demand, body)));
    const demandIds = new Set(answers.map((a) => a.body.Result?.demandId));
    expect(demandIds.size).toBe(1);
    expect((await member.client.get<{ totalCount: number }>(REBORN_API.applications)).body.Result!.totalCount).toBe(1);
    const again = await member.client.post(REBORN_API.demand, { ...body, IdempotencyKey: crypto.randomUUID() });
    expect(again.body.Exception!.ErrorCode).toBe('REBORN_PHOTOS_MISSING');
    // Applications with keys of their own racing for one photo: one takes it, the others leave nothing.
    const shared = await photos(member.client, 1);
    const race = await Promise.all(Array.from({ length: 4 }, () => member.client.post(REBORN_API.demand, bagDemand(member, shared))));
    expect(race.filter((a) => a.body.Success)).toHaveLength(1);
    expect(race.filter((a) => a.body.Exception?.ErrorCode === 'REBORN_PHOTOS_MISSING')).toHaveLength(3);
    expect((await member.client.get<{ totalCount: number }>(REBORN_API.applications)).body.Result!.totalCount).toBe(2);
  });
});

/** How often the team's desk (the development page) lists an application. */
const onDesk = async (client: ApiClient, id: number) =>
  (await (await client.request('/dev/reborn')).text()).split(`data-reborn-id="${id}"`).length - 1;

describe('a draft until approved', () => {
  it('keeps every step before approval off the team’s desk, and approval, repeated or in parallel, puts one application there', async () => {
    const member = await rebornMember();
    const body = bagDemand(member, await photos(member.client, 1), {
      paymentType: 'money_transfer',
      ibanNumber: IBAN,
      recipientName: 'Zeynep Kaya',
    });
    const id = await created(member.client, body);
    // Saved again with its key (a second click), its code asked for and given: still the member's draft.
    expect(await created(member.client, body)).toBe(id);
    expect(await onDesk(member.client, id)).toBe(0);
    const sent = await member.client.post<{ RequestId: string }>(REBORN_API.sendOtpSms, { RebornId: id });
    const code = await latestCode(member.client, member.form.CellPhone as string);
    expect(
      (await member.client.post(REBORN_API.verifyPhone, { RebornId: id, RequestId: sent.body.Result!.RequestId, Otp: code })).status,
    ).toBe(200);
    expect((await member.client.post(REBORN_API.approve, { RebornId: id, AgreementAccepted: false })).status).toBe(400);
    expect(await onDesk(member.client, id)).toBe(0);
    // The team cannot move a draft either.
    expect((await devMove(member.client, id, 'offer')).body.Exception!.ErrorCode).toBe('REBORN_STATE');
    // Another member can neither approve it, nor open it in their form.
    const other = await rebornMember();
    expect((await other.client.post(REBORN_API.approve, { RebornId: id, AgreementAccepted: true })).body.Exception!.ErrorCode).toBe(
      'REBORN_NOT_FOUND',
    );
    expect(await (await other.client.request(`/customer/reborn/new?rebornId=${id}`)).text()).not.toContain('Kelly 28');
    expect(await (await other.client.request('/customer/reborn/new')).text()).not.toContain('Kelly 28');
    expect(await onDesk(member.client, id)).toBe(0);

    const approvals = await Promise.all(
      Array.from({ length: 6 }, () =>
        member.client.post<{ Status: string }>(REBORN_API.approve, { RebornId: id, AgreementAccepted: true }),
      ),
    );
    expect(approvals.filter((a) => a.body.Result?.Status === 'in_review')).toHaveLength(1);
    expect(approvals.filter((a) => a.body.Exception?.ErrorCode === 'REBORN_STATE')).toHaveLength(5);
    expect((await member.client.post(REBORN_API.approve, { RebornId: id, AgreementAccepted: true })).status).toBe(409);
    expect(await onDesk(member.client, id)).toBe(1);
    const list = await member.client.get<{ list: DemandView[]; totalCount: number }>(REBORN_API.applications);
    expect(list.body.Result!.totalCount).toBe(1);
    expect(list.body.Result!.list[0]!.Status).toBe('in_review');
  });

  it('revises a draft edited from its check step: its words and photos replaced, the code asked again, once approved no more', async () => {
    const member = await rebornMember();
    const [kept, dropped, added] = await photos(member.client, 3);
    const transfer = { paymentType: 'money_transfer', ibanNumber: IBAN, recipientName: 'Zeynep Kaya' };
    const id = await created(member.client, bagDemand(member, [kept!, dropped!], transfer));
    const sent = await member.client.post<{ RequestId: string }>(REBORN_API.sendOtpSms, { RebornId: id });
    const code = await latestCode(member.client, member.form.CellPhone as string);
    await member.client.post(REBORN_API.verifyPhone, { RebornId: id, RequestId: sent.body.Result!.RequestId, Otp: code });

    const revision = bagDemand(member, [kept!, added!], { ...transfer, RebornId: id, model: 'Kelly 32', handover: 'pickup' });
    expect(await created(member.client, revision)).toBe(id);
    const detail = (await member.client.get<DemandView>(`${REBORN_API.application}?rebornId=${id}`)).body.Result!;
    expect(detail).toMatchObject({ Model: 'Kelly 32', Handover: 'pickup', Status: 'awaiting_approval' });
    expect((await member.client.get<{ totalCount: number }>(REBORN_API.applications)).body.Result!.totalCount).toBe(1);
    // The photo it let go serves another application; the one it took serves none.
    expect((await member.client.post(REBORN_API.demand, bagDemand(member, [added!]))).body.Exception!.ErrorCode).toBe(
      'REBORN_PHOTOS_MISSING',
    );
    const other = await created(member.client, bagDemand(member, [dropped!], { model: 'Picotin 18' }));
    expect(other).not.toBe(id);
    // A code given for what the draft said does not vouch for what it says now.
    expect((await member.client.post(REBORN_API.approve, { RebornId: id, AgreementAccepted: true })).body.Exception!.ErrorCode).toBe(
      'REBORN_OTP_REQUIRED',
    );
    // The form opens it again with what it says, never the ID number or the IBAN.
    const form = await (await member.client.request(`/customer/reborn/new?rebornId=${id}`)).text();
    expect(form).toContain('Kelly 32');
    expect(form).not.toContain(TCKN);
    expect(form).not.toContain(IBAN);
    // Nobody else's draft to revise.
    const stranger = await rebornMember();
    const theirs = bagDemand(stranger, await photos(stranger.client, 1), { RebornId: id });
    expect((await stranger.client.post(REBORN_API.demand, theirs)).body.Exception!.ErrorCode).toBe('REBORN_NOT_FOUND');

    // (By e-mail: the phone's resend wait still runs.)
    const again = await member.client.post<{ RequestId: string }>(REBORN_API.sendOtpMail, { RebornId: id });
    const second = await latestCode(member.client, member.form.Email as string);
    await member.client.post(REBORN_API.verifyMail, { RebornId: id, RequestId: again.body.Result!.RequestId, Otp: second });
    expect((await member.client.post(REBORN_API.approve, { RebornId: id, AgreementAccepted: true })).status).toBe(200);
    // Collected from home: the success page and the e-mail name the courier, not the studio to post it to.
    const success = await (await member.client.request(`/customer/reborn/success?id=${id}`)).text();
    expect(success).toContain('Kuryemiz ürününüzü şu adresten teslim alacak');
    expect(success).not.toContain('Abdi İpekçi');
    expect(await outbox(member.client, member.form.Email as string)).toContain('Kuryemiz ürününüzü');
    // Approved, it is the desk's: no more revisions.
    expect((await member.client.post(REBORN_API.demand, revision)).body.Exception!.ErrorCode).toBe('REBORN_STATE');
  });

  it('opens the member’s newest draft again when they come back to the form, and a new one when they ask', async () => {
    const member = await rebornMember();
    await created(member.client, bagDemand(member, await photos(member.client, 1), { model: 'Kelly 28' }));
    const newest = await created(member.client, bagDemand(member, await photos(member.client, 1), { model: 'Constance 24' }));
    const back = await (await member.client.request('/customer/reborn/new')).text();
    expect(back).toContain('Constance 24');
    expect(back).toContain('Yarım kalan başvurunuz burada');
    expect(await (await member.client.request('/customer/reborn/new?new')).text()).not.toContain('Constance 24');
    await member.client.post(REBORN_API.approve, { RebornId: newest, AgreementAccepted: true });
    // Approved, it is an application: the form opens the draft still left.
    const after = await (await member.client.request('/customer/reborn/new')).text();
    expect(after).toContain('Kelly 28');
    expect(after).not.toContain('Constance 24');
  });
});

describe('approval and the consignment', () => {
  it('a gift-card payout: agreement, review, offer, sale, and a gift card holding the payout', async () => {
    const member = await rebornMember();
    const id = await created(member.client, bagDemand(member, await photos(member.client, 2)));
    const otp = await member.client.get<{ IsOtpRequired: boolean }>(`${REBORN_API.isOtpRequired}?rebornId=${id}`);
    expect(otp.body.Result!.IsOtpRequired).toBe(false);
    expect((await member.client.post(REBORN_API.approve, { RebornId: id, AgreementAccepted: false })).body.Exception!.ErrorCode).toBe(
      'REBORN_AGREEMENT_REQUIRED',
    );
    expect((await devMove(member.client, id, 'offer')).body.Exception!.ErrorCode).toBe('REBORN_STATE');
    const approvals = await Promise.all(
      Array.from({ length: 5 }, () => member.client.post(REBORN_API.approve, { RebornId: id, AgreementAccepted: true })),
    );
    expect(approvals.filter((a) => a.status === 200)).toHaveLength(1);
    expect(approvals.filter((a) => a.status === 409)).toHaveLength(4);
    expect((await devMove(member.client, id, 'offer')).body.Result!.Status).toBe('offered');
    const accepted = await member.client.post<DemandView>(REBORN_API.offer, { RebornId: id, Accept: true });
    expect(accepted.body.Result!.Status).toBe('accepted');
    expect((await devMove(member.client, id, 'sell')).body.Result!.Status).toBe('sold');
    const paid = await Promise.all([devMove(member.client, id, 'pay'), devMove(member.client, id, 'pay')]);
    expect(paid.map((p) => p.status).sort()).toEqual([200, 409]);
    const detail = (await member.client.get<DemandView>(`${REBORN_API.application}?rebornId=${id}`)).body.Result!;
    expect(detail).toMatchObject({ Status: 'paid', Price: 1_000_000, Payout: 800_000, Ratio: 20 });
    expect(detail.History.map((h) => h.Status)).toEqual(['awaiting_approval', 'in_review', 'offered', 'accepted', 'sold', 'paid']);
    const mail = await outbox(member.client, member.form.Email as string);
    const card = /(\d{16})\s+PIN: (\d{4})/.exec(mail);
    expect(card, mail).not.toBeNull();
    expect(detail.PayoutReference).toBe(`**** ${card![1]!.slice(-4)}`);
    const balance = await giftBalance(new ApiClient(), card![1]!, { GiftPin: card![2]! });
    expect(balance.status, JSON.stringify(balance.body)).toBe(200);
    expect(balance.body.Result!.Balance).toBe(800_000);
  });

  it('a bank payout needs the code first, goes to the member’s own phone, and is recorded as a transfer', async () => {
    const member = await rebornMember();
    const body = bagDemand(member, await photos(member.client, 1), {
      paymentType: 'money_transfer',
      ibanNumber: IBAN,
      recipientName: 'Zeynep Kaya',
      productPrice: '400',
    });
    const id = await created(member.client, body);
    expect((await member.client.post(REBORN_API.approve, { RebornId: id, AgreementAccepted: true })).body.Exception!.ErrorCode).toBe(
      'REBORN_OTP_REQUIRED',
    );
    const sent = await member.client.post<{ RequestId: string }>(REBORN_API.sendOtpSms, { RebornId: id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(
      (await member.client.post(REBORN_API.verifyPhone, { RebornId: id, RequestId: sent.body.Result!.RequestId, Otp: '000000' })).status,
    ).toBe(400);
    const code = await latestCode(member.client, member.form.CellPhone as string);
    const ok = await member.client.post(REBORN_API.verifyPhone, { RebornId: id, RequestId: sent.body.Result!.RequestId, Otp: code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await member.client.post(REBORN_API.approve, { RebornId: id, AgreementAccepted: true })).status).toBe(200);
    for (const action of ['offer', 'accept', 'sell', 'pay']) expect((await devMove(member.client, id, action)).status).toBe(200);
    const detail = (await member.client.get<DemandView>(`${REBORN_API.application}?rebornId=${id}`)).body.Result!;
    expect(detail).toMatchObject({ Status: 'paid', Payout: 24_000, Ratio: 40, Iban: 'TR33 **** **** **** **** 1326' });
    expect(detail.PayoutReference).toMatch(/^TRF-/);
  });

  it('a declined offer ends the application; a donation pays the whole price to charity', async () => {
    const member = await rebornMember();
    const declined = await created(member.client, bagDemand(member, await photos(member.client, 1)));
    await member.client.post(REBORN_API.approve, { RebornId: declined, AgreementAccepted: true });
    await devMove(member.client, declined, 'offer');
    expect((await member.client.post<DemandView>(REBORN_API.offer, { RebornId: declined, Accept: false })).body.Result!.Status).toBe(
      'rejected',
    );
    expect((await devMove(member.client, declined, 'sell')).status).toBe(409);
    const donated = await created(member.client, bagDemand(member, await photos(member.client, 1), { paymentType: 'donation' }));
    await member.client.post(REBORN_API.approve, { RebornId: donated, AgreementAccepted: true });
    for (const action of ['offer', 'accept', 'sell', 'pay']) await devMove(member.client, donated, action);
    const detail = (await member.client.get<DemandView>(`${REBORN_API.application}?rebornId=${donated}`)).body.Result!;
    expect(detail).toMatchObject({ Status: 'paid', Payout: 1_000_000, Ratio: 0 });
    expect(detail.PayoutReference).toMatch(/^DON-/);
  });
});

describe('who may see what', () => {
  it('answers another member’s application as missing, asks a visitor to sign in, and pages the list by 10', async () => {
    const owner = await rebornMember();
    const id = await created(owner.client, bagDemand(owner, await photos(owner.client, 1)));
    const other = await rebornMember();
    for (const path of [
      `${REBORN_API.application}?rebornId=${id}`,
      `${REBORN_API.agreement}?rebornId=${id}`,
      `${REBORN_API.isOtpRequired}?rebornId=${id}`,
    ]) {
      expect((await other.client.get(path)).body.Exception!.ErrorCode).toBe('REBORN_NOT_FOUND');
      expect((await new ApiClient().get(path)).status).toBe(401);
    }
    for (const [path, body] of [
      [REBORN_API.approve, { RebornId: id, AgreementAccepted: true }],
      [REBORN_API.offer, { RebornId: id, Accept: true }],
      [REBORN_API.sendOtpSms, { RebornId: id }],
    ] as const) {
      expect((await other.client.post(path, body)).body.Exception!.ErrorCode).toBe('REBORN_NOT_FOUND');
    }
    expect((await other.client.get<{ totalCount: number }>(REBORN_API.applications)).body.Result!.totalCount).toBe(0);
    expect((await owner.client.get(`${REBORN_API.applications}?limit=11`)).status).toBe(400);
    const agreement = await owner.client.get<{ agreement: string }>(`${REBORN_API.agreement}?rebornId=${id}`);
    expect(agreement.body.Result!.agreement).toContain('Kelly 28');
    const page = await owner.client.request(`/customer/reborn/applications?rebornId=${id}`);
    const html = await page.text();
    expect(html).toContain('Kelly 28');
    // The account menu marks Reborn as the section the page is in.
    expect(html).toContain('href="/customer/reborn" aria-current="true"');
    expect((await other.client.request(`/customer/reborn/applications?rebornId=${id}`)).status).toBe(404);
  });

  it('names an application by a readable reference in the list, the detail, the agreement and the e-mail', async () => {
    const owner = await rebornMember();
    const id = await created(owner.client, bagDemand(owner, await photos(owner.client, 1)));
    const detail = (await owner.client.get<DemandView>(`${REBORN_API.application}?rebornId=${id}`)).body.Result!;
    expect(detail.Reference).toMatch(/^R\d{6}-[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    const list = await owner.client.get<{ list: DemandView[] }>(REBORN_API.applications);
    expect(list.body.Result!.list[0]!.Reference).toBe(detail.Reference);
    expect((await owner.client.get<{ agreement: string }>(`${REBORN_API.agreement}?rebornId=${id}`)).body.Result!.agreement).toContain(
      detail.Reference,
    );
    await owner.client.post(REBORN_API.approve, { RebornId: id, AgreementAccepted: true });
    expect(await outbox(owner.client, owner.form.Email as string)).toContain(detail.Reference);
    expect(await (await owner.client.request('/customer/reborn/applications')).text()).toContain(detail.Reference);
    expect(await (await owner.client.request(`/customer/reborn/success?id=${id}`)).text()).toContain(detail.Reference);
  });

  it('sends a phone whose application detail fails to load back to the list, another member’s id exactly as a missing one', async () => {
    const owner = await rebornMember();
    const id = await created(owner.client, bagDemand(owner, await photos(owner.client, 1)));
    const other = await rebornMember();
    other.client.headers['User-Agent'] = PHONE;
    owner.client.headers['User-Agent'] = PHONE;
    for (const path of [
      `/customer/reborn/applications/${id}`,
      '/customer/reborn/applications/99999999',
      '/customer/reborn/applications/x',
    ]) {
      const answer = await other.client.request(path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get('location'), path).toMatch(/\/customer\/reborn\/applications\?notFound=1$/);
    }
    expect((await owner.client.request(`/customer/reborn/applications/${id}`)).status).toBe(200);
  });
});
