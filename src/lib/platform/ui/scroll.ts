// The scroll helper (docs/behaviour/navigation-and-routes.md#the-guard): smoothly to an element by
// id, at once for shoppers who ask the system for reduced motion.

/** The scroll behaviour the shopper's motion setting allows. */
export const scrollBehaviour = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/** Scrolls smoothly to the element with an id and moves the focus there (without a second jump); false when there is none. */
export function scrollToId(id: string, options: { focus?: boolean; block?: ScrollLogicalPosition } = {}): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: scrollBehaviour(), block: options.block ?? 'start' });
  if (options.focus) element.focus({ preventScroll: true });
  return true;
}
