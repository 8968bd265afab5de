import { describe, expect, it } from 'vitest';
import { type AgreementData, renderAgreements } from './agreements';
import type { AddressSnapshot } from './schema';

const address: AddressSnapshot = {
  AddressDescription: 'Ev',
  Name: 'Zeynep <b>Kaya</b>',
  CorporateName: '',
  Email: 'z@test.example',
  Phone: '5321112233',
  CityID: 34,
  CityName: 'İstanbul',
  DistrictID: 3401,
  DistrictName: 'Kadıköy',
  NeighborhoodID: 3401001,
  NeighborhoodName: 'Moda Mah',
  AddressText: '<script>alert(1)</script> Sok. "7"',
  InvoiceType: 1,
  CitizenID: '10000000146',
  TaxNo: '',
  TaxOffice: '',
};

const data: AgreementData = {
  date: '2026-11-22T10:00:00Z',
  buyer: { name: 'Zeynep <b>Kaya</b>', email: 'z@test.example', phone: '5321112233' },
  shipping: address,
  pickup: null,
  billing: address,
  lines: [{ brand: 'Maison <X>', name: "Silk 'dress'", size: 'M', colour: 'Black', quantity: 2, unitPrice: 150_000, total: 300_000 }],
  discounts: [{ name: 'Autumn <img src=x onerror=alert(1)>', amount: 10_000 }],
  shippingFee: 0,
  total: 290_000,
  paymentMethods: ['credit_card'],
  installments: 1,
};

describe('renderAgreements', () => {
  it('escapes every value: no markup from an address, a name, a line or a discount passes', () => {
    for (const doc of Object.values(renderAgreements(data, 'en'))) {
      expect(doc).not.toMatch(/<script|<b>|<img|<X>/);
      expect(doc).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Sok. &quot;7&quot;');
      expect(doc).toContain('Maison &lt;X&gt; Silk &#39;dress&#39;');
    }
  });

  it('shows the lines, the totals, the delivery and the payment in the language asked', () => {
    const en = renderAgreements(data, 'en').PreInformationForm;
    expect(en).toContain('1.500,00 TL');
    expect(en).toContain('3.000,00 TL');
    expect(en).toContain('−100,00 TL');
    expect(en).toContain('2.900,00 TL');
    expect(en).toContain('Complimentary');
    expect(en).toContain('Credit card');
    expect(en).toContain('Single payment');
    const tr = renderAgreements(
      {
        ...data,
        installments: 6,
        pickup: { name: 'Vitrin Lara', address: 'Lara Cad.', phone: '2423231010', carDelivery: true },
        shipping: null,
      },
      'tr',
    );
    expect(tr.DistanceSalesAgreement).toContain('Mesafeli Satış Sözleşmesi');
    expect(tr.DistanceSalesAgreement).toContain('Taksit: 6');
    expect(tr.DistanceSalesAgreement).toContain('Vitrin Lara');
    expect(tr.DistanceSalesAgreement).toContain('Mağazada araca teslim');
    expect(tr.DistanceSalesAgreement).toContain('22 Kasım 2026');
    expect(tr.DistanceSalesAgreement).toContain('14 gün');
  });
});
