import type { ApiClient } from '../../support/api-client';
import { DEMO_EDITOR, signInStaff } from './staff-helpers';

/** A client signed in as the demo editor (uploading images needs no publisher). */
export async function staffClient(): Promise<ApiClient> {
  return (await signInStaff(DEMO_EDITOR)).client;
}
