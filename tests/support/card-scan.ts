import pg from 'pg';
import { isCardNumber } from '../../src/lib/checkout/payments/card/cards';

// "No card number is ever stored": every text and JSON column of every table is read back, and any
// run of 13–19 digits (also in groups split by single spaces or dashes) that is a card number by
// scheme, length and Luhn is reported. A masked number (540036******0003) never matches.

/** Runs one SQL text and answers its rows. */
export type QueryRunner = (text: string) => Promise<Record<string, unknown>[]>;

/** A card-number hit: where it sat, and the number masked (the test output must not print it whole). */
export interface CardHit {
  table: string;
  column: string;
  masked: string;
}

/**
 * Digit runs that may be a card number: 13–19 digits, groups joined by one space or dash. A run
 * inside a hex digest (a session's id hash) is part of that digest, not a number: a random SHA-256
 * holds a Luhn-valid 16-digit run now and then, which made this scan fail at random.
 */
const RUN = /(?<![\da-fA-F])\d(?:[ -]?\d){12,18}(?![\da-fA-F])/g;

/** The card numbers in a text, as digits. */
export function cardNumbersIn(text: string): string[] {
  return [...text.matchAll(RUN)].map((m) => m[0].replace(/[ -]/g, '')).filter(isCardNumber);
}

/**
 * Columns that hold the number of a store's own stored-value card (a gift or return-balance card the
 * sandbox issuer must read back and show its owner), never a bank card's: such a number may pass
 * Luhn by chance, as the demo gift card 6000 1000 0000 0005 does.
 */
const STORED_VALUE_CARDS = new Set(['stored_cards.number']);

/** Every card number in the database's public tables (text, varchar and JSON columns). */
export async function scanForCards(run: QueryRunner): Promise<CardHit[]> {
  const columns = (await run(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'character')`,
  )) as { table_name: string; column_name: string }[];
  const hits: CardHit[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    if (STORED_VALUE_CARDS.has(`${table}.${column}`)) continue;
    const rows = await run(`select "${column}"::text as v from "${table}" where "${column}"::text ~ '[0-9]{4}'`);
    for (const row of rows) {
      for (const number of cardNumbersIn(String(row.v))) hits.push({ table, column, masked: `${number.slice(0, 6)}…${number.slice(-4)}` });
    }
  }
  return hits;
}

/** A runner on a PostgreSQL database by its URL; end() closes it. */
export async function pgRunner(url: string): Promise<QueryRunner & { end(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = async (text: string) => (await client.query(text)).rows as Record<string, unknown>[];
  return Object.assign(run, { end: () => client.end() });
}
