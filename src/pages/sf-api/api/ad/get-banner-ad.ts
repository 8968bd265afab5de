import { endpoint } from '@lib/platform/index.server';
import { localizedPath } from '@lib/platform';
import { editorialImageUrl, adsFor } from '@lib/catalogue';
import { assertSfClient } from '@lib/programmes/index.server';
import { bannerQuerySchema } from '@lib/programmes';

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
