// Plain form posts, not island calls, so not the JSON envelope: the endpoints a bank's or provider's
// page posts its end to (3-D return, a digital provider's return), and those sandbox pages' own forms.

/** A posted form's text fields (each cut to `max` characters, 2000 unless told); an unreadable body reads as none. */
export async function formFields(request: Request, max = 2000): Promise<Record<string, string>> {
  try {
    const form = await request.formData();
    return Object.fromEntries([...form].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value.slice(0, max)]] : [])));
  } catch {
    return {};
  }
}

/** A sandbox page's post to itself: its text fields, each cut to 200 characters; null for a GET. */
export async function pagePost(request: Request): Promise<Record<string, string> | null> {
  return request.method === 'POST' ? formFields(request, 200) : null;
}

/** How a sandbox page answers: its view, 404 when it has none, never cached (its form's token changes with every try). */
export interface PageAnswer<View> {
  view: View | null;
  status: 200 | 404;
  headers: { 'Cache-Control': 'no-store' };
}

/** The answer of a sandbox page showing `view` (null: an unknown or foreign id). */
export function pageAnswer<View>(view: View | null): PageAnswer<View> {
  return { view, status: view ? 200 : 404, headers: { 'Cache-Control': 'no-store' } };
}

/** A redirect after a post (303: the browser follows with a GET). */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Content-Type': 'text/plain; charset=utf-8' } });
}
