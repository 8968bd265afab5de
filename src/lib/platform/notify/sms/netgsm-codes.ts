// The answers Netgsm documents for POST /sms/rest/v2/send (decision 0043 lists the sources), and
// what each means for the outbox: `retry` when a later attempt may succeed, not when only the
// operator can fix it. Shared by the transport and the fake Netgsm the tests start.

/** The path of Netgsm's REST v2 send endpoint. */
export const NETGSM_SEND_PATH = '/sms/rest/v2/send';

/** The code of an accepted job; the answer then carries its `jobid`. */
export const NETGSM_ACCEPTED = '00';

/** Every documented refusal of a send, with its meaning (for the operator) and whether to try again. */
export const NETGSM_SEND_ERRORS = {
  '20': { retry: false, meaning: 'the text was refused (a problem in it, or longer than the maximum)' },
  '30': { retry: false, meaning: 'bad usercode or password, no API access, or this server is not on the IP allow-list' },
  '40': { retry: false, meaning: 'the sender name (message header) is not registered on the account' },
  '50': { retry: false, meaning: 'the account cannot send İYS-filtered (commercial) messages' },
  '51': { retry: false, meaning: 'no İYS brand is defined on the account' },
  '70': { retry: false, meaning: 'a parameter is wrong or missing' },
  '80': { retry: true, meaning: 'the sending rate limit was exceeded' },
  '85': { retry: true, meaning: 'more than 20 messages to the same number within a minute' },
  '100': { retry: true, meaning: 'system error at Netgsm' },
  '101': { retry: true, meaning: 'system error at Netgsm' },
} as const satisfies Record<string, { retry: boolean; meaning: string }>;

/** A documented refusal code. */
export type NetgsmErrorCode = keyof typeof NETGSM_SEND_ERRORS;

/** The İYS filter values: informational (no İYS check), commercial to individuals, commercial to traders. */
export const IYS_FILTER = { informational: '0', individuals: '11', traders: '12' } as const;

/** True for a documented refusal code. */
export function isNetgsmErrorCode(code: string): code is NetgsmErrorCode {
  return Object.hasOwn(NETGSM_SEND_ERRORS, code);
}
