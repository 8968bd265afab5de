export type { IslandI18nProps as IslandProps } from '@lib/i18n/IslandI18n';
