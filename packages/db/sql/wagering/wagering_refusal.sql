-- One wager's refusal (canWager in modules/wagering/policy.ts).
CREATE OR REPLACE FUNCTION wagering_refusal(p_user bigint, p_game text, p_amount bigint) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT r.code FROM wagering_refusals(jsonb_build_array(jsonb_build_object('userId', p_user, 'game', p_game, 'amount', p_amount))) r
$$;
