-- Each server process keeps course forums (thread lists, threads with their posts) in memory. Every change to
-- what they show signals every process with the course id, delivered when the transaction commits, and the
-- processes drop that course's copies (docs/decisions/0016). Statement triggers with transition tables: a bulk
-- change costs one signal per course, not one per row.
CREATE FUNCTION somo_signal_forum_threads() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('somo_forum', course_id::text) FROM (SELECT DISTINCT course_id FROM new_rows) c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('somo_forum', course_id::text) FROM (SELECT DISTINCT course_id FROM old_rows) c;
  ELSE
    -- The batched view counts rewrite only `views`: they send nothing, or every batch would drop the courses read.
    PERFORM pg_notify('somo_forum', course_id::text) FROM (
      SELECT n.course_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE to_jsonb(n) - 'views' IS DISTINCT FROM to_jsonb(o) - 'views'
      UNION
      SELECT o.course_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.course_id <> o.course_id
    ) c;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER forum_threads_insert_signal AFTER INSERT ON forum_threads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION somo_signal_forum_threads();
--> statement-breakpoint
CREATE TRIGGER forum_threads_update_signal AFTER UPDATE ON forum_threads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION somo_signal_forum_threads();
--> statement-breakpoint
CREATE TRIGGER forum_threads_delete_signal AFTER DELETE ON forum_threads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION somo_signal_forum_threads();
--> statement-breakpoint
-- Posts and upvotes reach their course through the thread. When a thread goes, its posts and upvotes go with it
-- and find no thread any more: the thread's own signal covers them.
CREATE FUNCTION somo_signal_forum_posts() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('somo_forum', course_id::text) FROM (
      SELECT DISTINCT t.course_id FROM new_rows p JOIN forum_threads t ON t.id = p.thread_id
    ) c;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('somo_forum', course_id::text) FROM (
      SELECT DISTINCT t.course_id FROM old_rows p JOIN forum_threads t ON t.id = p.thread_id
    ) c;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER forum_posts_insert_signal AFTER INSERT ON forum_posts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION somo_signal_forum_posts();
--> statement-breakpoint
CREATE TRIGGER forum_posts_update_signal AFTER UPDATE ON forum_posts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION somo_signal_forum_posts();
--> statement-breakpoint
CREATE TRIGGER forum_posts_delete_signal AFTER DELETE ON forum_posts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION somo_signal_forum_posts();
--> statement-breakpoint
CREATE FUNCTION somo_signal_forum_upvotes() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('somo_forum', course_id::text) FROM (
      SELECT DISTINCT t.course_id FROM new_rows v
        JOIN forum_posts p ON p.id = v.post_id JOIN forum_threads t ON t.id = p.thread_id
    ) c;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('somo_forum', course_id::text) FROM (
      SELECT DISTINCT t.course_id FROM old_rows v
        JOIN forum_posts p ON p.id = v.post_id JOIN forum_threads t ON t.id = p.thread_id
    ) c;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER forum_upvotes_insert_signal AFTER INSERT ON forum_upvotes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION somo_signal_forum_upvotes();
--> statement-breakpoint
CREATE TRIGGER forum_upvotes_update_signal AFTER UPDATE ON forum_upvotes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION somo_signal_forum_upvotes();
--> statement-breakpoint
CREATE TRIGGER forum_upvotes_delete_signal AFTER DELETE ON forum_upvotes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION somo_signal_forum_upvotes();
--> statement-breakpoint
-- Thread lists show each thread's category name.
CREATE FUNCTION somo_signal_forum_categories() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('somo_forum', OLD.course_id::text);
  ELSE
    PERFORM pg_notify('somo_forum', NEW.course_id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER forum_categories_signal AFTER INSERT OR UPDATE OR DELETE ON forum_categories
  FOR EACH ROW EXECUTE FUNCTION somo_signal_forum_categories();
--> statement-breakpoint
-- Threads and posts show their authors' names: a new name reaches every course the person wrote in. (A deleted
-- account takes its threads, posts and upvotes with it, which signal by themselves.)
CREATE FUNCTION somo_signal_forum_author() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('somo_forum', course_id::text) FROM (
    SELECT t.course_id FROM forum_threads t WHERE t.author_id = NEW.id
    UNION
    SELECT t.course_id FROM forum_posts p JOIN forum_threads t ON t.id = p.thread_id WHERE p.author_id = NEW.id
  ) c;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_forum_signal AFTER UPDATE OF username, first_name, last_name ON users
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION somo_signal_forum_author();
