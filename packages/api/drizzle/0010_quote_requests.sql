CREATE TABLE "quote_list_items" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"length" integer NOT NULL,
	"texture" text NOT NULL,
	"grade" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "quote_list_items_user_id_product_id_length_texture_grade_sample_pk" PRIMARY KEY("user_id","product_id","length","texture","grade","sample")
);
--> statement-breakpoint
CREATE TABLE "quote_request_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_request_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "quote_request_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"author_id" text,
	"author_email" text,
	"body" text,
	"previous_stage" text,
	"stage" text,
	"lost_reason" text,
	"assignee_id" text,
	"assignee_email" text,
	"quote_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_request_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text,
	"product_name" text NOT NULL,
	"length" integer NOT NULL,
	"texture" text NOT NULL,
	"texture_name" text NOT NULL,
	"grade" text NOT NULL,
	"grade_name" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"estimate_unit_price" numeric(12, 2),
	"estimate_amount" numeric(16, 2),
	"currency" text,
	CONSTRAINT "quote_request_lines_position_key" UNIQUE("request_id","position")
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"source" text NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"name" text NOT NULL,
	"company" text,
	"email" text,
	"phone" text,
	"country" text,
	"shipping" text,
	"message" text,
	"user_id" text,
	"inquiry_id" text,
	"assignee_id" text,
	"follow_up_on" date,
	"estimate_total" numeric(16, 2),
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(reference || ' ' || name || ' ' || coalesce(company, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))) STORED,
	CONSTRAINT "quote_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "quote_requests_contact_check" CHECK ("quote_requests"."email" is not null or "quote_requests"."phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"token" text NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" numeric(16, 2) NOT NULL,
	"shipping_cost" numeric(12, 2) NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	"payment_terms" text NOT NULL,
	"valid_until" date NOT NULL,
	"note" text,
	"created_by_id" text,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "quotes_reference_unique" UNIQUE("reference"),
	CONSTRAINT "quotes_token_unique" UNIQUE("token"),
	CONSTRAINT "quotes_request_number_key" UNIQUE("request_id","number")
);
--> statement-breakpoint
ALTER TABLE "quote_list_items" ADD CONSTRAINT "quote_list_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_list_items" ADD CONSTRAINT "quote_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_events" ADD CONSTRAINT "quote_request_events_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_events" ADD CONSTRAINT "quote_request_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_events" ADD CONSTRAINT "quote_request_events_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_events" ADD CONSTRAINT "quote_request_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_lines" ADD CONSTRAINT "quote_request_lines_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_lines" ADD CONSTRAINT "quote_request_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_list_items_product_idx" ON "quote_list_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "quote_request_events_request_idx" ON "quote_request_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_request_lines_product_idx" ON "quote_request_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "quote_requests_stage_idx" ON "quote_requests" USING btree ("stage","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_assignee_idx" ON "quote_requests" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "quote_requests_follow_up_idx" ON "quote_requests" USING btree ("follow_up_on");--> statement-breakpoint
CREATE INDEX "quote_requests_user_idx" ON "quote_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_inquiry_idx" ON "quote_requests" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "quote_requests_search_idx" ON "quote_requests" USING gin ("search_text" gin_trgm_ops);