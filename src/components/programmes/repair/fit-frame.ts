/**
 * Gives the partner's frame its content's height, so the page scrolls as one (the frame is our own
 * origin, so its document can be measured). Each load (a posted form) and each resize measures again.
 */
export function fitFrame(frame: HTMLIFrameElement): void {
  let observer: ResizeObserver | undefined;
  const measure = () => {
    const body = frame.contentDocument?.body;
    // Before the first load the frame holds an empty about:blank document: nothing to measure yet.
    if (!body || frame.contentWindow?.location.href === 'about:blank') return;
    frame.style.height = `${Math.ceil(body.getBoundingClientRect().height)}px`;
    observer?.disconnect();
    observer = new ResizeObserver(() => {
      frame.style.height = `${Math.ceil(body.getBoundingClientRect().height)}px`;
    });
    observer.observe(body);
  };
  frame.addEventListener('load', measure);
  if (frame.contentDocument?.readyState === 'complete') measure();
}
