export declare const RANGES: { latin: string; 'latin-ext': string };
export declare const TURKISH: string;
export declare function rangeWithout(range: string, without?: { range?: string; text?: string }): string;
export declare function rangeOf(characters: string): string;
export interface FontFace {
  weight: number;
  style: 'normal';
  unicodeRange: [string];
  src: [string];
}
export declare function facesOf(
  weight: number,
  file: (subset: 'latin' | 'latin-ext') => string,
  axes?: Record<string, number>,
): Promise<FontFace[]>;
