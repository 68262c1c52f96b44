-- The audit module's read face for other modules (decision 034): who did what to which target, without
-- the address it came from.
CREATE OR REPLACE VIEW audit_trail AS
  SELECT id, actor_id, action, target_type, target_id, details, created_at FROM audit_log;
