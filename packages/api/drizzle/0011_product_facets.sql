CREATE TABLE "product_facets" (
	"product_id" text NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "product_facets_facet_value_product_id_pk" PRIMARY KEY("facet","value","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_facets_pending" (
	"product_id" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_facets" ADD CONSTRAINT "product_facets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_facets_pending" ADD CONSTRAINT "product_facets_pending_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_facets_product_idx" ON "product_facets" USING btree ("product_id");--> statement-breakpoint
-- Every product gets its facet values at the next start (the server computes them: packages/api/src/facets/store.ts).
INSERT INTO "product_facets_pending" ("product_id") SELECT "id" FROM "products";
