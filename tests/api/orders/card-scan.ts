import pg from 'pg';

// The "no card number stored" check: every text of every row of every table, searched for digit
// runs a card could be (15 to 19 digits, single spaces or dashes allowed between them) that pass
// the Luhn check. Runs inside longer tokens (hashes, ids) are not cards and are skipped; a card
// number cannot hide in a row by being typed in groups of four.

const RUN = /(?<![0-9A-Za-z])\d(?:[ -]?\d){14,18}(?![0-9A-Za-z])/g;

/** Whether a digit string passes the Luhn check. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The Luhn-valid card-like digit runs in a text. */
export function cardRuns(text: string): string[] {
  return [...text.matchAll(RUN)].map((m) => m[0].replace(/\D/g, '')).filter(luhn);
}

/** Every card-like run found in the database, as "table: digits". */
export async function scanDatabase(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public'",
    );
    const found: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await client.query<{ row: string }>(`select row_to_json(t)::text as row from "${name}" t`);
      for (const { row } of rows.rows) for (const run of cardRuns(row)) found.push(`${name}: ${run}`);
    }
    return found;
  } finally {
    await client.end();
  }
}
