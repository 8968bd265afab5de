// /.well-known/security.txt (RFC 9116): where a researcher reports a vulnerability. The RFC asks
// for Contact and Expires (less than a year ahead, so a forgotten file stops being trusted); the
// file is written per request, so it never goes stale while the store runs.

/** How far ahead the file says it expires. */
const VALID_DAYS = 180;

/** The contact when SECURITY_CONTACT is unset: security@ the store's own domain. */
export function defaultSecurityContact(origin: string): string {
  return `mailto:security@${new URL(origin).hostname}`;
}

/** The file's text for the store at `origin`, as of `now`. */
export function securityTxt(origin: string, contact: string, now: Date): string {
  const expires = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + VALID_DAYS));
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: tr, en',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}
