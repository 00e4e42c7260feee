CREATE TABLE "ai_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"agent" text NOT NULL,
	"provider" text NOT NULL,
	"model" varchar(200),
	"fell_back" boolean DEFAULT false NOT NULL,
	"failure" varchar(64),
	"latency_ms" integer NOT NULL,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_calls_user_created_idx" ON "ai_calls" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_calls_created_idx" ON "ai_calls" USING btree ("created_at");--> statement-breakpoint
-- The study assistant's lesson search (features/ai/retrieval.queries.ts) uses this exact expression.
CREATE INDEX "lessons_search_idx" ON "lessons" USING gin (to_tsvector('english'::regconfig, "title" || ' ' || "content"));
