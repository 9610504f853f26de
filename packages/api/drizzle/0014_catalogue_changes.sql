-- Which products each version of the catalogue changed, so that a server patches its
-- in-memory index with only those instead of reading every product again (docs/decisions/021).
-- A null product_id stands for every product (a TRUNCATE).
CREATE TABLE "catalogue_changes" (
	"version" bigint NOT NULL,
	"product_id" text
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_version_idx" ON "catalogue_changes" USING btree ("version");--> statement-breakpoint
-- After each statement, in the writer's transaction, at the version its BEFORE trigger raised
-- (migration 0013). The changes of the last 1,000 versions are kept (CATALOGUE_CHANGES_KEPT):
-- a server further behind reads the whole catalogue again.
-- The trigger's argument names the column that holds the product's id.
CREATE FUNCTION "log_catalogue_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current bigint := (SELECT "version" FROM "catalogue_version");
  rows_written text := CASE TG_OP WHEN 'INSERT' THEN 'SELECT %1$I FROM new_rows'
    WHEN 'UPDATE' THEN 'SELECT %1$I FROM new_rows UNION SELECT %1$I FROM old_rows'
    WHEN 'DELETE' THEN 'SELECT %1$I FROM old_rows' END;
BEGIN
  IF rows_written IS NULL THEN
    INSERT INTO "catalogue_changes" VALUES (current, NULL);
  ELSE
    EXECUTE format('INSERT INTO "catalogue_changes" SELECT DISTINCT $1, id FROM (' || rows_written || ') AS written(id)', TG_ARGV[0]) USING current;
  END IF;
  DELETE FROM "catalogue_changes" WHERE "version" <= current - 1000;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A trigger with transition tables answers one kind of statement.
CREATE TRIGGER "products_log_inserts" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_changes"('id');--> statement-breakpoint
CREATE TRIGGER "products_log_updates" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_changes"('id');--> statement-breakpoint
CREATE TRIGGER "products_log_deletes" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_changes"('id');--> statement-breakpoint
CREATE TRIGGER "products_log_truncates" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_changes"('id');--> statement-breakpoint
CREATE TRIGGER "product_facets_log_inserts" AFTER INSERT ON "product_facets" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_changes"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_facets_log_updates" AFTER UPDATE ON "product_facets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_changes"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_facets_log_deletes" AFTER DELETE ON "product_facets" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_changes"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_facets_log_truncates" AFTER TRUNCATE ON "product_facets"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_changes"('product_id');
