-- Every change to the catalogue, however it is made (the admin's POST, a seed, an operator's SQL),
-- tells the service replicas listening on `ssc_catalogue` to drop the list they keep in memory.
-- The payload is the table's schema: several systems may share one server.
CREATE OR REPLACE FUNCTION notify_catalogue_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('ssc_catalogue', TG_TABLE_SCHEMA);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER services_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
