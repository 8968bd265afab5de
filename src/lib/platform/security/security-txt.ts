// /.well-known/security.txt (RFC 9116): where a researcher reports a vulnerability. The RFC asks
// for Contact and Expires (less than a year ahead, so a forgotten file stops being trusted); the
// file is written per request, so it never goes stale while the store runs.

/** How far ahead the file says it expires. */
const VALID_DAYS = 180;

/** A host a mailbox can be at: a domain name, not an address or a machine name such as localhost. */
function isDomainName(host: string): boolean {
  return host.includes('.') && !host.startsWith('[') && !/^[\d.]+$/.test(host);
}

/** The domain of MAIL_FROM's address ("Vitrin <siparis@vitrin.example>" or a bare address), if any. */
function mailDomain(mailFrom: string | undefined): string | undefined {
  const domain = mailFrom?.match(/@([^\s>@]+)>?\s*$/)?.[1]?.toLowerCase();
  return domain && isDomainName(domain) ? domain : undefined;
}

/**
 * The contact when SECURITY_CONTACT is unset: security@ the store's own domain; on a store reached by
 * address or machine name (no SITE_URL), security@ the domain it sends e-mail from; failing both, the
 * information centre's page, since a mailbox at 127.0.0.1 reaches nobody.
 */
export function defaultSecurityContact(origin: string, mailFrom?: string): string {
  const { hostname } = new URL(origin);
  const domain = isDomainName(hostname) ? hostname : mailDomain(mailFrom);
  return domain ? `mailto:security@${domain}` : `${origin}/content/bilgi-merkezi`;
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
