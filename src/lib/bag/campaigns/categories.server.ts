import { catalogIndex, categoryName } from '@lib/catalogue/index.server';
import { type Lang, localizedPath } from '@lib/platform';
import { translator } from '@lib/platform/index.server';
import { activeCampaignRows, toRule } from './active.server';
import { campaignName } from './rules';

/** One entry of the campaign category list: what a campaign covers and where to shop it. */
export interface CampaignCategory {
  CampaignId: number;
  Name: string;
  EndsAt: string;
  /** The categories, departments or brands it covers, each with its listing; one "all pieces" entry when it covers everything. */
  Covers: { Kind: 'category' | 'department' | 'brand' | 'all'; Name: string; Url: string }[];
}

const AUTOMATIC = new Set(['percent', 'amount', 'buy_x_pay_y', 'threshold']);

/** GET campaign category list: the automatic campaigns running now, with what they cover, in the caller's language. */
export async function campaignCategories(lang: Lang): Promise<CampaignCategory[]> {
  const [rows, index] = await Promise.all([activeCampaignRows(), catalogIndex()]);
  const t = translator(lang);
  return rows
    .filter((row) => AUTOMATIC.has(row.kind))
    .sort((a, b) => a.priority - b.priority || a.id - b.id)
    .map((row) => {
      const covers: CampaignCategory['Covers'] = [];
      const scope = row.categoryId ?? row.departmentId;
      const category = scope == null ? undefined : index.categoryById.get(scope);
      const brand = row.brandId == null ? undefined : index.brandById.get(row.brandId);
      const brandQuery = brand ? `?brand=${encodeURIComponent(brand.slug)}` : '';
      if (category)
        covers.push({
          Kind: category.parentId == null ? 'department' : 'category',
          Name: categoryName(category, lang),
          Url: localizedPath(`/categories/${category.slug}${brandQuery}`, lang),
        });
      if (brand) covers.push({ Kind: 'brand', Name: brand.name, Url: localizedPath(`/search${brandQuery}`, lang) });
      if (covers.length === 0) covers.push({ Kind: 'all', Name: t('campaigns:categories.all'), Url: localizedPath('/categories', lang) });
      return { CampaignId: row.id, Name: campaignName(toRule(row), lang), EndsAt: row.endsAt.toISOString(), Covers: covers };
    });
}
