import { type RefObject, useEffect } from 'react';

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]';

/**
 * Keeps the keyboard's focus inside a region whose views replace one another (a balance checked, a
 * card applied or removed, a code step opened): the pressed button leaves the page with the focus,
 * which the browser drops on the body. When the region's focused control has left the page, the new
 * view's `[data-autofocus]` element (else its first control) takes the focus, before the frame is painted.
 */
export function useKeepFocus(region: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = region.current;
    if (!root) return;
    // The region's control that has the focus, or had it last, while the focus is still the region's.
    let last: Element | null = root.contains(document.activeElement) ? document.activeElement : null;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target instanceof Element ? event.target : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) last = null;
    };
    // A press elsewhere (on the page's text) leaves the region for good, though it names no relatedTarget.
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.contains(event.target))) last = null;
    };
    // Only a control that left the page: a focus on its way between two controls is the browser's.
    const mend = () => {
      if (!last || last.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
      const target = root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>(FOCUSABLE);
      target?.focus();
    };
    const observer = new MutationObserver(mend);
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [region]);
}
