-- Each server process keeps the session facts of signed-in users in memory; a change to them signals every
-- process with the user's id, delivered when the transaction commits, and the processes forget that user.
CREATE FUNCTION somo_signal_session() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('somo_session', OLD.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_session_signal AFTER UPDATE OF role, username, is_superuser, is_active, token_version OR DELETE
  ON users FOR EACH ROW EXECUTE FUNCTION somo_signal_session();
--> statement-breakpoint
-- Assessment definitions are course data too: every autosave checks its answers against the cached questions.
CREATE TRIGGER assessments_catalogue_signal AFTER INSERT OR UPDATE OR DELETE ON assessments
  FOR EACH STATEMENT EXECUTE FUNCTION somo_signal_catalogue();
