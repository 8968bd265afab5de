import type { PageState } from '@lib/content/api';
import type { Lang } from '@lib/i18n/lang';
import { useEditorT } from './formContext';
import { formatIstanbul } from './istanbul';

// A page's state as a badge: a word and a sign, never colour alone.

const SIGNS: Record<PageState, string> = { published: '●', draft: '◐', scheduled: '◷', unpublished: '○' };
const TONES: Record<PageState, string> = { published: 'badge-success', draft: '', scheduled: 'badge-dark', unpublished: '' };

/** The state of a page (published, draft, scheduled with its time, unpublished). */
export function StateBadge({
  page,
  lang,
}: {
  page: {
    state?: PageState;
    scheduledAt?: string | null;
    scheduled?: { liveFrom: string }[];
    liveNumber: number | null;
    latest?: { number: number };
  };
  lang: Lang;
}) {
  const t = useEditorT();
  const at = page.scheduledAt ?? page.scheduled?.[0]?.liveFrom ?? null;
  const state: PageState =
    page.state ??
    (at ? 'scheduled' : page.liveNumber === null ? 'unpublished' : page.liveNumber === page.latest?.number ? 'published' : 'draft');
  return (
    <span className={`badge editor-state ${TONES[state]}`}>
      <span aria-hidden="true">{SIGNS[state]} </span>
      {t(`state.${state}`, { when: at ? formatIstanbul(at, lang) : '' })}
    </span>
  );
}
