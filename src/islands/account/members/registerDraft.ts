// What a shopper typed on the register form, kept in the tab's session storage so that a reload (on
// the code step above all) does not empty the form. Never the password, nor the ticks of the
// agreement and the campaign messages: a consent is given on the page that sends it.

/** Where the draft waits, for this tab only. */
export const REGISTER_DRAFT_KEY = 'vitrin:register-draft';

/** The fields a draft keeps: what was typed or chosen, nothing secret, no consent. */
const KEPT = ['FirstName', 'LastName', 'Email', 'CellPhone', 'GenderId', 'birthDay'] as const;
type Draft = Partial<Record<(typeof KEPT)[number], string>>;

/** The tab's session storage, or none where the browser refuses it (storage turned off). */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the kept fields of the form's values (an empty draft is removed). */
export function saveDraft(values: Record<string, unknown>, storage = tabStorage()): void {
  const draft: Draft = {};
  for (const name of KEPT) {
    const value = values[name];
    if (typeof value === 'string' && value !== '') draft[name] = value.slice(0, 300);
  }
  try {
    if (!storage) return;
    if (Object.keys(draft).length) storage.setItem(REGISTER_DRAFT_KEY, JSON.stringify(draft));
    else storage.removeItem(REGISTER_DRAFT_KEY);
  } catch {
    // Storage refused (private mode, quota): the form works, only a reload forgets it.
  }
}

/** The draft kept in this tab, only its kept fields and only text (the storage is the page's to tamper with). */
export function readDraft(storage = tabStorage()): Draft {
  try {
    const value = JSON.parse(storage?.getItem(REGISTER_DRAFT_KEY) ?? 'null') as Record<string, unknown> | null;
    const draft: Draft = {};
    for (const name of KEPT) if (typeof value?.[name] === 'string') draft[name] = (value[name] as string).slice(0, 300);
    return draft;
  } catch {
    return {};
  }
}

/** Forgets the draft once the membership exists. */
export function clearDraft(storage = tabStorage()): void {
  try {
    storage?.removeItem(REGISTER_DRAFT_KEY);
  } catch {
    // Nothing to forget where nothing could be kept.
  }
}
