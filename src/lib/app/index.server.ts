// The app's public face for server code: boot, the request pipeline and listener, the seed
// registry, member deletion, the member's data export and the production check (they span every area). Only pages, endpoints and scripts use it: the
// app sits above every area. docs/decisions/0039-areas.md has the map.

// data-export
export { downloadExport, exportState, requestExport, sendExportCode } from './data-export/export.server';

// member-deletion
export { deleteAccount, sendDeletionCode } from './member-deletion/deletion.server';
export { checkDeletable } from './member-deletion/erase.server';

// server
export { databaseHealth, readiness } from './server/health.server';
export { settle } from './server/http/settle.server';
export { cachePages } from './server/pipeline/cache.server';
export { oneRequestScope } from './server/pipeline/request-scope.server';
export { validMarkup } from './server/pipeline/island-style.server';
export { navigate } from './server/pipeline/navigate.server';
export { observe } from './server/pipeline/observe.server';
export { previewContent } from './server/pipeline/preview.server';
export { protect } from './server/pipeline/protect.server';
export { loadContext } from './server/pipeline/session.server';
export { staffArea } from './server/pipeline/staff.server';

// backup
export { backupCommand, restoreCommand } from './backup/command.server';
export { BackupRefused } from './backup/restore.server';

// doctor
export { doctorCommand } from './doctor/doctor.server';
