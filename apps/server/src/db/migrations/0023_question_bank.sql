-- A question bank per course (docs/decisions/0020): questions with their answer keys and tags, asked by several
-- assessments. An assessment takes its questions from its own list (selection null, as before), from a fixed list
-- of bank questions, or draws some per attempt; each attempt that is drawn or shuffled keeps its own questions as
-- they were when it started (submissions.paper), so bank edits never change an attempt under way or graded.
CREATE TABLE "bank_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"question" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "selection" jsonb;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "shuffle_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "shuffle_options" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Null for attempts at an assessment's own questions in their own order: the exam path writes nothing more then.
ALTER TABLE "submissions" ADD COLUMN "paper" jsonb;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_questions_course_idx" ON "bank_questions" USING btree ("course_id");
