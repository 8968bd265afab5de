import type { PageDetail, PageState, PageSummary } from '@lib/catalogue/content/api';

// A page's state and the moment it is scheduled for, from a list row (which states it) or a page's
// detail (where it follows from the live and latest versions and the publications ahead). Pure.

/** The state to show and, when scheduled, the soonest publication's moment. */
export function pageState(page: PageSummary | PageDetail): { state: PageState; at: string | null } {
  if ('state' in page) return { state: page.state, at: page.scheduledAt };
  const at = page.scheduled[0]?.liveFrom ?? null;
  if (at) return { state: 'scheduled', at };
  if (page.liveNumber === null) return { state: 'unpublished', at: null };
  return { state: page.liveNumber === page.latest.number ? 'published' : 'draft', at: null };
}
