import { spawn } from 'node:child_process';
import { scriptCommand } from '../../../../scripts/lib/run-script.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_API } from '@lib/catalogue/content/api';
import { ApiClient } from '../../../support/api-client';
import { ownServer } from '../../../support/own-server';
import { askForStaffCode, signInStaff } from './staff-helpers';

// What needs a database and a clock of the file's own: staff made with `npm run editor:add` (the
// script, on DATABASE_URL), sign-in limits, a session's idle and absolute expiry on the store's test
// clock, and a staff member disabled by an operator. PostgreSQL only (a server of its own).

const harness = ownServer({ TEST_CLOCK: '1', OTP_SENDS_PER_HOUR: '1000' });
const PASSWORD = 'Yeni-Editor-Parola-9';
const client = () => new ApiClient(harness.server.url);
const minutes = (n: number) => client().post('/cop-api/test/clock', { seconds: Math.round(n * 60) });

/** Runs `npm run editor:add` (the build's command, scripts/lib/run-script.mjs) on the file's database; resolves with its exit code and output. */
function editorAdd(args: string[], input?: string): Promise<{ code: number | null; output: string }> {
  const [command, commandArgs] = scriptCommand('editor-add', args);
  const child = spawn(command, commandArgs, {
    env: {
      ...process.env,
      DATABASE_URL: harness.databaseUrl,
      PASSWORD_HASH_MEMORY_KIB: '19456',
      PASSWORD_HASH_PASSES: '2',
      LOG_LEVEL: 'warn',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  child.stdin.end(input ?? '');
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}

const who = (email: string) => ({ email, password: PASSWORD });

describe('npm run editor:add', () => {
  it('creates an editor and a publisher (the password from standard input or --password), lower-casing the e-mail', async () => {
    const editor = await editorAdd(['--email', 'Ekip.Editor@Vitrin.Example', '--name', 'Ece Demir', '--role', 'editor'], `${PASSWORD}\n`);
    expect(editor, editor.output).toMatchObject({ code: 0 });
    expect(editor.output).toContain('Created editor Ece Demir <ekip.editor@vitrin.example>');
    const publisher = await editorAdd([
      '--email',
      'ekip.yayin@vitrin.example',
      '--name',
      'Emre Koç',
      '--role',
      'publisher',
      '--password',
      PASSWORD,
    ]);
    expect(publisher, publisher.output).toMatchObject({ code: 0 });
    const { staff } = await signInStaff(who('ekip.yayin@vitrin.example'), client());
    expect(staff).toMatchObject({ name: 'Emre Koç', role: 'publisher' });
  });

  it('refuses a duplicate e-mail, a weak password and a wrong role with a clear line, creating nothing', async () => {
    const count = () => harness.number('select count(*) as n from staff');
    const before = await count();
    const duplicate = await editorAdd([
      '--email',
      'EKIP.EDITOR@vitrin.example',
      '--name',
      'Başka',
      '--role',
      'editor',
      '--password',
      PASSWORD,
    ]);
    expect(duplicate.code).toBe(1);
    expect(duplicate.output).toContain('already exists');
    const short = await editorAdd(['--email', 'kisa@vitrin.example', '--name', 'Kısa', '--role', 'editor'], 'Kisa-2026\n');
    expect(short.code).toBe(1);
    expect(short.output).toContain('at least 12 characters');
    const role = await editorAdd(['--email', 'rol@vitrin.example', '--name', 'Rol', '--role', 'admin', '--password', PASSWORD]);
    expect(role.code).toBe(2);
    expect(role.output).toContain('editor or publisher');
    expect(await count()).toBe(before);
  });
});

describe('staff sign-in limits and sessions', () => {
  beforeAll(async () => {
    // Staff of these tests share the script-made editor's password hash, as an operator's SQL would.
    await harness.sql.query(
      `insert into staff (email, name, role, password_hash)
       select e, 'Test ' || e, 'editor', password_hash from staff, unnest($1::text[]) as e where email = 'ekip.editor@vitrin.example'`,
      [['limit@vitrin.example', 'idle@vitrin.example', 'absolute@vitrin.example', 'disabled@vitrin.example', 'pending@vitrin.example']],
    );
  });

  it('holds the account limit under 20 parallel wrong passwords from one address, then refuses that address even the right one, never the editor elsewhere', async () => {
    const asker = client();
    await asker.verificationToken();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => asker.post(EDITOR_API.signIn, { email: 'limit@vitrin.example', password: 'Yanlis-Parola-2026' })),
    );
    const codes = answers.map((a) => a.body.Exception?.ErrorCode);
    expect(codes.filter((c) => c === 'STAFF_SIGN_IN_FAILED').length).toBe(5);
    expect(codes.filter((c) => c === 'STAFF_THROTTLED').length).toBe(15);
    const right = await asker.post(EDITOR_API.signIn, who('limit@vitrin.example'));
    expect(right.status).toBe(429);
    expect(right.body.Exception?.ErrorCode).toBe('STAFF_THROTTLED');
    // The editor at their own desk (another address, told by the proxy in front) still gets the code.
    const desk = client();
    desk.headers['X-Forwarded-For'] = '203.0.113.40';
    const fromDesk = await desk.post(EDITOR_API.signIn, who('limit@vitrin.example'));
    expect(fromDesk.status, JSON.stringify(fromDesk.body)).toBe(200);
    // An unknown e-mail is limited the same way, so the limit tells no account apart.
    const unknown = await Promise.all(
      Array.from({ length: 6 }, () => asker.post(EDITOR_API.signIn, { email: 'nobody@vitrin.example', password: 'Yanlis-Parola-2026' })),
    );
    expect(unknown.map((a) => a.body.Exception?.ErrorCode).filter((c) => c === 'STAFF_THROTTLED').length).toBe(1);
    await minutes(15.5);
    await signInStaff(who('limit@vitrin.example'), client());
  });

  it('ends a session left idle for two hours, and keeps one in use alive', async () => {
    const { client: staff } = await signInStaff(who('idle@vitrin.example'), client());
    await minutes(110);
    expect((await staff.get(EDITOR_API.me)).status).toBe(200);
    // The use above pushed the idle limit on: 110 minutes more are still within it.
    await minutes(110);
    expect((await staff.get(EDITOR_API.me)).status).toBe(200);
    await minutes(121);
    const me = await staff.get(EDITOR_API.me);
    expect(me.status).toBe(401);
    expect(me.body.Exception?.ErrorCode).toBe('STAFF_SIGNED_OUT');
    const page = await staff.request('/editor/pages');
    expect(page.headers.get('location')).toBe(`/editor/sign-in?returnUrl=${encodeURIComponent('/editor/pages')}`);
  });

  it('ends a session twelve hours after sign-in, however busy', async () => {
    const { client: staff } = await signInStaff(who('absolute@vitrin.example'), client());
    for (let step = 1; step <= 6; step++) {
      await minutes(110);
      expect((await staff.get(EDITOR_API.me)).status, `after ${step * 110} minutes`).toBe(200);
    }
    await minutes(65);
    expect((await staff.get(EDITOR_API.me)).status).toBe(401);
    expect(
      await harness.number(
        "select count(*) as n from staff_sessions s join staff on staff.id = s.staff_id where email = 'absolute@vitrin.example'",
      ),
    ).toBe(1);
  });

  it('shuts a disabled staff member out: their session stops working and their password no longer signs in', async () => {
    const { client: staff } = await signInStaff(who('disabled@vitrin.example'), client());
    const pending = client();
    const challenge = await askForStaffCode(pending, who('pending@vitrin.example'));
    await harness.sql.query("update staff set disabled_at = now() where email in ('disabled@vitrin.example', 'pending@vitrin.example')");
    expect((await staff.get(EDITOR_API.me)).status).toBe(401);
    expect((await staff.request('/editor')).status).toBe(302);
    const again = await client().post(EDITOR_API.signIn, who('disabled@vitrin.example'));
    const unknown = await client().post(EDITOR_API.signIn, { email: 'nobody-else@vitrin.example', password: PASSWORD });
    expect({ status: again.status, body: again.body }).toEqual({ status: unknown.status, body: unknown.body });
    // A sign-in between its two steps when the account was disabled is refused at the code.
    const { body } = await pending.get<{ body: string }[]>('/dev/outbox.json?recipient=pending%40vitrin.example&limit=1');
    const code = /\b(\d{6})\b/.exec(body.Result?.[0]?.body ?? '')?.[1];
    const late = await pending.post(EDITOR_API.code, { RequestId: challenge.RequestId, Otp: code });
    expect(late.body.Exception?.ErrorCode).toBe('STAFF_SIGN_IN_FAILED');
    expect((await pending.get(EDITOR_API.me)).status).toBe(401);
  });
});
