CREATE TABLE "assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"total_points" integer DEFAULT 100 NOT NULL,
	"passing_score" numeric(5, 2) DEFAULT 70 NOT NULL,
	"attempts_allowed" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" timestamp with time zone,
	"due_date" timestamp with time zone,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"attempt_number" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"manual_grades" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" numeric(10, 2),
	"percentage" numeric(5, 2),
	"correct_answers" integer,
	"total_questions" integer DEFAULT 0 NOT NULL,
	"is_late_submission" boolean DEFAULT false NOT NULL,
	"graded_by" integer,
	"saved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_course_idx" ON "assessments" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_one_in_progress_idx" ON "submissions" USING btree ("assessment_id","student_id") WHERE "submissions"."status" = 'in_progress';--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_attempt_idx" ON "submissions" USING btree ("assessment_id","student_id","attempt_number");--> statement-breakpoint
CREATE INDEX "submissions_student_idx" ON "submissions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "submissions_graded_by_idx" ON "submissions" USING btree ("graded_by");--> statement-breakpoint
CREATE INDEX "submissions_deadline_idx" ON "submissions" USING btree ("deadline") WHERE "submissions"."status" = 'in_progress';