import { describe, expect, it } from 'vitest';
import { validateAll } from '@lib/platform/validation/validate';
import { autoSelect, billingFields, canAddAddress, orderAfterEdit, passiveNames, selectionAfterDelete, selectionAfterSave } from './rules';
import { addressRules, type Address } from './schema';

const address = (ID: number, IsFavorite = false) => ({ ID, IsFavorite }) as Address;
const none = { shippingId: 0, billingId: 0, billingFollowsShipping: true };

describe('address book rules', () => {
  it('allow at most 4 addresses', () => {
    expect(canAddAddress(3)).toBe(true);
    expect(canAddAddress(4)).toBe(false);
  });

  it('keep individual or corporate billing, never both', () => {
    const input = { CitizenID: '10000000146', CorporateName: 'Acme Ltd', TaxNo: '1234567890', TaxOffice: 'Kadıköy' };
    expect(billingFields({ ...input, InvoiceType: 1 })).toEqual({
      invoiceType: 1,
      citizenId: '10000000146',
      corporateName: null,
      taxNo: null,
      taxOffice: null,
    });
    expect(billingFields({ ...input, InvoiceType: 0 })).toEqual({
      invoiceType: 0,
      citizenId: null,
      corporateName: 'Acme Ltd',
      taxNo: '1234567890',
      taxOffice: 'Kadıköy',
    });
  });

  it('check the person for individual billing and the company for corporate billing, never the other', () => {
    const common = {
      AddressDescription: 'Ofis',
      Phone: '0532 123 45 67',
      CityID: 35,
      DistrictID: 1,
      NeighborhoodID: 1,
      AddressText: 'Cemal Gürsel Caddesi No: 10/2',
    };
    const person = { Name: 'Deniz Aydın', CitizenID: '10000000146' };
    const company = { CorporateName: 'Vitrin Moda A.Ş.', TaxNo: '1234567890', TaxOffice: 'Karşıyaka' };
    expect(validateAll({ ...common, ...company, InvoiceType: 0 }, addressRules)).toEqual({});
    expect(validateAll({ ...common, ...person, InvoiceType: 1 }, addressRules)).toEqual({});
    expect(Object.keys(validateAll({ ...common, ...person, InvoiceType: 0 }, addressRules))).toEqual([
      'CorporateName',
      'TaxNo',
      'TaxOffice',
    ]);
    expect(Object.keys(validateAll({ ...common, ...company, InvoiceType: 1 }, addressRules))).toEqual(['Name', 'CitizenID']);
    // The form keeps InvoiceType as the radio's text.
    expect(validateAll({ ...common, ...company, InvoiceType: '0' }, addressRules)).toEqual({});
  });

  it('select the saved address for shipping, and billing when it follows shipping', () => {
    expect(selectionAfterSave(none, 7)).toEqual({ shippingId: 7, billingId: 7, billingFollowsShipping: true });
    expect(selectionAfterSave({ shippingId: 1, billingId: 2, billingFollowsShipping: false }, 7)).toEqual({
      shippingId: 7,
      billingId: 2,
      billingFollowsShipping: false,
    });
  });

  it('auto-select a single address and reset selections on delete', () => {
    expect(autoSelect([address(3)], none)).toMatchObject({ shippingId: 3, billingId: 3 });
    expect(autoSelect([address(3), address(4)], none)).toEqual(none);
    expect(selectionAfterDelete({ shippingId: 3, billingId: 4, billingFollowsShipping: false })).toEqual({
      shippingId: 0,
      billingId: 0,
      billingFollowsShipping: false,
    });
  });

  it('move an edited address to the top only when none is a favourite', () => {
    expect(orderAfterEdit([address(1), address(2), address(3)], 3).map((a) => a.ID)).toEqual([3, 1, 2]);
    expect(orderAfterEdit([address(1, true), address(2), address(3)], 3).map((a) => a.ID)).toEqual([1, 2, 3]);
  });

  it('name the passive cities', () => {
    expect(
      passiveNames([
        { Text: 'Hakkâri', IsActive: false },
        { Text: 'İstanbul', IsActive: true },
      ]),
    ).toEqual(['Hakkâri']);
  });
});
