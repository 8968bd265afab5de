export type { IslandI18nProps as IslandProps } from '@lib/platform/i18n/IslandI18n';
