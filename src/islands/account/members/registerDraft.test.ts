import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, REGISTER_DRAFT_KEY, saveDraft } from './registerDraft';

/** The tab's session storage, as the browser gives it. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const typed = {
  FirstName: 'Deniz',
  LastName: 'Aydın',
  Email: 'deniz@example.com',
  CellPhone: '(532) 123 45 67',
  GenderId: '1',
  birthDay: '01/02/1990',
  NewPassword: 'Gizli2025',
  ConfirmNewPassword: 'Gizli2025',
  MembershipAgreement: true,
  ReceiveCampaignMessages: true,
};

describe('the register draft', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('keeps what was typed across a reload, never the password nor a consent', () => {
    saveDraft(typed, storage);
    expect(storage.getItem(REGISTER_DRAFT_KEY)).not.toContain('Gizli2025');
    expect(readDraft(storage)).toEqual({
      FirstName: 'Deniz',
      LastName: 'Aydın',
      Email: 'deniz@example.com',
      CellPhone: '(532) 123 45 67',
      GenderId: '1',
      birthDay: '01/02/1990',
    });
  });

  it('forgets an emptied form and, once the membership exists, everything', () => {
    saveDraft(typed, storage);
    saveDraft({ FirstName: '', NewPassword: 'Gizli2025' }, storage);
    expect(storage.getItem(REGISTER_DRAFT_KEY)).toBeNull();
    saveDraft(typed, storage);
    clearDraft(storage);
    expect(readDraft(storage)).toEqual({});
  });

  it('takes from a tampered draft only text of the kept fields', () => {
    storage.setItem(REGISTER_DRAFT_KEY, JSON.stringify({ FirstName: 'Deniz', NewPassword: 'x', Email: 42, MembershipAgreement: true }));
    expect(readDraft(storage)).toEqual({ FirstName: 'Deniz' });
    storage.setItem(REGISTER_DRAFT_KEY, '{not json');
    expect(readDraft(storage)).toEqual({});
  });
});
