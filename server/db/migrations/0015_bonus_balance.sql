ALTER TABLE "ledger_entries" ADD COLUMN "bonus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bonus_balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_bonus_within_amount" CHECK (("ledger_entries"."bonus" = 0 or "ledger_entries"."account" = 'wallet') and "ledger_entries"."bonus" * sign("ledger_entries"."amount") between 0 and abs("ledger_entries"."amount"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_bonus_balance_within_wallet" CHECK ("users"."bonus_balance" >= 0 and "users"."bonus_balance" <= "users"."wallet_balance");--> statement-breakpoint
-- Bonus coins (README, money): a wallet's promotional part, spendable and never withdrawable. `ledger_post`
-- (0007) now splits each wallet's change into cash and bonus under the wallets' locks, by one rule:
-- a payer spends bonus coins first; positive system legs (the platform's fee, a payout) take the bonus
-- coins of the movement first; what bonus is left reaches the receiving wallets as bonus, in id order.
-- `movement.coins`: 'bonus' when the movement's system account grants bonus coins (a referral welcome),
-- 'cash' when only cash may leave the wallets (a payout request), absent otherwise. One entry per wallet
-- and movement, its `bonus` the promotional part of its `amount`.
CREATE OR REPLACE FUNCTION ledger_post(movement jsonb, notice jsonb) RETURNS jsonb
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_id integer;
  v_first ledger_transactions%ROWTYPE;
  v_coins text := coalesce(movement->>'coins', 'spend');
  v_ids integer[];
  v_deltas integer[];
  v_bonus integer[];
  v_locked integer;
  v_enough boolean;
  v_pool integer;
  v_index integer;
  v_moved integer;
  v_wallets jsonb;
  v_notification jsonb;
  v_to integer := (notice->>'user_id')::integer;
  v_actor integer := (notice->>'actor_id')::integer;
BEGIN
  -- Each user's net change, in id order: the order every movement locks its wallets in.
  SELECT coalesce(array_agg(user_id ORDER BY user_id), '{}'), coalesce(array_agg(delta ORDER BY user_id), '{}')
    INTO v_ids, v_deltas
    FROM (SELECT leg.user_id, sum(leg.amount)::integer AS delta
            FROM jsonb_to_recordset(movement->'legs') AS leg(account text, user_id integer, amount integer)
           WHERE leg.user_id IS NOT NULL
           GROUP BY leg.user_id) AS wallet;

  -- Lock the wallets in id order first and see that each can take its change (a cash-only movement
  -- from its cash alone); the bonus coins each payer spends first. The foreign key checks of the rows
  -- written next then find the wallets locked by this transaction already.
  SELECT count(*), coalesce(bool_and(enough), true), coalesce(array_agg(spent ORDER BY id), '{}') INTO v_locked, v_enough, v_bonus
    FROM (SELECT u.id,
                 u.wallet_balance + v_deltas[array_position(v_ids, u.id)] >= 0
                   AND (v_coins <> 'cash' OR u.wallet_balance - u.bonus_balance + v_deltas[array_position(v_ids, u.id)] >= 0) AS enough,
                 CASE WHEN v_coins <> 'cash' AND v_deltas[array_position(v_ids, u.id)] < 0
                      THEN -least(u.bonus_balance, -v_deltas[array_position(v_ids, u.id)]) ELSE 0 END AS spent
            FROM users u
           WHERE u.id = ANY (v_ids)
           ORDER BY u.id
             FOR NO KEY UPDATE) AS locked;

  INSERT INTO ledger_transactions (kind, idempotency_key, payer_id, payee_id, post_id, sticker_id, amount, data)
  VALUES (movement->>'kind', movement->>'key', (movement->>'payer_id')::integer, (movement->>'payee_id')::integer,
          (movement->>'post_id')::integer, (movement->>'sticker_id')::integer, (movement->>'amount')::integer,
          coalesce(movement->'data', '{}'::jsonb))
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_id;

  IF v_id IS NULL THEN
    -- The key was used (a double click, a retry, a replayed webhook): the first movement stands.
    SELECT * INTO v_first FROM ledger_transactions WHERE idempotency_key = movement->>'key';
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger key % conflicted but is not found', movement->>'key';
    END IF;
    SELECT coalesce(jsonb_agg(jsonb_build_object('user_id', u.id, 'balance', u.wallet_balance, 'bonus', u.bonus_balance, 'chat_user_id', u.chat_user_id) ORDER BY u.id), '[]')
      INTO v_wallets FROM users u WHERE u.id = ANY (v_ids);
    RETURN jsonb_build_object(
      'status', CASE WHEN v_first.kind = movement->>'kind'
                       AND v_first.amount = (movement->>'amount')::integer
                       AND v_first.payer_id IS NOT DISTINCT FROM (movement->>'payer_id')::integer
                       AND v_first.payee_id IS NOT DISTINCT FROM (movement->>'payee_id')::integer
                       AND v_first.post_id IS NOT DISTINCT FROM (movement->>'post_id')::integer
                       AND v_first.sticker_id IS NOT DISTINCT FROM (movement->>'sticker_id')::integer
                     THEN 'replayed' ELSE 'conflict' END,
      'transaction_id', v_first.id, 'wallets', v_wallets);
  END IF;

  IF v_locked <> coalesce(array_length(v_ids, 1), 0) OR NOT v_enough THEN
    DELETE FROM ledger_transactions WHERE id = v_id;
    RETURN jsonb_build_object('status', 'short', 'transaction_id', NULL, 'wallets', '[]'::jsonb);
  END IF;

  -- The movement's bonus coins: those its payers spent and those a promotional account grants, less
  -- what the positive system legs (the fee, a payout) take first; the rest reaches the receivers as bonus.
  SELECT -coalesce((SELECT sum(spent) FROM unnest(v_bonus) AS spent), 0)
         + CASE WHEN v_coins = 'bonus' THEN coalesce(-sum(leg.amount) FILTER (WHERE leg.amount < 0), 0) ELSE 0 END
         - coalesce(sum(leg.amount) FILTER (WHERE leg.amount > 0), 0)
    INTO v_pool
    FROM jsonb_to_recordset(movement->'legs') AS leg(account text, user_id integer, amount integer)
   WHERE leg.user_id IS NULL;
  FOR v_index IN 1 .. coalesce(array_length(v_ids, 1), 0) LOOP
    IF v_deltas[v_index] > 0 THEN
      v_bonus[v_index] := greatest(0, least(v_deltas[v_index], v_pool));
      v_pool := v_pool - v_bonus[v_index];
    END IF;
  END LOOP;

  INSERT INTO ledger_entries (transaction_id, account, user_id, amount, bonus)
  SELECT v_id, leg.account, NULL, leg.amount, 0
    FROM jsonb_to_recordset(movement->'legs') AS leg(account text, user_id integer, amount integer)
   WHERE leg.user_id IS NULL
  UNION ALL
  SELECT v_id, 'wallet', wallet.user_id, wallet.delta, wallet.bonus
    FROM unnest(v_ids, v_deltas, v_bonus) AS wallet(user_id, delta, bonus)
   WHERE wallet.delta <> 0;

  -- The rows are locked and checked; the condition and the CHECKs stay as the last word.
  WITH moved AS (
    UPDATE users u SET wallet_balance = u.wallet_balance + v_deltas[array_position(v_ids, u.id)],
                       bonus_balance = u.bonus_balance + v_bonus[array_position(v_ids, u.id)]
     WHERE u.id = ANY (v_ids) AND u.wallet_balance + v_deltas[array_position(v_ids, u.id)] >= 0
    RETURNING u.id, u.wallet_balance, u.bonus_balance, u.chat_user_id)
  SELECT count(*), coalesce(jsonb_agg(jsonb_build_object('user_id', id, 'balance', wallet_balance, 'bonus', bonus_balance, 'chat_user_id', chat_user_id) ORDER BY id), '[]')
    INTO v_moved, v_wallets FROM moved;
  IF v_moved <> v_locked THEN
    RAISE EXCEPTION 'ledger movement % moved % of % locked wallets', movement->>'key', v_moved, v_locked;
  END IF;

  IF jsonb_typeof(notice) = 'object' AND v_to IS DISTINCT FROM v_actor THEN
    INSERT INTO notifications (user_id, type, actor_id, post_id, data)
    VALUES (v_to, notice->>'type', v_actor, (notice->>'post_id')::integer, coalesce(notice->'data', '{}'::jsonb))
    RETURNING jsonb_build_object(
      'row', to_jsonb(notifications.*),
      -- Blocking is mutual invisibility: the list hides it, so no push either.
      'visible', v_actor IS NULL OR NOT EXISTS (
        SELECT 1 FROM blocks b WHERE (b.blocker_id, b.blocked_id) IN ((v_to, v_actor), (v_actor, v_to))),
      'chat', (SELECT u.chat_user_id FROM users u WHERE u.id = v_to))
    INTO v_notification;
  END IF;

  RETURN jsonb_build_object('status', 'posted', 'transaction_id', v_id, 'wallets', v_wallets, 'notification', v_notification);
END;
$$;
