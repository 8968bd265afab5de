// The answers of the endpoints a bank's or provider's page posts a form to (3-D return, a digital
// provider's return): not island calls, so not the JSON envelope.

/** A posted form's text fields (each cut to 2000 characters); an unreadable body reads as none. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  try {
    const form = await request.formData();
    return Object.fromEntries([...form].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value.slice(0, 2000)]] : [])));
  } catch {
    return {};
  }
}

/** A redirect after a post (303: the browser follows with a GET). */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Content-Type': 'text/plain; charset=utf-8' } });
}
