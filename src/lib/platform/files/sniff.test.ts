import { describe, expect, it } from 'vitest';
import { sniff } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

describe('sniff', () => {
  it('knows each accepted type by its first bytes', () => {
    expect(sniff(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniff(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniff(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniff(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('image/avif');
    expect(sniff(bytes([0, 0, 0, 0x1c], 'ftypavis'))).toBe('image/avif');
    expect(sniff(bytes('%PDF-1.7'))).toBe('application/pdf');
  });

  it('recognises nothing else, whatever it resembles', () => {
    for (const other of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
      bytes('<!doctype html>'),
      bytes('GIF89a'),
      bytes([0, 0, 0, 0x1c], 'ftypheic'),
      bytes([0, 0, 0, 0x1c], 'ftypmp42'),
      bytes('RIFF', [1, 2, 3, 4], 'WAVE'),
      bytes([0xff, 0xd8]),
      bytes(),
    ])
      expect(sniff(other)).toBeNull();
  });
});
