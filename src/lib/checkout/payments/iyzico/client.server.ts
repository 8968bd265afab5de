import Iyzipay from 'iyzipay';
import { env } from '@lib/platform/index.server';

// The official iyzico client, one per configuration, its callbacks as promises. The client sets no
// timeout of its own: each call here is given up after PROVIDER_TIMEOUT_SECONDS. A call given up
// may still have reached iyzico and done its work, so callers of a charge ask iyzico afterwards.

/** A call that got no answer: timed out, or failed on the network; `reached` is false only when it surely never left. */
export class IyzicoUnreachable extends Error {
  override name = 'IyzicoUnreachable';
  constructor(
    readonly reached: boolean,
    cause: unknown,
  ) {
    super(reached ? 'iyzico did not answer in time' : 'iyzico could not be reached', { cause });
  }
}

type Resource = 'payment' | 'threedsInitialize' | 'threedsPayment' | 'cancel' | 'refund' | 'binNumber' | 'installmentInfo';

let current: { key: string; client: Iyzipay } | undefined;

function client(): Iyzipay {
  const settings = env();
  const uri = settings.IYZICO_BASE_URL;
  const apiKey = settings.IYZICO_API_KEY ?? '';
  const secretKey = settings.IYZICO_SECRET_KEY ?? '';
  const key = `${uri}\n${apiKey}\n${secretKey}`;
  if (current?.key !== key) current = { key, client: new Iyzipay({ uri, apiKey, secretKey }) };
  return current.client;
}

/** Errors of a connection that was never made: the request cannot have reached iyzico. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

/** Calls one resource of the client; resolves with iyzico's JSON answer, rejects with IyzicoUnreachable. */
export function callIyzico(resource: Resource, method: 'create' | 'retrieve', request: Record<string, unknown>): Promise<unknown> {
  const timeoutMs = env().PROVIDER_TIMEOUT_SECONDS * 1000;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new IyzicoUnreachable(true, new Error(`no answer in ${timeoutMs} ms`))), timeoutMs);
    try {
      // The client keeps the request on its resource's shared config (this._config.body) and builds
      // the HTTP request from it synchronously inside this call, so parallel calls cannot mix.
      client()[resource][method](request, (error, result) => {
        clearTimeout(timer);
        if (!error) resolve(result);
        else reject(new IyzicoUnreachable(!NEVER_SENT.has((error as NodeJS.ErrnoException).code ?? ''), error));
      });
    } catch (error) {
      clearTimeout(timer);
      reject(error);
    }
  });
}
