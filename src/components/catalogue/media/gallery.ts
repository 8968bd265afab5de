import { scrollBehaviour } from '@lib/platform';
// The product gallery's behaviour on top of the scroll-snap strip that works without it: thumbnails
// that follow the strip, arrow keys/Home/End on thumbnails and strip, Enter or a click to zoom in a
// native <dialog> that hands focus back where it came from.

function enhance(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('.gallery-track');
  const slides = [...root.querySelectorAll<HTMLElement>('.gallery-slide')];
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>('.gallery-thumb')];
  const list = root.querySelector<HTMLElement>('.gallery-thumbs');
  const zoom = root.querySelector<HTMLButtonElement>('.gallery-zoom');
  const dialog = root.querySelector<HTMLDialogElement>('.gallery-dialog');
  const zoomed = root.querySelector<HTMLElement>('.gallery-zoomed');
  if (!track || !list || !zoom || !dialog || !zoomed || slides.length === 0) return;
  let current = 0;
  let opener: HTMLElement | null = null;
  let target: number | null = null;

  const mark = (index: number) => {
    current = index;
    thumbs.forEach((b, i) => {
      b.tabIndex = i === index ? 0 : -1;
      if (i === index) b.setAttribute('aria-current', 'true');
      else b.removeAttribute('aria-current');
    });
  };
  const show = (index: number, focusThumb = false) => {
    const i = Math.max(0, Math.min(slides.length - 1, index));
    mark(i);
    const left = (slides[i] as HTMLElement).offsetLeft - (slides[0] as HTMLElement).offsetLeft;
    // While a chosen picture scrolls into view, the ones it passes must not take the mark.
    target = Math.abs(track.scrollLeft - left) < 2 ? null : i;
    track.scrollTo({ left, behavior: scrollBehaviour() });
    if (focusThumb) thumbs[i]?.focus();
  };
  const step = (e: KeyboardEvent, focusThumb: boolean) => {
    const to = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: slides.length - 1,
    }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    show(to, focusThumb);
  };
  const fill = () => {
    const picture = slides[current]?.querySelector('picture')?.cloneNode(true) as HTMLElement | undefined;
    if (!picture) return;
    picture.querySelector('img')?.setAttribute('loading', 'eager');
    // On a phone the zoomed picture is twice the screen's width, panned by a swipe: the largest file.
    for (const el of picture.querySelectorAll('source, img')) el.setAttribute('sizes', '(min-width: 1024px) 75vh, 200vw');
    zoomed.replaceChildren(picture);
  };
  const open = (from: HTMLElement) => {
    opener = from;
    fill();
    dialog.showModal();
    // Opened on the picture's middle, where the piece is.
    dialog.scrollTo((dialog.scrollWidth - dialog.clientWidth) / 2, (dialog.scrollHeight - dialog.clientHeight) / 2);
  };

  thumbs.forEach((b, i) => {
    b.addEventListener('click', () => show(i));
  });
  list.addEventListener('keydown', (e) => step(e, true));
  track.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open(track);
    } else step(e, false);
  });
  track.addEventListener('click', () => open(track));
  zoom.addEventListener('click', () => open(zoom));
  dialog.querySelector('.gallery-close')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => opener?.focus());
  // In the enlarged view the arrows turn the pictures too.
  dialog.addEventListener('keydown', (e) => {
    const before = current;
    step(e, false);
    if (current !== before) fill();
  });

  // Swipes and scrolls move the strip natively; once it rests, the thumbnails follow the picture in
  // view. A picture chosen by key or thumbnail keeps the mark while the strip travels to it.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    const at = Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
    if (target !== null) {
      if (at === target) target = null;
      return;
    }
    if (at !== current) mark(Math.max(0, Math.min(slides.length - 1, at)));
  };
  track.addEventListener('scroll', () => {
    clearTimeout(timer);
    timer = setTimeout(settle, 100);
  });
  track.addEventListener('scrollend', settle);
  for (const type of ['pointerdown', 'wheel', 'touchstart'] as const) {
    track.addEventListener(
      type,
      () => {
        target = null;
      },
      { passive: true },
    );
  }
  zoom.hidden = false;
  root.dataset.ready = '';
}

/** Adds the gallery behaviour to every gallery on the page, once. */
export function enhanceGalleries(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-gallery]:not([data-ready])')) enhance(root);
}
