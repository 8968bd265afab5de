export type { IslandI18nProps as IslandProps } from '@lib/i18n/IslandI18n';

/** The namespaces the form islands need besides their own. */
export const FORM_NAMESPACES = ['common', 'errors', 'fields', 'validation', 'otp'] as const;
