import { fold } from '@lib/catalogue/products/rules';

// Pure rules of a text search: the words of a query, how far a mistyped word may be from the
// catalogue's, and the text of a PostgreSQL tsquery built from the lexemes the database gave.

/** Most words of a query that are searched (the rest are dropped: no shopper types a paragraph). */
export const MAX_QUERY_WORDS = 6;

const SIZE_LETTERS = new Set(['s', 'm', 'l']);

/**
 * The words of a query in Turkish lower case ("İPEK Elbise" → ["ipek", "elbise"]), each once. An
 * ending after an apostrophe goes ("women's", "Valdera'nın"); a hyphenated word with a one-letter
 * part stays one word ("t-shirt" → "tshirt"); other lone letters go, but for sizes (s, m, l).
 */
export function queryWords(query: string): string[] {
  const words = query
    .toLocaleLowerCase('tr-TR')
    .replace(/['’]\p{L}{1,5}(?![\p{L}\p{N}])/gu, '')
    .replace(
      /(?<![\p{L}\p{N}])(\p{L})-(\p{L}{2,})|(\p{L}{2,})-(\p{L})(?![\p{L}\p{N}])/gu,
      (_, a = '', b = '', c = '', d = '') => a + b + c + d,
    )
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && ([...word].length > 1 || /\p{N}/u.test(word) || SIZE_LETTERS.has(word)));
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/**
 * The query as one word of its folded letters and digits ("İpek Midi Elbise" → "ipekmidielbise"),
 * as the database keys a product's name (search_name_key): a product whose key this is ranks first.
 */
export function nameKey(query: string): string {
  return fold(query).replace(/[^a-z0-9]+/g, '');
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
  const others = measured.filter((m) => m.candidate.folded !== folded);
  // Zero is possible with an ending ("dresss" is "dress" and "s"): the word found nothing as typed.
  const best = Math.min(...others.map((m) => m.distance));
  if (!Number.isFinite(best) || best > budget) return [];
  return others.filter((m) => m.distance === best).map((m) => m.candidate);
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

/** Spellings offered by "Did you mean": one letter off from three letters, two from nine. */
export function suggestionBudget(word: string): number {
  const length = [...word].length;
  if (length < 3) return 0;
  return Math.max(1, typoBudget(word));
}

/**
 * The word choices of "Did you mean" in order of how far they stray from the query (fewest edits
 * first), the query itself left out; at most `limit`. `options[i]` are word i's spellings with
 * their distance (0: as typed).
 */
export function respellings(options: readonly (readonly { word: string; distance: number }[])[], limit: number): string[][] {
  let combos: { words: string[]; distance: number }[] = [{ words: [], distance: 0 }];
  for (const choices of options) {
    combos = combos
      .flatMap((combo) => choices.map((c) => ({ words: [...combo.words, c.word], distance: combo.distance + c.distance })))
      .sort((a, b) => a.distance - b.distance)
      .slice(0, limit + 1);
  }
  return combos
    .filter((c) => c.distance > 0)
    .slice(0, limit)
    .map((c) => c.words);
}

/**
 * A query that found nothing as editors may read it (Turkish lower case, single spaces, at most
 * 100 characters), or undefined when it may hold personal data: an e-mail address or a run of
 * five digits or more (a phone, card or order number).
 */
export function loggableMiss(query: string): string | undefined {
  if (query.includes('@') || /\d{5,}/.test(query.replace(/[\s-]/g, ''))) return undefined;
  const text = queryWords(query).join(' ').slice(0, 100);
  return text || undefined;
}
