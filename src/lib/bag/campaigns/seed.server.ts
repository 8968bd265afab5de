import { inArray } from 'drizzle-orm';
import { customers } from '@lib/account/index.server';
import { brands, categories } from '@lib/catalogue/index.server';
import type { Seeder } from '@lib/platform';
import { DEMO_CAMPAIGNS, DEMO_COUPONS } from './demo';
import { campaigns, coupons, customerCoupons } from './tables.server';

/** Demo campaigns (their rules follow the demo data on each seed) and coupons (their uses are kept). */
export const campaignSeeder: Seeder = {
  name: 'campaigns and coupons',
  async run(db) {
    const slugs = DEMO_CAMPAIGNS.flatMap((c) => [c.category, c.department]).filter((s): s is string => !!s);
    const categoryIds = new Map(
      (await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs))).map((r) => [
        r.slug,
        r.id,
      ]),
    );
    const brandIds = new Map((await db.select({ id: brands.id, name: brands.name }).from(brands)).map((r) => [r.name, r.id]));
    const idOf = (map: Map<string, number>, key: string | undefined) => {
      if (key === undefined) return null;
      const id = map.get(key);
      if (id === undefined) throw new Error(`demo campaign scope ${key} is not in the catalogue`);
      return id;
    };
    for (const c of DEMO_CAMPAIGNS) {
      const row = {
        id: c.id,
        kind: c.kind,
        nameTr: c.nameTr,
        nameEn: c.nameEn,
        brandId: idOf(brandIds, c.brand),
        categoryId: idOf(categoryIds, c.category),
        departmentId: idOf(categoryIds, c.department),
        percent: c.percent ?? null,
        amount: c.amount ?? null,
        buyQuantity: c.buyQuantity ?? null,
        payQuantity: c.payQuantity ?? null,
        minTotal: c.minTotal ?? 0,
        paymentMethodCode: c.paymentMethodCode ?? null,
        binPrefixes: c.binPrefixes ?? [],
        startsAt: new Date(c.startsAt),
        endsAt: new Date(c.endsAt),
        priority: c.priority ?? 100,
      };
      await db.insert(campaigns).values(row).onConflictDoUpdate({ target: campaigns.id, set: row });
    }
    const owners = new Map((await db.select({ id: customers.id, email: customers.email }).from(customers)).map((r) => [r.email, r.id]));
    for (const c of DEMO_COUPONS) {
      const customerId = c.owner ? (owners.get(c.owner) ?? null) : null;
      await db
        .insert(coupons)
        .values({
          code: c.code,
          campaignId: c.campaignId,
          customerId,
          usageLimit: c.usageLimit ?? null,
          mobileOnly: c.mobileOnly ?? false,
          expiresAt: new Date(c.expiresAt),
        })
        .onConflictDoNothing();
      if (customerId != null) await db.insert(customerCoupons).values({ customerId, code: c.code }).onConflictDoNothing();
    }
    // A demo member's public coupon already added to the account, to show in the active list.
    const ayse = owners.get('ayse@vitrin.example');
    if (ayse != null) await db.insert(customerCoupons).values({ customerId: ayse, code: 'HOSGELDIN' }).onConflictDoNothing();
  },
};
