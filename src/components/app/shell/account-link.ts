/**
 * The data a kept page's account link carries so the shell's script can turn it into the member's
 * (src/islands/app/shell/session-sync.ts): none on a personal page, which is rendered for its shopper.
 */
export function accountLinkData(
  locals: Pick<App.Locals, 'kept' | 't'>,
  accountHref: string,
): { 'data-member-href'?: string; 'data-member-label'?: string } {
  return locals.kept ? { 'data-member-href': accountHref, 'data-member-label': locals.t('shell:account') } : {};
}
