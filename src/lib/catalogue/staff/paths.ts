/** The editor's pages, without the language prefix (English adds /en). */
export const EDITOR_HOME = '/editor';
/** The sign-in page every other /editor page sends a signed-out visitor to. */
export const EDITOR_SIGN_IN = '/editor/sign-in';
