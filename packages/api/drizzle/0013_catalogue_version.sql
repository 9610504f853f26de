-- The number that tells a server its in-memory catalogue index is out of date (docs/decisions/021).
CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, 0);--> statement-breakpoint
-- Raised before each statement that writes products or their facet values (even one that
-- matches no row), in the writer's transaction: readers see the new number with the new rows.
-- Before the statement, so the row is locked before the rows the statement writes.
CREATE FUNCTION "raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_raise_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_facets_raise_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_facets"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
