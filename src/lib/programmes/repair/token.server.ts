import { now, serverSecret } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { REPAIR_TOKEN_TTL_SECONDS } from './rules';
import { readRepairToken, signRepairToken } from './token';

const secret = () => serverSecret('repair');

/** A fresh frame token for the signed-in member. */
export async function repairToken(customerId: number): Promise<string> {
  return signRepairToken(await secret(), customerId, new Date(now().getTime() + REPAIR_TOKEN_TTL_SECONDS * 1000));
}

/** The member a frame token names; REPAIR_TOKEN_INVALID when it is malformed, altered or lapsed. */
export async function memberOfToken(token: string): Promise<number> {
  const customerId = readRepairToken(await secret(), token, now());
  if (customerId === null) throw new DomainError('REPAIR_TOKEN_INVALID');
  return customerId;
}
