CREATE TABLE "search_queries" (
	"week" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"found_nothing" integer DEFAULT 0 NOT NULL,
	"last_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_queries_week_query_pk" PRIMARY KEY("week","query")
);
