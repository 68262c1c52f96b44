-- The source of audit_log_append_only (its last numbered migration was 0009_audit_log.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
-- Append-only: history is never edited or removed, not even by the application.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP;
END
$$;
