import { describe, expect, it } from 'vitest';
import { dropData, readData, writeData } from './data';

describe('typed session data', () => {
  it('reads a key through its schema: a value of another shape reads as absent', () => {
    const session = { data: { reset: { customerId: 7, until: 1000 }, forceChange: { customerId: '7', until: 'later' }, remindLater: [] } };
    expect(readData(session, 'reset')).toEqual({ customerId: 7, until: 1000 });
    expect(readData(session, 'forceChange')).toBeUndefined();
    expect(readData(session, 'remindLater')).toBeUndefined();
    expect(readData(undefined, 'partner')).toBeUndefined();
  });

  it('writes only values of the key’s shape, and drops keys without touching the others', () => {
    const session: { data: Record<string, unknown> } = { data: { partner: { Partner: 'atelier', Guid: 'g' } } };
    writeData(session, 'remindLater', { email: 5 });
    expect(readData(session, 'remindLater')).toEqual({ email: 5 });
    expect(() => writeData(session, 'reset', { customerId: 1.5, until: 0 })).toThrow();
    dropData(session, 'remindLater', 'reset');
    expect(session.data).toEqual({ partner: { Partner: 'atelier', Guid: 'g' } });
  });
});
