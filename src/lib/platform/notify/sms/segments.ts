// How many parts an SMS takes on the wire, which is what Netgsm bills (decision 0043). A part
// carries 140 octets. The GSM 7-bit default alphabet fits 160 characters in them; Turkish letters
// outside it (ğ ı ş Ğ İ Ş ç) travel with the Turkish national language single shift table, whose
// header costs 5 characters; anything else turns the whole text into UCS-2 (70). A concatenated
// part loses room to its header too, and a character is never cut between two parts. Turkish
// operators append their code (" B038") to every bulk SMS, so 5 characters more are counted.
// Source of the tables and part sizes: 3GPP TS 23.038, 6.2.1, 6.2.1.1, A.2.1 and annex C.

/** The GSM 7-bit default alphabet (3GPP TS 23.038, 6.2.1), one septet each; position 0x1B (escape) left out. */
const DEFAULT_ALPHABET = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The default extension table (6.2.1.1): two septets each, escape and character. */
const DEFAULT_EXTENSION = new Set('\f^{}\\[~]|€');
/** The Turkish single shift table (A.2.1), which replaces the default extension when Turkish is indicated. */
const TURKISH_SHIFT = new Set('^{}\\[~]|€ĞİŞçğış');

/** How a text is encoded: plain GSM 7-bit, GSM 7-bit with the Turkish single shift, or UCS-2. */
export type SmsAlphabet = 'gsm7' | 'gsm7-turkish' | 'ucs2';

/** Units (septets, or UTF-16 units for UCS-2) one part holds: alone, and as a part of a longer text. */
export const PART_SIZES: Record<SmsAlphabet, { single: number; concatenated: number }> = {
  // User data header of a concatenated part: 6 octets, 7 septets with the fill bits.
  gsm7: { single: 160, concatenated: 153 },
  // Single shift header: 4 octets (5 septets) alone; with the concatenation one, 9 octets (11 septets).
  'gsm7-turkish': { single: 155, concatenated: 149 },
  // The 6-octet concatenation header takes 3 UTF-16 units.
  ucs2: { single: 70, concatenated: 67 },
};

/** Characters the operator appends to each bulk SMS (a space and its 4-character code, BTK 2016/DK-YED/211). */
export const OPERATOR_SUFFIX = 5;

/** The alphabet a text needs: the narrowest that holds all of its characters. */
export function smsAlphabet(text: string): SmsAlphabet {
  let turkish = false;
  for (const char of text) {
    if (DEFAULT_ALPHABET.has(char) || DEFAULT_EXTENSION.has(char)) continue;
    if (TURKISH_SHIFT.has(char)) turkish = true;
    else return 'ucs2';
  }
  // The Turkish table has no form feed: with both, only UCS-2 carries the text.
  return turkish && text.includes('\f') ? 'ucs2' : turkish ? 'gsm7-turkish' : 'gsm7';
}

/** True when the text needs Netgsm's Turkish encoding ("TR"): it has a character outside the default alphabet. */
export function needsTurkishEncoding(text: string): boolean {
  return smsAlphabet(text) !== 'gsm7';
}

/** The units one character takes in an alphabet: an escaped character two septets, an astral one two UTF-16 units. */
function unitsOf(char: string, alphabet: SmsAlphabet): number {
  if (alphabet === 'ucs2') return char.length;
  return DEFAULT_ALPHABET.has(char) ? 1 : 2;
}

/** The text cut into the parts it travels in (without the operator's suffix), greedily, never splitting a character. */
export function smsParts(text: string, options: { operatorSuffix?: number } = {}): string[] {
  const alphabet = smsAlphabet(text);
  const suffix = options.operatorSuffix ?? OPERATOR_SUFFIX;
  const sizes = PART_SIZES[alphabet];
  const chars = [...text];
  const total = chars.reduce((sum, char) => sum + unitsOf(char, alphabet), 0) + suffix;
  if (total <= sizes.single) return [text];
  const parts: string[] = [];
  let current = '';
  let used = 0;
  for (const char of chars) {
    const units = unitsOf(char, alphabet);
    if (used + units > sizes.concatenated) {
      parts.push(current);
      current = '';
      used = 0;
    }
    current += char;
    used += units;
  }
  // The suffix's characters are one unit each: they fill the last part, then start new (empty-text) ones.
  let left = suffix;
  while (left > 0) {
    const room = sizes.concatenated - used;
    if (room <= 0) {
      parts.push(current);
      current = '';
      used = 0;
      continue;
    }
    const taken = Math.min(room, left);
    used += taken;
    left -= taken;
  }
  parts.push(current);
  return parts;
}

/** What an SMS costs on the wire: its alphabet, its units (suffix included) and its parts. */
export function measureSms(text: string, options: { operatorSuffix?: number } = {}) {
  const alphabet = smsAlphabet(text);
  const units = [...text].reduce((sum, char) => sum + unitsOf(char, alphabet), 0) + (options.operatorSuffix ?? OPERATOR_SUFFIX);
  return { alphabet, units, segments: smsParts(text, options).length };
}

/** The number of SMS parts a text is billed as (the operator's suffix included). */
export function smsSegments(text: string): number {
  return smsParts(text).length;
}
