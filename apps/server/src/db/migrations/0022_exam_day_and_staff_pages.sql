-- Each server process keeps the admin users pages and the instructors' submissions pages in memory, dropped when
-- the database signals a change to what they show (docs/decisions/0018), delivered when the transaction commits.
-- The users pages show names, username, e-mail, role and status: sign-ins and password changes send nothing.
CREATE FUNCTION somo_signal_users() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('somo_users', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_listed_signal AFTER INSERT OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION somo_signal_users();
--> statement-breakpoint
CREATE TRIGGER users_listed_update_signal
  AFTER UPDATE OF first_name, last_name, username, email, role, is_active, is_superuser ON users
  FOR EACH STATEMENT EXECUTE FUNCTION somo_signal_users();
--> statement-breakpoint
-- The exam path (starting an attempt, submitting one) sends its signals itself, after its commit and in batches
-- (lib/signal-publisher.ts): a NOTIFY holds a database-wide lock until its transaction's commit is on disk, so
-- with NOTIFY inside them a cohort's starts and submits would commit one after another. Its statements say so
-- with the transaction-local setting somo.signals_after_commit, and the submissions triggers then stay quiet.
DROP TRIGGER submissions_viewer_signal ON submissions;
--> statement-breakpoint
CREATE TRIGGER submissions_viewer_signal AFTER INSERT OR DELETE ON submissions
  FOR EACH ROW WHEN (current_setting('somo.signals_after_commit', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION somo_signal_viewer();
--> statement-breakpoint
DROP TRIGGER submissions_finished_viewer_signal ON submissions;
--> statement-breakpoint
CREATE TRIGGER submissions_finished_viewer_signal AFTER UPDATE ON submissions
  FOR EACH ROW WHEN ((OLD.status <> 'in_progress' OR NEW.status <> 'in_progress' OR OLD.deadline <> NEW.deadline
    OR OLD.student_id <> NEW.student_id OR OLD.assessment_id <> NEW.assessment_id)
    AND current_setting('somo.signals_after_commit', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION somo_signal_viewer();
--> statement-breakpoint
-- An assessment's submissions pages, signalled with its id. Autosaves only rewrite an open attempt's answers,
-- which the pages never show: they send nothing (the condition is that of the viewer signal). Starting,
-- finishing and grading do.
CREATE FUNCTION somo_signal_submissions() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('somo_submissions', OLD.assessment_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('somo_submissions', NEW.assessment_id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER submissions_page_signal AFTER INSERT OR DELETE ON submissions
  FOR EACH ROW WHEN (current_setting('somo.signals_after_commit', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION somo_signal_submissions();
--> statement-breakpoint
CREATE TRIGGER submissions_page_update_signal AFTER UPDATE ON submissions
  FOR EACH ROW WHEN ((OLD.status <> 'in_progress' OR NEW.status <> 'in_progress' OR OLD.deadline <> NEW.deadline
    OR OLD.student_id <> NEW.student_id OR OLD.assessment_id <> NEW.assessment_id)
    AND current_setting('somo.signals_after_commit', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION somo_signal_submissions();
--> statement-breakpoint
-- An open attempt is rewritten by every autosave (answers, saved_at, last_save_seq: no indexed column). With room
-- left on each page, the new version goes on the same page and no index is touched (a HOT update); on full pages
-- each save added an entry to all seven indexes of the table.
ALTER TABLE "submissions" SET (fillfactor = 70);
