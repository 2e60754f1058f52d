-- Supabase Realtime's feed (docs/api.md, "Realtime"): every change of a published table announces
-- itself with pg_notify('realtime', json) in the writing transaction; PostgreSQL (and PGlite)
-- delivers it to every LISTEN when the transaction commits, so every api instance learns of every
-- change and delivers it to its own subscribers (api/src/realtime). The payload carries ids and the
-- columns a deleted or re-assigned row still needs for authorisation, never the row itself:
--   {"table", "type": INSERT|UPDATE|DELETE, "id", "request_id", "commit_timestamp", "old", "new"}
-- Trigger arguments: the columns carried in "old"/"new" (comma-separated), and the columns whose
-- change alone is bookkeeping nobody watches (the mail throttle, the reminder mark).
CREATE OR REPLACE FUNCTION app.realtime_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  the_row jsonb := coalesce(new_row, old_row);
  carried text[] := CASE WHEN TG_NARGS > 0 AND TG_ARGV[0] <> '' THEN string_to_array(TG_ARGV[0], ',') ELSE '{}'::text[] END;
  quiet text[] := CASE WHEN TG_NARGS > 1 AND TG_ARGV[1] <> '' THEN string_to_array(TG_ARGV[1], ',') ELSE '{}'::text[] END;
BEGIN
  IF TG_OP = 'UPDATE' AND (new_row - quiet) = (old_row - quiet) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('realtime', jsonb_build_object(
    'table', TG_TABLE_NAME,
    'type', TG_OP,
    'id', the_row->>'id',
    'request_id', coalesce(the_row->>'request_id', CASE WHEN TG_TABLE_NAME = 'expert_requests' THEN the_row->>'id' END),
    'commit_timestamp', to_char(now() AT TIME ZONE 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'old', (SELECT jsonb_object_agg(key, value) FROM jsonb_each(old_row) WHERE key = ANY (carried)),
    'new', (SELECT jsonb_object_agg(key, value) FROM jsonb_each(new_row) WHERE key = ANY (carried))
  )::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER expert_requests_realtime AFTER INSERT OR UPDATE OR DELETE ON app.expert_requests
  FOR EACH ROW EXECUTE FUNCTION app.realtime_notify(
    'status,expert_id,addressed_to,user_id,guest_lead_id,focus,lang,format',
    'client_notified_at,expert_notified_at,updated_at');
--> statement-breakpoint
CREATE TRIGGER case_messages_realtime AFTER INSERT OR UPDATE OR DELETE ON app.case_messages
  FOR EACH ROW EXECUTE FUNCTION app.realtime_notify('request_id', '');
--> statement-breakpoint
CREATE TRIGGER case_appointments_realtime AFTER INSERT OR UPDATE OR DELETE ON app.case_appointments
  FOR EACH ROW EXECUTE FUNCTION app.realtime_notify('request_id', 'reminder_sent_at,updated_at');
--> statement-breakpoint
CREATE TRIGGER case_events_realtime AFTER INSERT OR UPDATE OR DELETE ON app.case_events
  FOR EACH ROW EXECUTE FUNCTION app.realtime_notify('request_id', '');
