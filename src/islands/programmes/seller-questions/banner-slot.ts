import { call } from '@lib/platform';
import { SF_API, type SfClient, sfHeaders } from '@lib/programmes/seller-questions/client';

// A banner ad of the listing, framework-free like the shell (a kept page's script stays small):
// asked of the ad service once the slot is near the screen, counted as an impression when shown
// and as a click before the link is followed. Until the answer the slot keeps the band's place (the
// listing does not jump); it closes when the service has nothing or fails (an ad is never worth an
// error).

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

/** An element with a class and, when given, its text. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** <banner-slot>: holds the band's place, then shows the ad the service answers, or closes. */
class BannerSlot extends HTMLElement {
  private observer?: IntersectionObserver;

  connectedCallback() {
    this.observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        this.observer?.disconnect();
        void this.ask();
      },
      { rootMargin: '200px' },
    );
    this.observer.observe(this);
  }

  disconnectedCallback() {
    this.observer?.disconnect();
  }

  private async ask() {
    const sf = JSON.parse(this.dataset.sf ?? '{}') as SfClient;
    const answer = await call<Ad[]>(SF_API.banner, {
      query: { placement: 'listing', category: this.dataset.category },
      headers: sfHeaders(sf),
      silent: true,
    }).catch(() => undefined);
    const ad = answer?.Success ? answer.Result?.[0] : undefined;
    if (!ad) return this.replaceChildren();
    this.replaceChildren(this.band(ad, sf));
    void event(sf, ad.AdId, 'impression');
  }

  /** The design system's editorial band: the picture beside a quiet column of label, serif headline and text. */
  private band(ad: Ad, sf: SfClient): HTMLElement {
    const label = this.dataset.label ?? '';
    const aside = element('aside', 'banner-ad');
    aside.setAttribute('aria-label', label);
    const link = element('a', '');
    link.href = ad.Href;
    link.addEventListener('click', (e) => {
      e.preventDefault();
      const go = () => window.location.assign(ad.Href);
      void Promise.race([event(sf, ad.AdId, 'click'), new Promise((resolve) => setTimeout(resolve, 400))]).then(go);
    });
    const picture = Object.assign(element('img', ''), {
      src: ad.ImageUrl,
      alt: '',
      width: 960,
      height: 160,
      loading: 'lazy',
      decoding: 'async',
    });
    const copy = element('span', 'banner-ad-copy');
    // The aside's name already says "advertisement": the eyebrow is for the eye only.
    const eyebrow = element('span', 'eyebrow', label);
    eyebrow.setAttribute('aria-hidden', 'true');
    copy.append(eyebrow, element('strong', 'banner-ad-title', ad.Title), element('span', 'banner-ad-text', ad.Text));
    link.append(picture, copy);
    aside.append(link);
    return aside;
  }
}

if (!customElements.get('banner-slot')) customElements.define('banner-slot', BannerSlot);
