-- Custom SQL migration file, put your code below! --
-- The ledger's movement in one call (server/modules/wallet/ledger.ts): one round trip instead of one per row.
-- `movement`: {key, kind, payer_id, payee_id, post_id, sticker_id, amount, data, legs: [{account, user_id, amount}]},
-- legs already summing to zero. `notice` (or null, SQL's or JSON's): a repeatable notification the movement
-- raises, {user_id, type, actor_id, post_id, data}, written only when the movement is new and not one's own.
-- Answers {status, transaction_id, wallets: [{user_id, balance, chat_user_id}] in id order, notification}:
-- status 'posted'; 'replayed' (the key's first movement stands, nothing written); 'conflict' (the key was
-- used for another movement); 'short' (a wallet would go below 0: nothing is left written and the caller's
-- transaction stays usable). `notification` is {row, visible, chat}: the row written, whether its recipient
-- may see its actor (no block either way) and the recipient's chat member id (their socket room).
-- Plans are generic: the statements are the same every call, so they are planned once per session. Every
-- row is read by its key: without sequential scans, a plan made while a table is small (a new platform,
-- a test) does not read it whole as it grows, the foreign key checks run from here included.
CREATE OR REPLACE FUNCTION ledger_post(movement jsonb, notice jsonb) RETURNS jsonb
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_id integer;
  v_first ledger_transactions%ROWTYPE;
  v_ids integer[];
  v_deltas integer[];
  v_locked integer;
  v_enough boolean;
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

  -- Lock the wallets in id order first and see that each can take its change: the foreign key checks
  -- of the rows written next then find the wallets locked by this transaction already.
  SELECT count(*), coalesce(bool_and(enough), true) INTO v_locked, v_enough
    FROM (SELECT u.wallet_balance + v_deltas[array_position(v_ids, u.id)] >= 0 AS enough
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
    SELECT coalesce(jsonb_agg(jsonb_build_object('user_id', u.id, 'balance', u.wallet_balance, 'chat_user_id', u.chat_user_id) ORDER BY u.id), '[]')
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

  INSERT INTO ledger_entries (transaction_id, account, user_id, amount)
  SELECT v_id, leg.account, leg.user_id, leg.amount
    FROM jsonb_to_recordset(movement->'legs') AS leg(account text, user_id integer, amount integer);

  -- The rows are locked and checked; the condition and the CHECK stay as the last word.
  WITH moved AS (
    UPDATE users u SET wallet_balance = u.wallet_balance + v_deltas[array_position(v_ids, u.id)]
     WHERE u.id = ANY (v_ids) AND u.wallet_balance + v_deltas[array_position(v_ids, u.id)] >= 0
    RETURNING u.id, u.wallet_balance, u.chat_user_id)
  SELECT count(*), coalesce(jsonb_agg(jsonb_build_object('user_id', id, 'balance', wallet_balance, 'chat_user_id', chat_user_id) ORDER BY id), '[]')
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
