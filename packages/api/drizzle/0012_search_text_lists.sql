-- The search text also holds a product's textures, colours and tags (lists in the attributes).
-- Dropping the column drops the indexes that carry it; they are made again as in 0007.
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(attributes->>'texture', '') || ' ' || coalesce(attributes->>'colour', '') || ' ' || coalesce(attributes->>'color', '') || ' ' || coalesce(attributes->>'textures', '') || ' ' || coalesce(attributes->>'colours', '') || ' ' || coalesce(attributes->>'tags', '') || ' ' || coalesce(attributes->>'length', '') || ' ' || coalesce(attributes->>'quality_grade', '') || ' ' || coalesce(attributes->>'hair_material', ''))) STORED;--> statement-breakpoint
CREATE INDEX "products_by_price_idx" ON "products" USING btree ("sort_price","sort_name","id") INCLUDE ("category","featured","search_text");--> statement-breakpoint
CREATE INDEX "products_by_price_desc_idx" ON "products" USING btree ("sort_price" DESC NULLS LAST,"sort_name","id") INCLUDE ("category","featured","search_text");--> statement-breakpoint
CREATE INDEX "products_by_name_idx" ON "products" USING btree ("sort_name","id") INCLUDE ("category","featured","search_text");--> statement-breakpoint
CREATE INDEX "products_by_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") INCLUDE ("category","featured","search_text");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
