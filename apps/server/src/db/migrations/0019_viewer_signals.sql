-- Each server process keeps what a student's own pages are made of (their enrolments, lesson completions and
-- attempts) in memory. A change to those rows signals every process with the student's id, delivered when the
-- transaction commits, and the processes forget that student's copy (docs/decisions/0017).
CREATE FUNCTION somo_signal_viewer() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('somo_viewer', OLD.student_id::text);
  ELSE
    PERFORM pg_notify('somo_viewer', NEW.student_id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER enrollments_viewer_signal AFTER INSERT OR UPDATE OR DELETE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION somo_signal_viewer();
--> statement-breakpoint
CREATE TRIGGER lesson_completions_viewer_signal AFTER INSERT OR UPDATE OR DELETE ON lesson_completions
  FOR EACH ROW EXECUTE FUNCTION somo_signal_viewer();
--> statement-breakpoint
CREATE TRIGGER submissions_viewer_signal AFTER INSERT OR DELETE ON submissions
  FOR EACH ROW EXECUTE FUNCTION somo_signal_viewer();
--> statement-breakpoint
-- Autosaves only rewrite an open attempt's answers, which the cached copy never holds: they send nothing.
-- Finishing, grading by hand or any change to a finished attempt does.
CREATE TRIGGER submissions_finished_viewer_signal AFTER UPDATE ON submissions
  FOR EACH ROW WHEN (OLD.status <> 'in_progress' OR NEW.status <> 'in_progress' OR OLD.deadline <> NEW.deadline
    OR OLD.student_id <> NEW.student_id OR OLD.assessment_id <> NEW.assessment_id)
  EXECUTE FUNCTION somo_signal_viewer();
