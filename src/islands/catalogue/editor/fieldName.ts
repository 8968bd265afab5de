import type { ContentKind } from '@lib/catalogue/content/kinds';
import { useEditorT, useFormKind } from './formContext';

/**
 * A document path in an editor's words: "en.data.blocks.1.title" → "English · Editorial blocks 2 ·
 * Title", "tr.body" → "Turkish · Page text". Used by the diff, the conflict and the link warnings.
 */
export function fieldNameOf(t: (key: string, params?: Record<string, unknown>) => string, kind: ContentKind, path: string): string {
  const [lang, part, ...rest] = path.split('.');
  const words = [t(`lang.${lang}`)];
  if (part === 'body') return [...words, t('form.body')].join(' · ');
  const keys: string[] = [];
  for (const segment of rest) {
    if (/^\d+$/.test(segment)) words[words.length - 1] = `${words.at(-1)} ${Number(segment) + 1}`;
    else {
      keys.push(segment);
      words.push(t(`fields.${kind}.${keys.join('/')}.label`));
    }
  }
  return words.join(' · ');
}

/** fieldNameOf bound to the editor's language and the page's kind. */
export function useFieldName() {
  const t = useEditorT();
  const kind = useFormKind();
  return (path: string) => fieldNameOf((key, params) => t(key, params ?? {}), kind, path);
}
