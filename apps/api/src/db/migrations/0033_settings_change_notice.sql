-- Record 40, addendum: every write to the settings row sends NOTIFY settings_changed (at commit).
-- On PGlite, where one process holds the database, the settings module keeps the version in
-- memory and forgets it on this notice, instead of asking the database on every request. On
-- PostgreSQL nobody listens and every process still asks (several processes share the database).
CREATE OR REPLACE FUNCTION settings_change_notice() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('settings_changed', '');
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS settings_change_notice ON settings;
--> statement-breakpoint
CREATE TRIGGER settings_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
	FOR EACH STATEMENT EXECUTE FUNCTION settings_change_notice();
