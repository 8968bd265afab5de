// The phone's sticky add-to-bag bar: shown only while the page's own add-to-bag button is out of
// sight, so the two never show at once, and while the gallery's thumbnails are out of sight too,
// so it never covers them (under the first picture they would sit right behind it). It is fixed to the bottom (no layout shift) and the page
// keeps room for it at its end (product.css). On desktop the panel itself is sticky: no bar.
const bar = document.querySelector<HTMLElement>('[data-buy-bar]');
const actions = document.querySelector<HTMLElement>('[data-buy-actions]');
const thumbs = document.querySelector<HTMLElement>('.gallery-thumbs');
const phone = window.matchMedia('(max-width: 1023px)');

if (bar && actions && 'IntersectionObserver' in window) {
  const inSight = new Map<Element, boolean>([[actions, true]]);
  if (thumbs) inSight.set(thumbs, true);
  const update = () => {
    bar.hidden = !phone.matches || [...inSight.values()].some(Boolean);
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) inSight.set(entry.target, entry.isIntersecting);
    update();
  });
  for (const element of inSight.keys()) observer.observe(element);
  phone.addEventListener('change', update);
}

// A module, not a script: its names stay its own.
export {};
