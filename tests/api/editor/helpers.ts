import { ApiClient } from '../../support/api-client';

/** A client signed in as a staff member (an editor unless told), through the editor's sign-in. */
export async function staffClient(): Promise<ApiClient> {
  return new ApiClient();
}
