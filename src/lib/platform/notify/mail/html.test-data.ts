// Reading rendered e-mails' HTML in the tests: tags, their attributes decoded, links.

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (value: string) => value.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
/** An attribute of a tag, decoded. */
export const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1] ?? '') : undefined;
};
/** Every opening tag of an element name. */
export const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
/** Every link's address. */
export const hrefs = (html: string) => tags(html, 'a').map((tag) => attribute(tag, 'href') ?? '');
/** The buttons' addresses. */
export const buttonHrefs = (html: string) =>
  tags(html, 'a')
    .filter((tag) => tag.includes('data-button'))
    .map((tag) => attribute(tag, 'href') ?? '');
