// `npm run editor:add -- --email a@b.example --name "Ayşe Kaya" --role editor|publisher [--password …]`:
// creates a staff account for the content editor (/editor) in the configured database (PGlite's
// folder, or DATABASE_URL). Without --password the password is read from standard input (typed
// unseen at a terminal, or piped), so it stays out of the shell's history.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { StartupError } from '@lib/platform/config/startup-error';
import { closeDb } from '@lib/platform/db/client.server';
import { createStaff, StaffAccountError } from '@lib/catalogue/staff/accounts.server';
import { STAFF_PASSWORD_MIN, STAFF_ROLES, type StaffRole } from '@lib/catalogue/staff/rules';
import { email as isEmail } from '@lib/platform/validation/rules';

const USAGE = 'Usage: npm run editor:add -- --email <e-mail> --name <full name> --role editor|publisher [--password <password>]';

const REFUSALS: Record<StaffAccountError['reason'], string> = {
  duplicate: 'A staff account with this e-mail address already exists.',
  short: `The password is too short: use at least ${STAFF_PASSWORD_MIN} characters.`,
  weak: 'The password needs at least one letter and one digit, and only letters, digits, spaces and punctuation.',
  common: 'The password is too easy to guess: choose another.',
};

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** The password from standard input: asked for unseen at a terminal, else the first line piped in. */
async function readPassword(): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (process.stdin.isTTY) {
    process.stdout.write('Password (not shown): ');
    // Nothing typed is echoed: readline writes through this, and the prompt is already out.
    (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
  }
  for await (const line of lines) {
    lines.close();
    if (process.stdin.isTTY) process.stdout.write('\n');
    return line;
  }
  return '';
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
  strict: true,
  allowPositionals: false,
});

const email = values.email?.trim() ?? '';
const name = values.name?.trim() ?? '';
const role = values.role as StaffRole;
if (!email || !name || !values.role) fail(USAGE, 2);
if (!isEmail(email)) fail(`"${email}" is not an e-mail address.`, 2);
if (!STAFF_ROLES.includes(role)) fail(`The role must be editor or publisher, not "${values.role}".`, 2);

const password = values.password ?? (await readPassword());
try {
  const created = await createStaff({ email, name, role, password });
  console.log(`Created ${created.role} ${created.name} <${created.email}> (staff id ${created.id}).`);
} catch (error) {
  if (error instanceof StaffAccountError) fail(REFUSALS[error.reason]);
  // A wrong setting, or the embedded database's folder in use by a running server: one line says which.
  if (error instanceof StartupError) fail(error.message);
  throw error;
} finally {
  await closeDb();
}
