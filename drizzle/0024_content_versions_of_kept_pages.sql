-- A publication (now, scheduled, a rollback, a cancelled schedule) raises the counter of its kind
-- ("content:campaign", "content:footer" …) in the same transaction, so kept pages that show that
-- kind are renewed on every process at its very next request (src/lib/server/page-cache). A
-- schedule coming due needs no write: kept pages are held only until the next scheduled moment.
CREATE FUNCTION "content_kept_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO kept_page_versions (scope, version) VALUES ('content:' || NEW.kind, 2)
  ON CONFLICT (scope) DO UPDATE SET version = kept_page_versions.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "content_publications_kept_version" AFTER INSERT OR UPDATE ON "content_publications" FOR EACH ROW EXECUTE FUNCTION "content_kept_version"();
