// The phone's sticky add-to-bag bar, with the product's name, price and button: shown while the
// page's own add-to-bag button is out of sight, so the two never show at once, which puts it in
// the phone's first screen under the gallery. It stands aside while the gallery's thumbnails pass
// behind it, so it never covers them. It is fixed to the bottom (no layout shift) and the page
// keeps room for it at its end (product.css). On desktop the panel itself is sticky: no bar.
const bar = document.querySelector<HTMLElement>('[data-buy-bar]');
const actions = document.querySelector<HTMLElement>('[data-buy-actions]');
const thumbs = document.querySelector<HTMLElement>('.gallery-thumbs');
const phone = window.matchMedia('(max-width: 1023px)');

/** How far from the viewport's top the bar begins: measured shown, within one task, so never painted. */
function barTop(element: HTMLElement): number {
  const hidden = element.hidden;
  element.hidden = false;
  const top = element.getBoundingClientRect().top;
  element.hidden = hidden;
  return top;
}

if (bar && actions && 'IntersectionObserver' in window) {
  const inSight = new Map<Element, boolean>([[actions, true]]);
  const update = () => {
    bar.hidden = !phone.matches || [...inSight.values()].some(Boolean);
  };
  const observe = (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries) inSight.set(entry.target, entry.isIntersecting);
    update();
  };
  new IntersectionObserver(observe).observe(actions);
  // The thumbnails are watched only against the strip the bar takes at the bottom of the screen.
  let behindBar: IntersectionObserver | undefined;
  const watchThumbs = () => {
    if (!thumbs) return;
    behindBar?.disconnect();
    const top = Math.max(0, Math.round(barTop(bar)));
    behindBar = new IntersectionObserver(observe, { rootMargin: `-${top}px 0px 0px 0px` });
    behindBar.observe(thumbs);
  };
  watchThumbs();
  let resizing = 0;
  window.addEventListener('resize', () => {
    cancelAnimationFrame(resizing);
    resizing = requestAnimationFrame(watchThumbs);
  });
  phone.addEventListener('change', () => {
    watchThumbs();
    update();
  });
}

// A module, not a script: its names stay its own.
export {};
