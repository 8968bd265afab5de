import type { TFunction } from 'i18next';
import type { ContentKind } from './kinds';
import { type DocumentIssue, fieldLabelKey, langOfPath } from './validate';

/**
 * Each refused field's message in the editor's language, naming the field and its language
 * ("Başlık (İngilizce) en fazla 70 karakter olabilir."), keyed by the field's path.
 */
export function issueMessages(kind: ContentKind, issues: readonly DocumentIssue[], t: TFunction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    if (out[issue.path]) continue;
    const last = issue.path.split('.').at(-1) ?? issue.path;
    const label = t(fieldLabelKey(kind, issue.path), { defaultValue: last });
    const field = t('editor:errors.inLanguage', { field: label, language: t(`editor:errors.languages.${langOfPath(issue.path)}`) });
    out[issue.path] =
      issue.rule === 'notSame'
        ? t('editor:errors.notSame', { field: label })
        : t(`validation:${issue.rule}`, { field, value: issue.value });
  }
  return out;
}
