import { env } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { SF_API_KEY_HEADER, SF_CLIENT_ID_HEADER } from './client';

/** Every /sf-api call names the store's public key and client id (from the page's initial data); anything else answers 401. */
export function assertSfClient(headers: Headers): void {
  const settings = env();
  if (headers.get(SF_API_KEY_HEADER) !== settings.SF_API_KEY || headers.get(SF_CLIENT_ID_HEADER) !== settings.SF_CLIENT_ID) {
    throw new DomainError('SF_API_UNAUTHORISED');
  }
}

/** The /sf-api headers for the page's islands (the initial data they are given). */
export function sfClient(): { ApiKey: string; ClientId: string } {
  return { ApiKey: env().SF_API_KEY, ClientId: env().SF_CLIENT_ID };
}
