import { describe, expect, it } from 'vitest';
import { blur, change, initForm, input, serverErrors, shownFailure, submit } from './form';
import type { FieldRules } from './validate';

const rules: FieldRules = { Name: [['required'], ['min', 2]], Password: [['required']], Confirm: [['confirmed', 'Password']] };

describe('form state', () => {
  it('does not validate on input, validates on blur and stops at the first failing rule', () => {
    let state = input(initForm({ Name: '', Password: '', Confirm: '' }), 'Name', 'A');
    expect(state.errors.Name).toBeUndefined();
    expect(state.dirty.Name).toBe(true);
    state = blur(state, rules, 'Name');
    expect(state.touched.Name).toBe(true);
    expect(state.errors.Name?.key).toBe('validation:min');
    expect(shownFailure(state, 'Name')?.key).toBe('validation:min');
    state = change(state, rules, 'Name', 'Ali');
    expect(state.errors.Name).toBeUndefined();
  });

  it('revalidates a touched confirmation when the field it compares with changes', () => {
    let state = change(initForm({ Name: 'Ali', Password: 'a', Confirm: 'a' }), rules, 'Confirm', 'a');
    state = change(state, rules, 'Password', 'b');
    expect(state.errors.Confirm?.key).toBe('validation:confirmed');
  });

  it('submit touches every field and reports validity; server messages clear on typing', () => {
    const { state, valid } = submit(initForm({ Name: '', Password: '', Confirm: '' }), rules);
    expect(valid).toBe(false);
    expect(state.touched).toEqual({ Name: true, Password: true, Confirm: true });
    expect(state.errors.Name?.key).toBe('validation:required');
    const withServer = serverErrors(state, { Name: 'taken' });
    expect(input(withServer, 'Name', 'x').serverErrors.Name).toBeUndefined();
  });

  it('shows no failure for a field only passed through, until a submit or an edit', () => {
    // Tabbing through empty fields: touched and failing, but not shown.
    let state = blur(blur(initForm({ Name: '', Password: '', Confirm: '' }), rules, 'Name'), rules, 'Password');
    expect(state.errors.Name?.key).toBe('validation:required');
    expect(shownFailure(state, 'Name')).toBeUndefined();
    expect(shownFailure(state, 'Password')).toBeUndefined();
    // Another field's change revalidates a dependent that was passed through: still not shown.
    state = change(blur(state, rules, 'Confirm'), rules, 'Password', 'secret');
    expect(state.errors.Confirm?.key).toBe('validation:confirmed');
    expect(shownFailure(state, 'Confirm')).toBeUndefined();
    // Coming back and typing drops the failure found before the edit; the next blur judges the new value.
    state = input(state, 'Name', 'A');
    expect(shownFailure(state, 'Name')).toBeUndefined();
    state = blur(state, rules, 'Name');
    expect(shownFailure(state, 'Name')?.key).toBe('validation:min');
    // A submit shows every failure, edited or not.
    const submitted = submit(state, rules).state;
    expect(shownFailure(submitted, 'Confirm')?.key).toBe('validation:confirmed');
  });
});
