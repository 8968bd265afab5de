// Every table of the storefront, re-exported from the domain that owns it, so that drizzle-kit and
// the typed query builder see one schema.
export * from './app-state.tables.server';
export * from '../session/tables.server';
export * from '../notify/tables.server';
export * from '../catalog/tables.server';
export * from '../account/tables.server';
export * from '../otp/tables.server';
export * from '../throttle/tables.server';
export * from '../addresses/tables.server';
