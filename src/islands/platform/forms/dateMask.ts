/**
 * The birth date mask (dd/mm/yyyy, as the server's date rule reads it). Pure, so the field only
 * wires it to the input and the unit tests cover every case.
 */

const DIGITS = 8;

/**
 * The digits a typed or pasted text stands for. A day or month closed by any separator with one
 * digit is padded ("1.2.1990" and "1/2/1990" read as 01/02/1990); our own slashes close groups of
 * two, so a masked value reads back unchanged. A deletion never pads: the digits just close up.
 */
function digitsOf(raw: string, pad = true): string {
  if (!pad) return raw.replace(/\D/g, '').slice(0, DIGITS);
  // A browser's autofill may bring the date as yyyy-mm-dd.
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(raw);
  const groups = iso ? [iso[3] ?? '', iso[2] ?? '', iso[1] ?? ''] : raw.split(/\D+/);
  let digits = '';
  groups.forEach((group, index) => {
    const closed = index < groups.length - 1;
    const pad = closed && group.length === 1 && (digits.length === 0 || digits.length === 2);
    digits += pad ? `0${group}` : group;
  });
  return digits.slice(0, DIGITS);
}

/** Digits set as dd/mm/yyyy; `eager` adds the slash after a complete day or month at once. */
function shape(digits: string, eager: boolean): string {
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  const text = parts.join('/');
  return eager && (digits.length === 2 || digits.length === 4) ? `${text}/` : text;
}

/** Masks a typed or pasted date: "01021990", "01.02.1990" and "1/2/1990" all give 01/02/1990. */
export function maskDate(raw: string, eager = true): string {
  return shape(digitsOf(raw), eager);
}

/** The index in `value` just after its `count`-th digit (past a slash that follows, when eager). */
function caretAfterDigits(value: string, count: number, eager: boolean): number {
  let seen = 0;
  let index = 0;
  while (index < value.length && seen < count) {
    if (/\d/.test(value[index] ?? '')) seen++;
    index++;
  }
  return eager && value[index] === '/' ? index + 1 : index;
}

/**
 * One edit of the date field: the masked value and where the caret goes. Deleting never adds a
 * slash back (so Backspace can go past one), and a Backspace that only took a slash moves the caret
 * over it instead of leaving the same text.
 */
export function editDate(previous: string, next: string, caret: number, deleting: boolean): { value: string; caret: number } {
  const eager = !deleting;
  const digits = digitsOf(next, false);
  const tookOnlyASlash = digits === digitsOf(previous, false) && next !== shape(digits, false);
  if (deleting && tookOnlyASlash) {
    return { value: previous, caret: Math.min(caret, previous.length) };
  }
  const value = shape(digitsOf(next, eager), eager);
  const before = digitsOf(next.slice(0, caret), eager).length;
  return { value, caret: caretAfterDigits(value, before, eager) };
}
