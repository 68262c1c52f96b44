-- The source of outbox_emit (its last numbered migration was 0010_settle_instant_batch.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
CREATE OR REPLACE FUNCTION outbox_emit(p_type text, p_payload jsonb) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  INSERT INTO outbox (type, payload) VALUES (p_type, p_payload);
END
$$;
