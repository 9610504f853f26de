CREATE TABLE "product_price_cells" (
	"product_id" text NOT NULL,
	"length" integer NOT NULL,
	"texture" text NOT NULL,
	"grade" text NOT NULL,
	"prices" jsonb NOT NULL,
	"min_price" numeric(12, 2) NOT NULL,
	"max_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "product_price_cells_product_id_length_texture_grade_pk" PRIMARY KEY("product_id","length","texture","grade"),
	CONSTRAINT "product_price_cells_price_check" CHECK ("product_price_cells"."min_price" >= 0 and "product_price_cells"."max_price" >= "product_price_cells"."min_price")
);
--> statement-breakpoint
CREATE TABLE "product_price_grids" (
	"product_id" text PRIMARY KEY NOT NULL,
	"unit" text NOT NULL,
	"bundle_grams" integer,
	"quantity_unit" text DEFAULT 'unit' NOT NULL,
	"tier_pricing" text DEFAULT 'per_tier' NOT NULL,
	"tiers" jsonb NOT NULL,
	"moq" integer,
	"line_moq" integer,
	"textures" jsonb NOT NULL,
	"grades" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_price_cells" ADD CONSTRAINT "product_price_cells_product_id_product_price_grids_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_price_grids"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_grids" ADD CONSTRAINT "product_price_grids_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_cells_filter_idx" ON "product_price_cells" USING btree ("texture","grade","length","min_price");