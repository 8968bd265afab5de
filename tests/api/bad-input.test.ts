import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { badParam, badQueryValue, badValue, fieldsOf } from '../support/bad-input';
import { type EndpointCase, endpointCases } from '../support/endpoints';
import { registerCustomer } from './account/members/helpers';

// Generated bad input against the built server, as a signed-in member so that a value that slipped
// through validation would reach the database. A few cases per endpoint keep this to seconds.

const RUNS = 4;
const cases = endpointCases();
const fieldCount = (c: EndpointCase) => Object.keys({ ...(c.query && fieldsOf(c.query)), ...(c.body && fieldsOf(c.body)) }).length;
const withInput = cases.filter((c) => fieldCount(c) > 0);
let member: ApiClient;

beforeAll(async () => {
  ({ client: member } = await registerCustomer());
});

/** One bad field of the query or the body, chosen among the endpoint's fields. */
function badRequest({ query, body }: EndpointCase) {
  const choices = [
    ...Object.entries(query ? fieldsOf(query) : {}).map(([name, kind]) =>
      badQueryValue(kind).map((value) => ({ query: { [name]: value }, body: {} as unknown })),
    ),
    ...Object.entries(body ? fieldsOf(body) : {}).map(([name, kind]) =>
      badValue(kind).map((value) => ({ query: {} as Record<string, string>, body: { [name]: value } as unknown })),
    ),
  ];
  return fc.oneof(...choices);
}

async function call(client: ApiClient, method: EndpointCase['method'], path: string, query: Record<string, string>, body: unknown) {
  const search = new URLSearchParams(query).toString();
  const url = search ? `${path}?${search}` : path;
  return method === 'GET' ? client.get(url) : client.send(method, url, body);
}

describe('bad input', () => {
  it('answers an id above the integer range and a NUL byte in an e-mail with 400, not 500', async () => {
    const detail = await member.get('/cop-api/address/detail?addressId=2147483648');
    expect(detail.status).toBe(400);
    expect(detail.body.Exception?.FieldErrors).toHaveProperty('addressId');
    const forgot = await new ApiClient().post('/cop-api/customer/forgot-password', { Email: 'ayse\u0000@vitrin.example' });
    expect(forgot.status).toBe(400);
    expect(forgot.body.Exception?.FieldErrors).toHaveProperty('Email');
    const login = await new ApiClient().post('/cop-api/customer/login', { Username: 'ayse@vitrin.example\u0000', Password: 'x' });
    expect(login.status).toBe(400);
  });

  it.each(withInput.map((c) => ({ ...c, title: `${c.method} ${c.path}` })))(
    '$title answers generated bad values with a 4xx in the envelope',
    async (endpoint) => {
      await fc.assert(
        fc.asyncProperty(badRequest(endpoint), async ({ query, body }) => {
          const answer = await call(member, endpoint.method, endpoint.path, query, body);
          expect(answer.status, JSON.stringify({ query, body }).slice(0, 300)).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
          expect(answer.body.Success).toBe(false);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('answers unknown [kind] values, prototype names included, with 404 in the envelope', async () => {
    const patterns = [...new Set(cases.filter((c) => c.pattern.includes('[')).map((c) => `${c.method} ${c.pattern}`))];
    expect(patterns.length).toBeGreaterThanOrEqual(2);
    for (const entry of patterns) {
      const [method, pattern] = entry.split(' ') as [EndpointCase['method'], string];
      await fc.assert(
        fc.asyncProperty(badParam, async (value) => {
          const answer = await call(member, method, pattern.replace(/\[\w+\]/, encodeURIComponent(value)), {}, {});
          expect(answer.status).toBe(404);
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('answers junk sent to calls that take no input without a fault, signing out last', async () => {
    const junk = '{"__proto__":{"polluted":1},"addressId":1099511627776,"Email":"\\u0000"}';
    const noInput = cases
      .filter((c) => fieldCount(c) === 0)
      .sort((a, b) => Number(a.path.endsWith('logout')) - Number(b.path.endsWith('logout')));
    expect(noInput.map((c) => c.path)).toContain('/cop-api/customer/logout');
    for (const { method, path } of noInput) {
      const token = await member.verificationToken();
      const answer = await member.request(`${path}?addressId=2147483648&x=%00`, {
        method,
        headers: { 'Content-Type': 'application/json', RequestVerificationToken: token, Origin: member.baseUrl },
        body: method === 'GET' ? undefined : junk,
      });
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
    }
  });
});
