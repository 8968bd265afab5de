/** The catalog namespaces the editor's islands read (common: the dialog's close button). */
export const EDITOR_NAMESPACES = ['common', 'editor'] as const;
