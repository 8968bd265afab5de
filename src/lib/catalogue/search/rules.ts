import { words } from '@lib/catalogue/products/rules';

// Pure rules of the search suggestions, shared by the server (matching) and the box (recent searches).

/** True when every token starts some word of the text ("val" matches "Valdera", "ip el" "İpek Elbise"). */
export function matchesAll(tokens: readonly string[], text: string): boolean {
  if (tokens.length === 0) return false;
  const own = words(text);
  return tokens.every((token) => own.some((word) => word.startsWith(token)));
}

/** Suggestions start from the second letter typed: one letter narrows nothing. */
export const SUGGEST_FROM = 2;

/** Where the box keeps the shopper's recent searches (this browser only). */
export const RECENT_KEY = 'vitrin:recent-searches';
/** How many recent searches are kept and offered. */
export const RECENT_MAX = 5;

/** The stored recent searches, or none when the value is missing or not a list of strings. */
export function parseRecent(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

/** The list with a new search first, the same search (any case) not repeated, at most RECENT_MAX. */
export function rememberSearch(list: readonly string[], query: string): string[] {
  const q = query.trim().replace(/\s+/g, ' ');
  if (!q) return [...list];
  const key = q.toLocaleLowerCase('tr-TR');
  return [q, ...list.filter((item) => item.toLocaleLowerCase('tr-TR') !== key)].slice(0, RECENT_MAX);
}
