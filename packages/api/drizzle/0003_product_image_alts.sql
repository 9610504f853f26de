ALTER TABLE "products" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gallery_alts" jsonb DEFAULT '[]'::jsonb NOT NULL;