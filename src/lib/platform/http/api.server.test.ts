import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIContext } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { changePasswordSchema, profileSchema } from '@lib/account/members/schema';
import { ERRORS, type ErrorName, wireCode } from '@lib/platform/errors/catalogue';
import { DomainError } from '@lib/platform/errors/domain-error';
import { translator } from '@lib/platform/i18n/catalogs.server';
import { logger } from '@lib/platform/log/logger.server';
import { byParam, endpoint } from './api.server';
import { envelopeSchema } from './envelope';

/** The parts of Astro's context an endpoint reads. */
function contextFor(body?: unknown, params: Record<string, string> = {}): APIContext {
  const request = new Request('http://store.test/cop-api/x', {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { request, url: new URL(request.url), params, locals: { t: translator('en'), requestId: 'test' } } as unknown as APIContext;
}

async function answer(response: Response) {
  return { status: response.status, body: envelopeSchema.parse(await response.json()) };
}

describe('the endpoint wrapper', () => {
  it('answers every catalogue code with the catalogue’s status, wire code and text', async () => {
    for (const name of Object.keys(ERRORS) as ErrorName[]) {
      const route = endpoint({}, async () => {
        throw new DomainError(name);
      });
      const { status, body } = await answer(await route(contextFor()));
      expect({ status, code: body.Exception?.ErrorCode, message: body.Message }, name).toEqual({
        status: ERRORS[name].status,
        code: wireCode(name),
        message: translator('en')(ERRORS[name].text),
      });
    }
  });

  it('answers refused input 400 with field errors, under the code a rule names, where it names one', async () => {
    const weak = endpoint({ body: changePasswordSchema }, async () => null);
    const password = await answer(await weak(contextFor({ CurrentPassword: 'Eski2024', NewPassword: 'abc', ConfirmNewPassword: 'abc' })));
    expect(password.status).toBe(400);
    expect(password.body.Exception?.ErrorCode).toBe('PASSWORD_UPDATE_ERROR');
    expect(password.body.Exception?.FieldErrors).toHaveProperty('NewPassword');

    const profile = endpoint({ body: profileSchema }, async () => null);
    const repeated = await answer(
      await profile(contextFor({ FirstName: 'Aaaayşe', LastName: 'K', birthDay: '', CellPhone: '5321234567' })),
    );
    expect(repeated.status).toBe(400);
    expect(repeated.body.Exception?.ErrorCode).toBe('FIRSTNAME_HAS_TOO_MANY_REPEATED_CHARACHTER');
    expect(Object.keys(repeated.body.Exception?.FieldErrors ?? {}).sort()).toEqual(['FirstName', 'LastName']);

    const plain = await answer(await profile(contextFor({ FirstName: 'Ayşe', LastName: 'K', birthDay: '', CellPhone: '5321234567' })));
    expect(plain.body.Exception?.ErrorCode).toBe('VALIDATION_ERROR');
  });

  it('answers a fault, and a handler that tries to build its own Response, with the generic 500', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const thrown = endpoint({}, async () => {
      throw new Error('boom');
    });
    const handBuilt = endpoint({}, async () => new Response('{"Success":true}', { status: 201 }));
    for (const route of [thrown, handBuilt]) {
      const { status, body } = await answer(await route(contextFor()));
      expect({ status, code: body.Exception?.ErrorCode }).toEqual({ status: 500, code: 'E100' });
    }
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it('answers a successful call with its Message when the endpoint names one, and an unknown [kind] 404', async () => {
    const saved = endpoint({ body: z.object({}), message: 'account:contact.savedUnverified' }, async () => null);
    expect(await answer(await saved(contextFor({})))).toEqual({
      status: 200,
      body: { Success: true, Result: null, Message: translator('en')('account:contact.savedUnverified') },
    });
    const routed = byParam('kind', { phone: saved });
    expect((await answer(await routed(contextFor({}, { kind: 'phone' })))).status).toBe(200);
    expect(await answer(await routed(contextFor({}, { kind: 'constructor' })))).toMatchObject({
      status: 404,
      body: { Exception: { ErrorCode: 'E104' } },
    });
  });
});

const API_FOLDERS = ['src/pages/cop-api', 'src/pages/order-web-bff', 'src/pages/prc-web-bff', 'src/pages/sf-api'];

describe('the JSON endpoints', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

  it('never build a Response or pick a status themselves: every answer goes through the endpoint wrapper', () => {
    const sources = API_FOLDERS.filter((dir) => existsSync(dir))
      .flatMap((dir) => files(dir))
      .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    expect(sources.length).toBeGreaterThan(30);
    const handBuilt = sources.filter(({ text }) => /new Response\b|Response\.json|status:\s*\d/.test(text)).map(({ file }) => file);
    expect(handBuilt).toEqual([]);
  });
});
