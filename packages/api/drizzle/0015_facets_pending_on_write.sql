-- A product written by SQL outside the API (a bulk load, a script) gets its filter values too:
-- a product inserted, or whose attributes changed, is marked pending, and the servers compute
-- the values of the marked products at start and every few seconds (docs/decisions/020).
-- The API computes them in its own transaction and removes its mark there.
CREATE FUNCTION "mark_product_facets_pending"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "product_facets_pending" ("product_id") SELECT "id" FROM new_rows ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "product_facets_pending" ("product_id")
      SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE n."attributes" IS DISTINCT FROM o."attributes"
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_mark_facets_on_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_product_facets_pending"();--> statement-breakpoint
CREATE TRIGGER "products_mark_facets_on_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_product_facets_pending"();
