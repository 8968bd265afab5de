import { z } from 'zod';
import { env } from '@lib/platform/config/env.server';
import { StartupError } from '@lib/platform/config/startup-error';
import { type Delivered, DeliveryError, type SmsDelivery, type Transport } from '../transport';
import { IYS_FILTER, isNetgsmErrorCode, NETGSM_ACCEPTED, NETGSM_SEND_ERRORS, NETGSM_SEND_PATH } from './netgsm-codes';
import { needsTurkishEncoding } from './segments';

// SMS through Netgsm's REST v2 API (decision 0043): one POST per message, HTTP Basic auth, a JSON
// body, a JSON answer with a code. Netgsm answers a refusal with HTTP 406 and its code; anything it
// does not document (another status, a body that is not its JSON, no answer in time) is treated as
// a passing trouble and retried by the outbox, which gives up after its attempts.

/** What the transport needs, read from the settings by `netgsmFromEnv`. */
export interface NetgsmSettings {
  /** https://api.netgsm.com.tr; a test's fake otherwise. */
  baseUrl: string;
  usercode: string;
  password: string;
  /** The sender name registered with Netgsm (msgheader). */
  sender: string;
  /** The store's İYS brand code: commercial messages are refused without it (the brand must be on the Netgsm account). */
  iysBrandCode?: string;
  timeoutSeconds: number;
}

/** A Turkish mobile number as Netgsm takes it: 10 digits, starting with 5. */
const MOBILE = /^5\d{9}$/;

/** Netgsm's answer to a send, as its SDKs and OpenAPI describe it (a numeric job id read as text, to be safe). */
const answerSchema = z.object({
  code: z.string(),
  description: z.string().nullish(),
  jobid: z.union([z.string(), z.number()]).nullish(),
});

/** The JSON body of one message, exactly the documented fields. */
function requestBody(settings: NetgsmSettings, message: SmsDelivery): string {
  return JSON.stringify({
    msgheader: settings.sender,
    messages: [{ msg: message.text, no: message.to }],
    // Netgsm's SDKs send "TR" only for Turkish letters: without it ğ ı ş arrive as g i s, and a plain text needs no national table.
    ...(needsTurkishEncoding(message.text) ? { encoding: 'TR' } : {}),
    // Shoppers are individuals (11); every transactional message is informational (0), outside İYS.
    iysfilter: message.commercial ? IYS_FILTER.individuals : IYS_FILTER.informational,
  });
}

/** Why fetch failed, without anything from the request (the credentials travel in its header). */
function unreachable(error: unknown, timeoutSeconds: number): DeliveryError {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new DeliveryError(`Netgsm did not answer within ${timeoutSeconds} s`, true, 'timeout');
  }
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  return new DeliveryError(`Netgsm could not be reached${typeof cause === 'string' ? ` (${cause})` : ''}`, true, 'unreachable');
}

/** Reads Netgsm's answer: the job id of an accepted message, or the DeliveryError it amounts to. */
function readAnswer(status: number, body: string): Delivered {
  if (status >= 500) throw new DeliveryError(`Netgsm answered HTTP ${status}`, true, `http-${status}`);
  let parsed: z.infer<typeof answerSchema> | undefined;
  try {
    const result = answerSchema.safeParse(JSON.parse(body));
    parsed = result.success ? result.data : undefined;
  } catch {
    parsed = undefined;
  }
  // "00" is an accepted job even without its id: retrying it would send the SMS twice.
  if (parsed && status === 200 && parsed.code === NETGSM_ACCEPTED) return parsed.jobid ? { providerId: String(parsed.jobid) } : {};
  if (parsed && (status === 200 || status === 406) && isNetgsmErrorCode(parsed.code)) {
    const known = NETGSM_SEND_ERRORS[parsed.code];
    throw new DeliveryError(`Netgsm refused the message (${parsed.code}): ${known.meaning}`, known.retry, parsed.code);
  }
  throw new DeliveryError(`Netgsm gave an answer it does not document (HTTP ${status})`, true, parsed?.code ?? `http-${status}`);
}

/** The Netgsm transport for the given settings. */
export function netgsmTransport(settings: NetgsmSettings): Transport<SmsDelivery> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}${NETGSM_SEND_PATH}`;
  const authorization = `Basic ${Buffer.from(`${settings.usercode}:${settings.password}`, 'utf8').toString('base64')}`;
  return {
    name: 'netgsm',
    async deliver(message) {
      if (!MOBILE.test(message.to)) throw new DeliveryError('not a Turkish mobile number (10 digits, 5xxxxxxxxx)', false, 'number');
      if (message.commercial && !settings.iysBrandCode) {
        throw new DeliveryError('a commercial SMS needs IYS_BRAND_CODE (and the brand on the Netgsm account)', false, 'iys-brand');
      }
      let status: number;
      let body: string;
      try {
        // One signal for the answer's head and its body: a provider that stalls mid-body is as slow as one that never answers.
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json; charset=utf-8', Accept: 'application/json', Authorization: authorization },
          body: requestBody(settings, message),
          signal: AbortSignal.timeout(settings.timeoutSeconds * 1000),
        });
        status = response.status;
        body = await response.text();
      } catch (error) {
        throw unreachable(error, settings.timeoutSeconds);
      }
      return readAnswer(status, body);
    },
  };
}

/** The Netgsm transport the settings describe (SMS_PROVIDER=netgsm; the schema requires the credentials then). */
export function netgsmFromEnv(): Transport<SmsDelivery> {
  const settings = env();
  const { NETGSM_USERCODE: usercode, NETGSM_PASSWORD: password, SMS_SENDER: sender } = settings;
  if (!usercode || !password || !sender)
    throw new StartupError('SMS_PROVIDER=netgsm needs NETGSM_USERCODE, NETGSM_PASSWORD and SMS_SENDER');
  return netgsmTransport({
    baseUrl: settings.NETGSM_BASE_URL,
    usercode,
    password,
    sender,
    iysBrandCode: settings.IYS_BRAND_CODE,
    timeoutSeconds: settings.PROVIDER_TIMEOUT_SECONDS,
  });
}
