-- One Dice bet as a pgbench transaction (bench/bets/run.ts runs it with
-- -n -M prepared -c <clients> -j 2 -T <seconds>, synchronous_commit=on).
-- Each client bets on its own balance row, like the API bench's players.
\set aid :client_id + 1
\set number random(0, 9999)
\set win case when :number < 4950 then 200 else 0 end
\set house 1000000 + :aid % 16
BEGIN;
SELECT balance FROM balances WHERE id = :aid FOR UPDATE;
UPDATE balances SET balance = balance - 100 + :win, updated_at = now() WHERE id = :aid;
INSERT INTO bets (account_id, amount, chance, side, number, win) VALUES (:aid, 100, 49.5, 'less', :number, :win) RETURNING id \gset bet_
INSERT INTO entries (bet_id, account_id, amount) VALUES (:bet_id, :aid, :win - 100), (:bet_id, :house, 100 - :win);
COMMIT;
