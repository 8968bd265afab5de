import { fold } from '@lib/catalog/rules';

// Pure rules of a text search: the words of a query, how far a mistyped word may be from the
// catalogue's, and the text of a PostgreSQL tsquery built from the lexemes the database gave.

/** Most words of a query that are searched (the rest are dropped: no shopper types a paragraph). */
export const MAX_QUERY_WORDS = 6;

/** The words of a query in Turkish lower case ("İPEK Elbise" → ["ipek", "elbise"]), each once. */
export function queryWords(query: string): string[] {
  const words = query
    .toLocaleLowerCase('tr-TR')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** The query as one folded phrase ("İpek Midi Elbise" → "ipek midi elbise"): an exact name is this. */
export function foldedPhrase(words: readonly string[]): string {
  return words.map(fold).join(' ');
}

/** How many letters of a word may be wrong: none below five letters, one up to eight, two from nine. */
export function typoBudget(word: string): number {
  const length = [...word].length;
  if (length >= 9) return 2;
  return length >= 5 ? 1 : 0;
}

/**
 * Edits between two words, a swap of two neighbouring letters counting as one (optimal string
 * alignment): "elibse" is one from "elbise", "patnolon" one from "pantolon".
 */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[t.length]!;
}

// A mistyped word often carries an ending too ("elibseler"): it is measured against the catalogue
// word with the commonest endings as well.
const ENDINGS = ['', 'ler', 'lar', 'leri', 'lari', 'si', 'i', 's', 'es'];

/** Edits between a typed word and a catalogue word (both folded), allowing it a common ending. */
export function distanceWithEnding(typed: string, word: string): number {
  return Math.min(...ENDINGS.map((ending) => editDistance(typed, word + ending)));
}

export interface Candidate {
  /** Folded, as the catalogue's words are keyed. */
  folded: string;
  word: string;
}

/**
 * The catalogue words a mistyped word most likely meant: those within its budget (or `budget`),
 * the closest only. Empty when none is close enough.
 */
export function closestWords<T extends Candidate>(typed: string, candidates: readonly T[], budget = typoBudget(typed)): T[] {
  if (budget === 0) return [];
  const folded = fold(typed);
  const measured = candidates.map((candidate) => ({ candidate, distance: distanceWithEnding(folded, candidate.folded) }));
  const best = Math.min(...measured.map((m) => m.distance));
  if (!Number.isFinite(best) || best === 0 || best > budget) return [];
  return measured.filter((m) => m.distance === best).map((m) => m.candidate);
}

const LEXEME = /^[a-z0-9]+$/;

/**
 * A tsquery's text: every group must match (AND), any lexeme of a group will do (OR); `weights`
 * restricts where ("A": name or brand); `prefix` lets the last group's first lexeme end anywhere
 * (the word still being typed). Lexemes come from the database's own functions; anything but
 * [a-z0-9] is dropped all the same, so a query can never inject tsquery syntax.
 */
export function tsqueryText(groups: readonly (readonly string[])[], weights = '', prefix?: string): string {
  const suffix = weights ? `:${weights}` : '';
  const parts = groups.map((lexemes, i) => {
    const clean = [...new Set(lexemes.filter((l) => LEXEME.test(l)))].map((l) => `${l}${suffix}`);
    if (prefix !== undefined && i === groups.length - 1 && LEXEME.test(prefix)) clean.push(`${prefix}:*${weights}`);
    return clean.length ? `(${clean.join(' | ')})` : '';
  });
  return parts.every(Boolean) ? parts.join(' & ') : '';
}
