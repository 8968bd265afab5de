import type { APIRoute } from 'astro';
import { defaultSecurityContact, securityTxt } from '@lib/platform';
import { env, now } from '@lib/platform/index.server';
import { siteOrigin } from '@lib/catalogue/index.server';

/** Where to report a vulnerability (RFC 9116), for the store's public address. */
export const GET: APIRoute = () => {
  const origin = siteOrigin();
  const settings = env();
  const text = securityTxt(origin, settings.SECURITY_CONTACT ?? defaultSecurityContact(origin, settings.MAIL_FROM), now());
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } });
};
