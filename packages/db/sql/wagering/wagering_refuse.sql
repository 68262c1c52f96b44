-- Raises wager_refused (SQLSTATE AZ401, the refusal's code as DETAIL) when any of p_wagers is refused:
-- the fast path's check, inside the statement that moves the money.
CREATE OR REPLACE FUNCTION wagering_refuse(p_wagers jsonb) RETURNS void
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_code text;
BEGIN
  SELECT r.code INTO v_code FROM wagering_refusals(p_wagers) r WHERE r.code IS NOT NULL LIMIT 1;
  IF v_code IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'AZ401', MESSAGE = 'wager_refused', DETAIL = v_code;
  END IF;
END
$$;
