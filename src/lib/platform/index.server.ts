// The platform's public face for server code: the database connection, logging, metrics, OTP
// codes, throttles, notifications, the session store and the request's caller. Only server modules
// (*.server.ts), pages and endpoints import it. docs/decisions/0039-areas.md has the map.

// clock
export { advanceClock, now, onClockMoved, testClockEnabled } from './clock/clock.server';

// config
export { checkEnv, childEnvironment, env, type Env, runAsProduction } from './config/env.server';
export { publicOrigin, requestOriginOf, setListeningOrigin, shopperOrigin } from './config/site.server';

// files kept beside the build
export { builtFolders, keepFile, readKept } from './files/kept.server';

// freshness
export { cache, type Cached } from './freshness/cached.server';
export { currentRequest, inRequest, oncePerRequest, requestSlot } from './freshness/request-scope.server';
export { defineScope, type Version, versionCounts, versionOf } from './freshness/versions.server';

// consent
export { type ConsentRecordView, consentRecordsOf, recordConsent } from './consent/record.server';

// db
export { appState } from './db/app-state.tables.server';
export {
  closeDb,
  db,
  type Db,
  dbKind,
  embedOnThisThread,
  type Executor,
  type Tx,
  exclusively,
  openEarly,
  snapshotDatabase,
} from './db/client.server';
export { loadPgliteFolder } from './db/pglite.server';
export { lockFolder, lockHolder } from './db/writer-lock.server';
export { makePrivate, PRIVATE_FILE, PRIVATE_FOLDER } from './db/private-folder.server';
export { serverSecret } from './db/secrets.server';
export { signal, waitFor } from './db/signals.server';

// http
export { byParam, endpoint, type Endpoint, envelope, failure, readCapped } from './http/api.server';
export { callerOf, clientAddressOf, customerIdOf, ensureSessionOf, sessionOf, signOut } from './http/caller.server';
export { fieldErrors } from './http/field-errors.server';
export { formFields, pageAnswer, type PageAnswer, pagePost, seeOther } from './http/form-post.server';

// i18n
export { catalogs, islandMessages, translator } from './i18n/catalogs.server';

// log
export { loggablePath, logger } from './log/logger.server';

// metrics
export { bearerMatches } from './metrics/access.server';
export { serveClusterMetrics } from './metrics/cluster.server';
export { exposition, keptPagesGauge, recordKeptPage, recordRequest } from './metrics/registry.server';

// notify
export {
  enqueue,
  flushOutbox,
  forgetRecipients,
  listSandboxOutbox,
  type Outgoing,
  type OutboxMessage,
  outboxEntries,
  resendFailed,
  sandboxMessage,
  sendNow,
  setCommercialConsent,
  startOutbox,
  stopOutbox,
} from './notify/index.server';
export { type MessageData, type MessageKind, ORDER_UPDATES } from './notify/messages';

// otp
export { issueOtp, pendingOtp, verifyOtp } from './otp/otp.server';
export { otpCodes } from './otp/tables.server';
export { consentRecords } from './consent/tables.server';

// security
export { sameSignature, signParts } from './security/sign.server';
export { clientAddressFrom, configuredProxies, httpsFrom } from './security/proxies.server';

// session
export {
  clearSessionData,
  endCustomerSessions,
  loadSession,
  rotateSession,
  type Session,
  setSessionData,
  tokenMatches,
} from './session/session.server';

// throttle
export { clearHits, hit, unhit } from './throttle/throttle.server';
