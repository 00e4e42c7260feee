-- The admin users search matches username, e-mail, first and last name, case-insensitive, anywhere in the text.
-- One trigram index over the four joined by a line break serves it: searches are one line (the API refuses
-- control characters), so a match never spans two fields and `joined ILIKE '%x%'` finds exactly the users
-- whose username, e-mail, first or last name contains x.
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("username" || E'\n' || "email" || E'\n' || "first_name" || E'\n' || "last_name") gin_trgm_ops);
--> statement-breakpoint
-- 'Showing X of Y users' counts every user (and, with only role and status filters, those matching) on each
-- page: counted once here and kept exact by the triggers below, in the transaction that changes the users.
CREATE TABLE "user_counts" (
	"role" text NOT NULL,
	"is_active" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "user_counts_role_is_active_pk" PRIMARY KEY("role","is_active")
);
--> statement-breakpoint
INSERT INTO "user_counts" ("role", "is_active", "n")
  SELECT "role", "is_active", count(*) FROM "users" GROUP BY "role", "is_active";
--> statement-breakpoint
CREATE FUNCTION somo_count_users_added() RETURNS trigger AS $$
BEGIN
  INSERT INTO user_counts (role, is_active, n)
    SELECT role, is_active, count(*) FROM added_users GROUP BY role, is_active
  ON CONFLICT (role, is_active) DO UPDATE SET n = user_counts.n + excluded.n;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION somo_count_users_removed() RETURNS trigger AS $$
BEGIN
  UPDATE user_counts SET n = user_counts.n - removed.n
    FROM (SELECT role, is_active, count(*) AS n FROM removed_users GROUP BY role, is_active) AS removed
    WHERE user_counts.role = removed.role AND user_counts.is_active = removed.is_active;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION somo_count_user_moved() RETURNS trigger AS $$
BEGIN
  UPDATE user_counts SET n = n - 1 WHERE role = OLD.role AND is_active = OLD.is_active;
  INSERT INTO user_counts (role, is_active, n) VALUES (NEW.role, NEW.is_active, 1)
  ON CONFLICT (role, is_active) DO UPDATE SET n = user_counts.n + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION somo_count_users_emptied() RETURNS trigger AS $$
BEGIN
  DELETE FROM user_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Once per statement, so a bulk insert or a cascade counts its rows in one step.
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS added_users
  FOR EACH STATEMENT EXECUTE FUNCTION somo_count_users_added();
--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS removed_users
  FOR EACH STATEMENT EXECUTE FUNCTION somo_count_users_removed();
--> statement-breakpoint
-- Only a real change of role or status touches the counts: sign-ins and profile edits update users too.
CREATE TRIGGER users_count_update AFTER UPDATE OF role, is_active ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION somo_count_user_moved();
--> statement-breakpoint
CREATE TRIGGER users_count_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION somo_count_users_emptied();
--> statement-breakpoint
-- An assessment's submissions page, newest attempt first (the index read backwards), without sorting all of
-- them; with the status in the index too, the whole assessment's counts (all attempts, finished ones) are read
-- from the index alone.
CREATE INDEX "submissions_assessment_started_idx" ON "submissions" USING btree ("assessment_id","started_at","id","status");
