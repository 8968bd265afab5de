import { describe, expect, it } from 'vitest';
import { addressSchema } from '@lib/account/addresses/schema';
import { applicationsQuerySchema } from '@lib/programmes/reborn/schema';
import { uploadChunkQuerySchema } from '@lib/orders/returns/uploads';
import { questionsQuerySchema } from '@lib/programmes/seller-questions/rules';

// Number() reads "0x10" as 16 and "1e1" as 10: a coerced wire number once let such a page through (CI, bad-input).
const NOT_DECIMAL = ['0x10', '1e1', ' 1', '1.0', '+1', ''];

describe('numbers on the wire', () => {
  it('are decimal digits only, in a query or a body', () => {
    for (const value of NOT_DECIMAL) {
      expect(applicationsQuerySchema.safeParse({ page: value }).success, `page ${value}`).toBe(false);
      expect(applicationsQuerySchema.safeParse({ limit: value }).success, `limit ${value}`).toBe(false);
      expect(questionsQuerySchema.safeParse({ customerId: '1', PageNumber: value }).success, `PageNumber ${value}`).toBe(false);
      expect(uploadChunkQuerySchema.safeParse({ uploadId: crypto.randomUUID(), offset: value }).success, `offset ${value}`).toBe(false);
      expect(addressSchema.safeParse({ CityID: value }).success, `CityID ${value}`).toBe(false);
    }
  });

  it('still read digits and numbers, and fall back when absent', () => {
    expect(applicationsQuerySchema.parse({ page: '16' })).toEqual({ page: 16, limit: 10 });
    expect(applicationsQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(uploadChunkQuerySchema.parse({ uploadId: '00000000-0000-4000-8000-000000000000', offset: '0' }).offset).toBe(0);
  });
});
