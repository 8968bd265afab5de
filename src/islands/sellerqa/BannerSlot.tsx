import { useEffect, useState } from 'react';
import { call } from '@lib/http/client';
import { type SfClient, sfHeaders } from '@lib/sellerqa/client';
import { SF_API } from '@lib/sellerqa/rules';

interface Ad {
  AdId: string;
  Title: string;
  Text: string;
  Href: string;
  ImageUrl: string;
}

/** Counts an ad's impression or click; a failure is ignored. */
const event = (sf: SfClient, AdId: string, Event: 'impression' | 'click') =>
  call(SF_API.event, { method: 'POST', body: { AdId, Event }, headers: sfHeaders(sf), silent: true }).catch(() => undefined);

/**
 * A banner ad of the listing: asked of the ad service once the slot is near the screen, counted as
 * an impression when shown and as a click before the link is followed. Until the answer the slot
 * keeps the band's place (the listing does not jump, and client:visible has an element to watch: an
 * island that rendered nothing would never wake); it closes when the service has nothing or fails
 * (an ad is never worth an error).
 */
export default function BannerSlot({ category, label, sf }: { category: string; label: string; sf: SfClient }) {
  // undefined: still asking; null: nothing to show.
  const [ad, setAd] = useState<Ad | null>();
  useEffect(() => {
    void call<Ad[]>(SF_API.banner, { query: { placement: 'listing', category }, headers: sfHeaders(sf), silent: true })
      .then((answer) => {
        const first = answer.Success ? answer.Result?.[0] : undefined;
        setAd(first ?? null);
        if (first) void event(sf, first.AdId, 'impression');
      })
      .catch(() => setAd(null));
  }, [category, sf]);
  if (ad === undefined) return <div className="banner-ad-slot" aria-hidden="true" />;
  if (ad === null) return null;
  return (
    <aside className="banner-ad" aria-label={label}>
      <a
        href={ad.Href}
        onClick={(e) => {
          e.preventDefault();
          const go = () => window.location.assign(ad.Href);
          void Promise.race([event(sf, ad.AdId, 'click'), new Promise((resolve) => setTimeout(resolve, 400))]).then(go);
        }}
      >
        <img src={ad.ImageUrl} alt="" width={960} height={160} loading="lazy" decoding="async" />
        {/* The design system's editorial band: the picture beside a quiet column of label, serif
            headline and text, each on its own line (the aside's name already says "advertisement"). */}
        <span className="banner-ad-copy">
          <span className="eyebrow" aria-hidden="true">
            {label}
          </span>
          <strong className="banner-ad-title">{ad.Title}</strong>
          <span className="banner-ad-text">{ad.Text}</span>
        </span>
      </a>
    </aside>
  );
}
