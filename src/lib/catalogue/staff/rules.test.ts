import { describe, expect, it } from 'vitest';
import { editorReturnPath, isEditorPage, isEditorSignIn, newSessionTimes, sessionLive, slidExpiry, staffPasswordProblem } from './rules';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2026, 10, 27, 9) + hours * HOUR);

describe('staff session limits', () => {
  it('sets the idle limit ahead of the start and the absolute one further', () => {
    const times = newSessionTimes(at(0), 2 * HOUR, 12 * HOUR);
    expect(times).toEqual({ expiresAt: at(2), absoluteUntil: at(12) });
  });

  it('never lets the idle limit outlast the absolute one', () => {
    expect(newSessionTimes(at(0), 3 * HOUR, 1 * HOUR)).toEqual({ expiresAt: at(1), absoluteUntil: at(1) });
  });

  it('is live only before both limits', () => {
    const times = newSessionTimes(at(0), 2 * HOUR, 12 * HOUR);
    expect(sessionLive(times, at(1.99))).toBe(true);
    expect(sessionLive(times, at(2))).toBe(false);
    expect(sessionLive({ expiresAt: at(13), absoluteUntil: at(12) }, at(12))).toBe(false);
  });

  it('pushes the idle limit forward on use, up to the absolute limit and no further', () => {
    const times = newSessionTimes(at(0), 2 * HOUR, 12 * HOUR);
    expect(slidExpiry(times, at(1), 2 * HOUR)).toEqual(at(3));
    expect(slidExpiry({ expiresAt: at(11), absoluteUntil: at(12) }, at(10.5), 2 * HOUR)).toEqual(at(12));
  });

  it('does not write a move of a minute or less', () => {
    const times = newSessionTimes(at(0), 2 * HOUR, 12 * HOUR);
    expect(slidExpiry(times, new Date(at(0).getTime() + 60_000), 2 * HOUR)).toBeNull();
    expect(slidExpiry({ expiresAt: at(12), absoluteUntil: at(12) }, at(11), 2 * HOUR)).toBeNull();
  });
});

describe('staff passwords', () => {
  it('asks for 12 characters, a letter and a digit, and nothing common', () => {
    expect(staffPasswordProblem('Kisa-2026')).toBe('short');
    expect(staffPasswordProblem('yalnizca-harfler')).toBe('weak');
    expect(staffPasswordProblem('123456789012')).toBe('weak');
    expect(staffPasswordProblem('aaaaaaaaaaaa1')).toBe('common');
    expect(staffPasswordProblem('Vitrin-Yayin-2026')).toBeNull();
    expect(staffPasswordProblem('Güçlü şifre 2026')).toBeNull();
  });
});

describe('editor paths', () => {
  it('tells the editor pages and its sign-in apart, in both languages', () => {
    expect(isEditorPage('/editor')).toBe(true);
    expect(isEditorPage('/en/editor/pages/loyalty/gold')).toBe(true);
    expect(isEditorPage('/editorial')).toBe(false);
    expect(isEditorPage('/content/editor')).toBe(false);
    expect(isEditorSignIn('/en/editor/sign-in')).toBe(true);
    expect(isEditorSignIn('/editor/sign-in/')).toBe(true);
    expect(isEditorSignIn('/editor')).toBe(false);
  });

  it('returns a sign-in to an editor page on this site only', () => {
    expect(editorReturnPath('/editor/pages/loyalty/gold?tab=en', '/editor')).toBe('/editor/pages/loyalty/gold?tab=en');
    expect(editorReturnPath('/en/editor', '/en/editor')).toBe('/en/editor');
    for (const elsewhere of [
      null,
      '',
      'https://evil.example/editor',
      '//evil.example/editor',
      '/\\evil.example/editor',
      '/cart',
      '/editor/sign-in',
      'javascript:alert(1)',
    ])
      expect(editorReturnPath(elsewhere, '/en/editor')).toBe('/en/editor');
  });
});
