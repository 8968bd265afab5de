/** Tells the page around the frame (our own origin only, never any other) that a booking was made. */
export function tellParent(message: string | undefined): void {
  if (!message || window.parent === window) return;
  window.parent.postMessage(JSON.parse(message), window.location.origin);
}
