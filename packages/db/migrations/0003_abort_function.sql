-- Lets one SQL statement that does a whole business operation (the instant
-- bet: claim the nonce, move the money, write the posting and the bet) undo
-- itself when one of its steps found nothing to do. A statement is atomic, so
-- raising here rolls back every step of it. SQLSTATE AZ001 and the reason in
-- the message are what the server matches on. VOLATILE keeps the planner from
-- evaluating it early.
CREATE FUNCTION azart_abort(reason text) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'AZ001', MESSAGE = reason;
END
$$;
