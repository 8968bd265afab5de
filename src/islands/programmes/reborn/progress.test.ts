import { describe, expect, it } from 'vitest';
import { isRestorable, keptProgress, NEVER_KEPT, type Progress, readProgress } from './progress';

// What a Reborn application keeps for a reload of its tab, and what it never writes down.

const progress: Progress = {
  step: 2,
  key: '7d0f3c5e-2b1a-4c8e-9f6d-0a1b2c3d4e5f',
  customer: {
    customerName: 'Deniz',
    customerSurname: 'Aydın',
    customerEmail: 'deniz@example.com',
    customerPhone: '(532) 000 00 00',
    customerTckn: '10000000146',
    AddressId: '12',
    handover: 'pickup',
  },
  product: {
    categoryOptionId: '1',
    brand: 'Celine',
    model: 'Triomphe Teen',
    productHeight: '30,5',
    'attr.gender': 'women',
    'check.box': true,
  },
  price: { productPrice: '40.000', paymentType: 'money_transfer', ibanNumber: 'TR330006100519786457841326', recipientName: 'Deniz Aydın' },
  photos: [{ id: 'a1', name: 'front.jpg', still: 'data:image/jpeg;base64,AAAA' }],
};

describe('the kept progress', () => {
  it('keeps the step, the key, what was typed and the photos', () => {
    const kept = keptProgress(progress);
    expect(kept.step).toBe(2);
    expect(kept.key).toBe(progress.key);
    expect(kept.customer).toMatchObject({ customerName: 'Deniz', AddressId: '12', handover: 'pickup' });
    expect(kept.product).toEqual(progress.product);
    expect(kept.price).toEqual({ productPrice: '40.000', paymentType: 'money_transfer' });
    expect(kept.photos).toEqual(progress.photos);
  });

  it('never writes the national ID number, the IBAN or its holder, at any step', () => {
    const written = JSON.stringify(keptProgress(progress));
    expect(written).not.toContain('10000000146');
    expect(written).not.toContain('TR330006100519786457841326');
    expect(written).not.toContain('recipientName');
    for (const name of NEVER_KEPT) expect(written).not.toContain(`"${name}"`);
  });

  it('reads back what it wrote, and drops the sensitive fields an older page may have written', () => {
    expect(readProgress(JSON.stringify(keptProgress(progress)))).toEqual(keptProgress(progress));
    const older = readProgress(JSON.stringify(progress));
    expect(older?.customer).not.toHaveProperty('customerTckn');
    expect(older?.price).not.toHaveProperty('ibanNumber');
  });

  it('reads nothing from what is no progress', () => {
    for (const text of [
      null,
      '',
      'not json',
      '[]',
      '{}',
      JSON.stringify({ ...progress, step: 7 }),
      JSON.stringify({ ...progress, photos: 'x' }),
    ])
      expect(readProgress(text), String(text)).toBeUndefined();
    const odd = readProgress(JSON.stringify({ ...progress, photos: [{ id: 'a1', name: 'front.jpg' }, { id: 3 }, null] }));
    expect(odd?.photos).toEqual([{ id: 'a1', name: 'front.jpg' }]);
  });

  it('comes back only to its own application: a new one, or the draft the page opened', () => {
    expect(isRestorable(progress, undefined)).toBe(true);
    expect(isRestorable(progress, 41)).toBe(false);
    expect(isRestorable({ ...progress, rebornId: 41 }, 41)).toBe(true);
    expect(isRestorable({ ...progress, rebornId: 41 }, undefined)).toBe(false);
    expect(isRestorable({ ...progress, rebornId: 41 }, 42)).toBe(false);
  });
});
