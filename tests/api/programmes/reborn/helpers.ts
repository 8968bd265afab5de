import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { REBORN_API } from '../../../../src/lib/programmes/reborn/schema';
import type { ApiClient } from '../../../support/api-client';
import { registerCustomer } from '../../account/members/helpers';
import { saveAddress } from '../../orders/records/helpers';
import { photo, upload } from '../../orders/returns/helpers';

/** A valid Turkish IBAN and citizen id for the forms. */
export const IBAN = 'TR330006100519786457841326';
export const TCKN = '10000000146';

/** A signed-in member with an address, and that address's id. */
export async function rebornMember() {
  const { client, form } = await registerCustomer();
  return { client, form, addressId: await saveAddress(client) };
}

/** Uploads `count` small photos as Reborn photos; their ids. */
export async function photos(client: ApiClient, count = 2): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const sent = await upload(client, undefined, await photo(i % 2 ? 'png' : 'jpeg'), `photo-${i}.jpg`, 'reborn');
    expect(sent.id, JSON.stringify(sent)).toBeTruthy();
    ids.push(sent.id!);
  }
  return ids;
}

/** A complete application for a bag, paid as asked; override any field. */
export function bagDemand(
  member: { form: Record<string, unknown>; addressId: number },
  ImageIds: string[],
  overrides: Record<string, unknown> = {},
) {
  return {
    IdempotencyKey: randomUUID(),
    customerName: member.form.FirstName,
    customerSurname: member.form.LastName,
    customerEmail: member.form.Email,
    customerTckn: TCKN,
    customerPhone: member.form.CellPhone,
    AddressId: member.addressId,
    handover: 'send',
    categoryOptionId: 1,
    brand: 'Hermès',
    model: 'Kelly 28',
    color: 'Gold',
    productCondition: 'excellent',
    orderOrInvoiceNumber: '',
    productHeight: '22.5',
    productWidth: '28',
    productUsageNote: 'Worn twice.',
    attributes: { gender: 'women', productType: 'shoulder', material: 'leather' },
    checkboxes: ['dustBag', 'box'],
    ImageIds,
    productPrice: '10000',
    paymentType: 'gift_card',
    ibanNumber: '',
    recipientName: '',
    ...overrides,
  };
}

/** Creates an application; its id. */
export async function created(client: ApiClient, body: Record<string, unknown>): Promise<number> {
  const answer = await client.post<{ demandId: number }>(REBORN_API.demand, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Result!.demandId;
}

/** Moves an application on through the development call; the status it reached. */
export async function devMove(client: ApiClient, RebornId: number, Action: string) {
  return client.post<{ Status: string }>(REBORN_API.dev, { RebornId, Action });
}
