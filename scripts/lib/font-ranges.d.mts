export declare const RANGES: { latin: string; 'latin-ext': string };
export declare const TURKISH: string;
export declare function rangeWithout(range: string, without?: { range?: string; text?: string }): string;
export declare function rangeOf(characters: string): string;
