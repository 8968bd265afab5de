import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

// Editors' Markdown becomes HTML once, when a version is saved, never at a shopper's request.
// Raw HTML in the Markdown is dropped (remark-rehype without allowDangerousHtml), and what remains
// passes GitHub's sanitising schema: no script, no event attribute, no javascript: or data: link,
// so nothing an editor (or a stolen editor account) types can run on a shopper's page.

const schema = {
  ...defaultSchema,
  // Links may lead to this site's paths, https and mail/phone; nothing else is a link.
  protocols: { ...defaultSchema.protocols, href: ['https', 'http', 'mailto', 'tel'] },
};

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize, schema).use(rehypeStringify).freeze();

/** A Markdown body as sanitised HTML. */
export async function renderMarkdown(body: string): Promise<string> {
  if (!body.trim()) return '';
  return String(await processor.process(body));
}
