// The catalog namespaces a page hands its islands besides their own (IslandI18n loads them).

/** The namespaces the form islands need besides their own. */
export const FORM_NAMESPACES = ['common', 'errors', 'fields', 'validation', 'otp'] as const;

/** The catalog namespaces the editor's islands read (common: the dialog's close button). */
export const EDITOR_NAMESPACES = ['common', 'editor'] as const;
