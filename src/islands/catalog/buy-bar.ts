// The phone's sticky add-to-bag bar: shown only while the page's own add-to-bag button is out of
// sight, so the two never show at once. It is fixed to the bottom (no layout shift) and the page
// keeps room for it at its end (product.css). On desktop the panel itself is sticky: no bar.
const bar = document.querySelector<HTMLElement>('[data-buy-bar]');
const actions = document.querySelector<HTMLElement>('[data-buy-actions]');
const phone = window.matchMedia('(max-width: 1023px)');

if (bar && actions && 'IntersectionObserver' in window) {
  let actionsVisible = true;
  const update = () => {
    bar.hidden = !phone.matches || actionsVisible;
  };
  new IntersectionObserver(([entry]) => {
    actionsVisible = entry?.isIntersecting ?? true;
    update();
  }).observe(actions);
  phone.addEventListener('change', update);
}

// A module, not a script: its names stay its own.
export {};
