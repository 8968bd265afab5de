import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentDocument, RenderedBodies } from './document';

/**
 * One row per page editors own: a loyalty segment, a campaign, an information page, the home page,
 * the header or the footer. Its versions and publications say what shoppers see.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slug] })],
);

/**
 * Every saved version of a page, never changed once written: both languages' fields and Markdown,
 * the Markdown rendered and sanitised at save, the version it was started from, who and when.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    /** 1, 2, 3 … within the page. */
    number: integer('number').notNull(),
    document: jsonb('document').$type<ContentDocument>().notNull(),
    rendered: jsonb('rendered').$type<RenderedBodies>().notNull(),
    /** The number of the version the editor started from (none for a page's first). */
    basedOn: integer('based_on'),
    /** 'files' for a version read from src/content, 'editor' for one saved in /editor. */
    source: text('source').notNull(),
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_versions_page_number_idx').on(t.kind, t.slug, t.number)],
);

/**
 * Each publication of a version (now, at a time ahead, or a rollback): the live version of a page
 * is the one of its latest publication whose moment has come, so a schedule needs no job. The
 * table is also the audit log of publishes, schedules, rollbacks and cancelled schedules.
 */
export const contentPublications = pgTable(
  'content_publications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    versionId: integer('version_id')
      .notNull()
      .references(() => contentVersions.id),
    liveFrom: timestamp('live_from', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by'),
  },
  (t) => [
    index('content_publications_live_idx').on(t.kind, t.slug, t.liveFrom),
    check('content_publications_action', sql`${t.action} in ('publish', 'schedule', 'rollback', 'files')`),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** An image an editor uploaded (a campaign banner, an editorial tile): its sizes, re-encoded by sharp. */
export const contentImages = pgTable('content_images', {
  id: text('id').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** What the editor called the file, for the editor's picker; never shown to shoppers. */
  name: text('name').notNull(),
  staffId: integer('staff_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One encoded size of an uploaded image (AVIF, WebP and JPEG at a few widths). */
export const contentImageFiles = pgTable(
  'content_image_files',
  {
    imageId: text('image_id')
      .notNull()
      .references(() => contentImages.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.format] })],
);
