// The banner ads of the listing and home (docs/behaviour/seller-questions.md#banner-ads: ad/get-banner-ad and
// ad/send-event). A real ad server chooses them; the sandbox keeps a few here, each for a placement
// and, on the listing, optionally a category.

/** One banner ad: where it shows, what it says (i18n keys under sellerqa:ads) and where it leads. */
export interface BannerAd {
  AdId: string;
  placement: 'listing' | 'home';
  /** A category slug it is for; none: every listing. */
  category?: string;
  textKey: string;
  href: string;
  motif: string;
}

const BANNER_ADS: readonly BannerAd[] = [
  { AdId: 'ad-new-season', placement: 'listing', textKey: 'newSeason', href: '/campaigns', motif: 'ad-new-season' },
  {
    AdId: 'ad-women-bags',
    placement: 'listing',
    category: 'kadin',
    textKey: 'womenBags',
    href: '/categories/kadin',
    motif: 'ad-women-bags',
  },
  { AdId: 'ad-reborn', placement: 'home', textKey: 'reborn', href: '/customer/reborn', motif: 'ad-reborn' },
];

/** The ads for a placement (and category): the category's own first, then the general ones. */
export function adsFor(placement: BannerAd['placement'], category?: string): BannerAd[] {
  const fits = BANNER_ADS.filter((ad) => ad.placement === placement && (!ad.category || ad.category === category));
  return fits.sort((a, b) => Number(Boolean(b.category)) - Number(Boolean(a.category)));
}

/** Whether an ad id is one of ours. */
export const isAd = (id: string) => BANNER_ADS.some((ad) => ad.AdId === id);
