import { describe, expect, it } from 'vitest';
import { statementName } from './prepared.server';

describe('statementName', () => {
  it('names one text alike every time and two texts apart', () => {
    expect(statementName('select $1')).toBe(statementName('select $1'));
    expect(statementName('select $1')).not.toBe(statementName('select $2'));
    expect(statementName('select $1')).toMatch(/^s[\w-]{20}$/);
  });

  it('stops naming new texts past its bound, and keeps the names it gave', () => {
    const first = statementName('select 0 where $1');
    for (let i = 1; i < 1_100; i++) statementName(`select ${i} where $1`);
    expect(statementName('select 1099 where $1')).toBeUndefined();
    expect(statementName('select 0 where $1')).toBe(first);
  });
});
