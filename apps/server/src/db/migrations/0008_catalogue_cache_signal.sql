-- Every change to what the public catalogue and course pages show signals the server processes, which drop
-- their cached copies. NOTIFY is delivered only when the transaction commits, to every listening process.
CREATE FUNCTION somo_signal_catalogue() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('somo_catalogue', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER courses_catalogue_signal AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION somo_signal_catalogue();
--> statement-breakpoint
CREATE TRIGGER lessons_catalogue_signal AFTER INSERT OR UPDATE OR DELETE ON lessons
  FOR EACH STATEMENT EXECUTE FUNCTION somo_signal_catalogue();
--> statement-breakpoint
CREATE TRIGGER enrollments_catalogue_signal AFTER INSERT OR UPDATE OR DELETE ON enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION somo_signal_catalogue();
--> statement-breakpoint
CREATE TRIGGER users_catalogue_signal AFTER UPDATE OF username, first_name, last_name OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION somo_signal_catalogue();
