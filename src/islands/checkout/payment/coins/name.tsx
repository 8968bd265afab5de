import type { ReactNode } from 'react';

/**
 * A line with the partner's name marked as English: upper-cased as Turkish (the buttons' and
 * headings' capitals), "Coins" would print with a dotted İ, "COİNS".
 */
export function withCoinsName(text: string): ReactNode[] {
  return text.split(/(Coins)/).map((part, index) =>
    part === 'Coins' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never move
      <span lang="en" key={index}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
