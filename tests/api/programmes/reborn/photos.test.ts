import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rebornPhotoPath } from '../../../../src/lib/programmes/reborn/schema';
import { ApiClient } from '../../../support/api-client';
import { PASSWORD } from '../../account/members/helpers';
import { bagDemand, created, photos, rebornMember } from './helpers';

// A Reborn photo served back to its owner (docs/behaviour/reborn.md#photos), so a draft opened in
// another visit shows its thumbnails: the image itself, private and never sniffed; anyone else and
// any made-up address get the catalogue's not-found, with no bytes.

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47];

/** The member signed in again from another browser: a new session, as a new visit has. */
async function anotherVisit(email: string): Promise<ApiClient> {
  const client = new ApiClient();
  const signedIn = await client.post('/cop-api/customer/login', { Username: email, Password: PASSWORD });
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  client.forgetToken();
  return client;
}

/** The image answer: its bytes begin as its type's do, and it is private, never sniffed, and runs nothing. */
async function image(answer: Response, type: string, magic: number[]) {
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe(type);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'none'; sandbox;/);
  expect([...new Uint8Array(await answer.arrayBuffer()).subarray(0, magic.length)]).toEqual(magic);
}

/** The catalogue's not-found, in JSON, with no image in it. */
async function notFound(answer: Response, what: string) {
  expect(answer.status, what).toBe(404);
  expect(answer.headers.get('content-type'), what).toMatch(/^application\/json/);
  const body = (await answer.json()) as { Success: boolean; Message: string; Exception: { ErrorCode: string } };
  expect(body.Exception.ErrorCode, what).toBe('UPLOAD_NOT_FOUND');
  return body;
}

describe('a Reborn photo', () => {
  it('is served to the member who uploaded it, and in any later visit once their draft holds it', async () => {
    const member = await rebornMember();
    const [jpeg, png] = await photos(member.client, 2);
    // Not yet in an application: the session that uploaded it.
    await image(await member.client.request(rebornPhotoPath(jpeg!)), 'image/jpeg', JPEG);
    await created(member.client, bagDemand(member, [jpeg!, png!]));

    const later = await anotherVisit(member.form.Email as string);
    await image(await later.request(rebornPhotoPath(jpeg!)), 'image/jpeg', JPEG);
    await image(await later.request(rebornPhotoPath(png!)), 'image/png', PNG);
    // The draft opened in that visit shows its photos from there.
    const form = await (await later.request('/customer/reborn/new')).text();
    expect(form).toContain(`src="${rebornPhotoPath(jpeg!)}"`);
    expect(form).toContain(`src="${rebornPhotoPath(png!)}"`);
    // In English, at the English address, with the same headers.
    later.cookies.set('LanguageId', '2');
    await image(await later.request(`/en${rebornPhotoPath(png!)}`), 'image/png', PNG);
  });

  it('is not found for anyone else, for an upload no draft holds outside its session, and for a made-up address', async () => {
    const owner = await rebornMember();
    const [held, loose] = await photos(owner.client, 2);
    await created(owner.client, bagDemand(owner, [held!]));
    const other = await rebornMember();
    const guest = new ApiClient();
    // A visitor with a session of their own (a guest's bag), not signed in.
    await guest.verificationToken();
    const strangers = { 'another member': other.client, guest, visitor: new ApiClient() };
    for (const [who, client] of Object.entries(strangers)) {
      for (const id of [held!, loose!]) await notFound(await client.request(rebornPhotoPath(id)), `${who} ${id}`);
    }
    // The owner in another visit: their draft's photo, but not an upload left in the first session.
    const later = await anotherVisit(owner.form.Email as string);
    await image(await later.request(rebornPhotoPath(held!)), 'image/jpeg', JPEG);
    await notFound(await later.request(rebornPhotoPath(loose!)), 'loose upload, another session');
    // Made-up and crafted ids, asked by the owner's own session.
    for (const id of [randomUUID(), 'not-a-photo', `${held}x`, "x' OR '1'='1", 'a'.repeat(2000)]) {
      await notFound(await owner.client.request(rebornPhotoPath(id)), id.slice(0, 40));
    }
    // Climbing out of the folder, however spelled, reaches no file: at most the store's not-found page.
    for (const path of ['..%2F..%2Fpackage.json', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%5C..%5Cpackage.json']) {
      const answer = await owner.client.request(`/customer/reborn/photos/${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).not.toMatch(/^image\//);
    }
    // Said in the shopper's language.
    other.client.cookies.set('LanguageId', '2');
    const english = await notFound(await other.client.request(`/en${rebornPhotoPath(held!)}`), 'English');
    expect(english.Message).toBe('File not found; please upload it again.');
  });
});
