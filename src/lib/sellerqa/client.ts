import { SF_API_KEY_HEADER, SF_CLIENT_ID_HEADER } from './rules';

/** The /sf-api key and client id a page hands its islands (its initial data). */
export interface SfClient {
  ApiKey: string;
  ClientId: string;
}

/** The headers every /sf-api call carries. */
export const sfHeaders = (client: SfClient) => ({ [SF_API_KEY_HEADER]: client.ApiKey, [SF_CLIENT_ID_HEADER]: client.ClientId });
