import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// A shopper's return photos and corporate return invoices, kept in the database (outside the
// public folder, shared by every process, PGlite and PostgreSQL alike) until a return uses them.

const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * One upload: `data` grows chunk by chunk while `received` < `size`; once complete it holds the
 * re-encoded image (or the checked PDF) and `contentType` is set. Only the session that started it
 * may add to it, read it or use it, and only for its order; an upload no return uses expires.
 */
export const returnUploads = pgTable(
  'return_uploads',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    sessionIdHash: text('session_id_hash').notNull(),
    /** 'photo' or 'invoice'. */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    received: integer('received').notNull().default(0),
    data: bytes('data').notNull(),
    /** Set when the upload is complete and checked: image/jpeg, image/png or application/pdf. */
    contentType: text('content_type'),
    /** The return that used it; an unused upload is deleted after expiresAt. */
    requestId: integer('request_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_uploads_session_idx').on(t.sessionIdHash, t.orderId), index('return_uploads_expiry_idx').on(t.expiresAt)],
);
