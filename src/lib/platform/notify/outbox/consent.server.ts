// Commercial messages go only to members whose communication preferences allow the channel. The
// preferences are the account area's, above the platform: it names the check at start
// (app/server/boot.server.ts), and until then no commercial message is allowed.

type ConsentCheck = (customerId: number, channel: 'sms' | 'email') => Promise<boolean>;

let check: ConsentCheck | undefined;

/** Names how a member's consent to commercial messages on a channel is read. */
export function setCommercialConsent(read: ConsentCheck): void {
  check = read;
}

/** Whether a commercial message may go to a member on a channel now; never without a member or a check. */
export async function commercialAllowed(customerId: number | null, channel: 'sms' | 'email'): Promise<boolean> {
  if (customerId === null || !check) return false;
  return check(customerId, channel);
}
