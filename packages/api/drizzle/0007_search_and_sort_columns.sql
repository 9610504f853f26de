-- pg_trgm ships with PostgreSQL (a trusted extension) and with PGlite as a contrib extension the client loads.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "products_sort_price_idx";--> statement-breakpoint
DROP INDEX "products_sort_price_desc_idx";--> statement-breakpoint
DROP INDEX "products_name_lower_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_price" numeric(12, 2) GENERATED ALWAYS AS (coalesce(price_from, price_to)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(attributes->>'texture', '') || ' ' || coalesce(attributes->>'colour', '') || ' ' || coalesce(attributes->>'color', '') || ' ' || coalesce(attributes->>'length', '') || ' ' || coalesce(attributes->>'quality_grade', '') || ' ' || coalesce(attributes->>'hair_material', ''))) STORED;--> statement-breakpoint
CREATE INDEX "products_by_price_idx" ON "products" USING btree ("sort_price","sort_name","id") INCLUDE ("category","featured","search_text");--> statement-breakpoint
CREATE INDEX "products_by_price_desc_idx" ON "products" USING btree ("sort_price" DESC NULLS LAST,"sort_name","id") INCLUDE ("category","featured","search_text");--> statement-breakpoint
CREATE INDEX "products_by_name_idx" ON "products" USING btree ("sort_name","id") INCLUDE ("category","featured","search_text");--> statement-breakpoint
CREATE INDEX "products_by_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") INCLUDE ("category","featured","search_text");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_text" gin_trgm_ops);