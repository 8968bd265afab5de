import { z } from 'zod';
import { id } from '@lib/platform';

/** GET cargo companies: all (empty), those taking returns at branches (CargoBranch), or the logistics firms. */
export const cargoCompaniesQuery = z.object({ CargoCompanyType: z.enum(['', 'CargoBranch', 'Logistics']).default('') });

/** GET available cargo companies: the order, and for a member the address a pickup would be from. */
export const availableCargoQuery = z.object({ orderId: id(), addressId: id().optional() });

/** GET availability of return from home: the items (repeated OrderItemIds) and whether another address is used. */
export const returnHomeQuery = z.object({
  OrderItemIds: id(),
  IsAlternativeDelivery: z.enum(['true', 'false']).default('false'),
});

/** GET cargo branches of a company in a city (and district). */
export const cargoBranchesQuery = z.object({
  companyCode: z
    .string()
    .max(10)
    .regex(/^[A-Z]{1,10}$/),
  cityId: id({ max: 81 }),
  districtId: id().optional(),
});
