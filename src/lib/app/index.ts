// The app's public face for browser code: the member's data export's shapes and endpoints.
// docs/decisions/0039-areas.md has the map.

// data-export
export type { ExportStatus } from './data-export/rules';
export { DATA_EXPORT_API, type DataExportView } from './data-export/schema';
