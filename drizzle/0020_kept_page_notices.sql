-- Tells a process that keeps the versions of kept pages in memory (on PGlite, where it is the only
-- writer) that they moved: any change of a product (its version, with its variants, 0005) or of
-- the catalogue's counter (0019). Only a session that asked for it (SET storefront.kept_page_notices
-- = 'on', with its LISTEN) is told; PostgreSQL processes read the versions instead, and their
-- commits take no notification lock for nothing. A notice is sent at commit, never for a rollback.
CREATE FUNCTION "kept_pages_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('storefront.kept_page_notices', true) = 'on' THEN
    PERFORM pg_notify('kept_pages', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_kept_page_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "kept_pages_notice"();--> statement-breakpoint
CREATE TRIGGER "kept_page_versions_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "kept_page_versions" FOR EACH STATEMENT EXECUTE FUNCTION "kept_pages_notice"();
