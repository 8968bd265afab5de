import type { PageDetail, PageState, PageSummary } from '@lib/catalogue/content/api';
import type { Lang } from '@lib/platform';
import { useEditorT } from './formContext';
import { formatIstanbul } from './istanbul';
import { pageState } from './pageState';

// A page's state as a badge: a word and a sign, never colour alone.

const SIGNS: Record<PageState, string> = { published: '●', draft: '◐', scheduled: '◷', unpublished: '○' };
const TONES: Record<PageState, string> = { published: 'badge-success', draft: '', scheduled: 'badge-dark', unpublished: '' };

/** The state of a page (published, draft, scheduled with its time, unpublished). */
export function StateBadge({ page, lang }: { page: PageSummary | PageDetail; lang: Lang }) {
  const t = useEditorT();
  const { state, at } = pageState(page);
  return (
    <span className={`badge editor-state ${TONES[state]}`}>
      <span aria-hidden="true">{SIGNS[state]} </span>
      {t(`state.${state}`, { when: at ? formatIstanbul(at, lang) : '' })}
    </span>
  );
}
