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
