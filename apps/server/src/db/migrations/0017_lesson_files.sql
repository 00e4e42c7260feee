CREATE TABLE "lesson_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" integer NOT NULL,
	"lesson_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_url" text NOT NULL,
	"variants" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_files" ADD CONSTRAINT "lesson_files_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_files" ADD CONSTRAINT "lesson_files_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_files_course_idx" ON "lesson_files" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lesson_files_lesson_idx" ON "lesson_files" USING btree ("lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_files_lesson_video_idx" ON "lesson_files" USING btree ("lesson_id","kind") WHERE "lesson_files"."kind" in ('video', 'poster', 'captions');--> statement-breakpoint
-- A lesson's files show on the course page, which the servers cache (migration 0008).
CREATE TRIGGER lesson_files_catalogue_signal AFTER INSERT OR UPDATE OR DELETE ON lesson_files
  FOR EACH STATEMENT EXECUTE FUNCTION somo_signal_catalogue();
--> statement-breakpoint
-- Lessons are Markdown from now on. The plain text written before is converted so it renders as it did: the same
-- steps as plainTextToMarkdown in packages/contract/src/markdown.ts (a test holds the two together).
CREATE FUNCTION "plain_text_to_markdown"(plain text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT regexp_replace(
    regexp_replace(
      regexp_replace(
        replace(
          regexp_replace(
            regexp_replace(
              regexp_replace(
                regexp_replace(
                  regexp_replace(
                    regexp_replace(
                      replace(replace(plain, E'\r\n', E'\n'), E'\r', E'\n'),
                      '^[ \t\f\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$', '', 'gn'),
                    '([]\\`*_[<>&~|@])', '\\\1', 'g'),
                  '^([#=+:-])', '\\\1', 'gn'),
                '^([0-9]{1,9})([.)])', '\1\\\2', 'gn'),
              '(https?|ftp)://', '\1\\://', 'gi'),
            '(www)\.', '\1\\.', 'gi'),
          E'\t', repeat(U&'\00A0', 4)),
        ' (?= )', U&'\00A0', 'g'),
      '^ ', U&'\00A0', 'gn'),
    E'([^\n])\n(?=[^\n])', E'\\1\\\\\n', 'g')
$$;--> statement-breakpoint
UPDATE "lessons" SET "content" = plain_text_to_markdown("content") WHERE "content" <> '';
