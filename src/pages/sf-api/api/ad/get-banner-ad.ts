import { endpoint } from '@lib/platform/http/api.server';
import { localizedPath } from '@lib/platform/i18n/lang';
import { editorialImageUrl } from '@lib/catalogue/imagery/names';
import { adsFor } from '@lib/catalogue/banners/ads';
import { assertSfClient } from '@lib/programmes/seller-questions/headers.server';
import { bannerQuerySchema } from '@lib/programmes/seller-questions/rules';

/** GET get-banner-ad (placement, category?): the banner ads to show there, in the shopper's language. */
export const GET = endpoint({ query: bannerQuerySchema }, async (context, { query }) => {
  assertSfClient(context.request.headers);
  const { t, lang } = context.locals;
  return adsFor(query.placement, query.category).map((ad) => ({
    AdId: ad.AdId,
    Title: t(`sellerqa:ads.${ad.textKey}.title`),
    Text: t(`sellerqa:ads.${ad.textKey}.text`),
    Href: localizedPath(ad.href, lang),
    ImageUrl: editorialImageUrl(ad.motif, 'band', 960, 'webp'),
  }));
});
