import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// A shopper's return photos, corporate return invoices and Reborn photos, kept in the database (outside the
// public folder, shared by every process, PGlite and PostgreSQL alike) until a return uses them.

const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * One upload: `data` grows chunk by chunk while `received` < `size`; once complete it holds the
 * re-encoded image (or the checked PDF) and `contentType` is set. Only the session that started it
 * may add to it, read it or use it: a return's only for its order, a Reborn photo only while the
 * member is signed in (once an application holds one, its member sees it in any visit:
 * programmes/reborn/photos.server.ts). An upload no return or application uses expires.
 */
export const returnUploads = pgTable(
  'return_uploads',
  {
    id: text('id').primaryKey(),
    /** The return's order; null for a Reborn photo. */
    orderId: integer('order_id'),
    sessionIdHash: text('session_id_hash').notNull(),
    /** 'photo' or 'invoice' (a return's), 'reborn' (an application's photo). */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    received: integer('received').notNull().default(0),
    data: bytes('data').notNull(),
    /** Set when the upload is complete and checked: image/jpeg, image/png or application/pdf. */
    contentType: text('content_type'),
    /** The return request (or, for 'reborn', the application) that used it; an unused upload is deleted after expiresAt. */
    requestId: integer('request_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_uploads_session_idx').on(t.sessionIdHash, t.orderId), index('return_uploads_expiry_idx').on(t.expiresAt)],
);
