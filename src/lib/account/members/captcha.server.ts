import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { now, serverSecret, hit, env } from '@lib/platform/index.server';

// The self-hosted bot check: an ALTCHA proof-of-work challenge, signed by this server, solved by the
// altcha widget in the browser. No third-party service sees the shopper.

const CHALLENGE_TTL_S = 600;
async function secrets() {
  const secret = await serverSecret('captcha', env().CAPTCHA_SECRET);
  return { hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}:key` };
}

/** A new challenge for the widget. */
export async function captchaChallenge(): Promise<Challenge> {
  const cost = env().CAPTCHA_COST;
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost,
    // The solver must try every counter up to this one: roughly 1.5 × 1000 × cost PBKDF2 rounds.
    counter: randomInt(1000, 2000),
    deriveKey,
    expiresAt: new Date(now().getTime() + CHALLENGE_TTL_S * 1000),
    ...(await secrets()),
  });
}

/** Whether a widget payload (base64 JSON of challenge and solution) solves a challenge of ours, once. */
export async function verifyCaptcha(token: string): Promise<boolean> {
  if (!token) return false;
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as {
      challenge: Challenge;
      solution: Parameters<typeof verifySolution>[0]['solution'];
    };
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...(await secrets()) });
    // A solved challenge is good for one registration only.
    return result.verified && (await hit(`captcha:${payload.challenge.signature}`, CHALLENGE_TTL_S)) === 1;
  } catch {
    return false;
  }
}
