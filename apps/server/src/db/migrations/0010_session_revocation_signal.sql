-- Every session check loads the user's recently ended sessions: only revoked rows are indexed.
CREATE INDEX "refresh_tokens_revoked_idx" ON "refresh_tokens" USING btree ("user_id","revoked_at") WHERE "refresh_tokens"."revoked_at" is not null;
--> statement-breakpoint
-- Access tokens name their session (the refresh-token family). Signing out, a reused refresh token and an admin
-- ending a user's sessions revoke refresh tokens; each revocation signals the user's id on the channel of the
-- users trigger of migration 0009, delivered when the transaction commits, so every process forgets the user's
-- session facts and refuses the session's access tokens at once.
CREATE FUNCTION somo_signal_session_revoked() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('somo_session', NEW.user_id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_session_signal AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION somo_signal_session_revoked();
