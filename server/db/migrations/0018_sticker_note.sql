ALTER TABLE "chat_messages" ADD COLUMN "note" text;--> statement-breakpoint
-- chat_post as 0017 left it (blocks and suspensions), now also writing `message.note`: the short message a sticker carries.
CREATE OR REPLACE FUNCTION chat_post(message jsonb) RETURNS jsonb
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_room text := message->>'room_id';
  v_author integer := (message->>'author_id')::integer;
  v_files text[] := ARRAY(SELECT jsonb_array_elements_text(coalesce(message->'files', '[]'::jsonb)));
  v_low integer;
  v_high integer;
  v_partner integer;
  v_row chat_messages%ROWTYPE;
  v_attached jsonb := '[]'::jsonb;
  v_owned integer;
  v_flipped integer;
  v_notification jsonb;
  v_chat_ids jsonb;
BEGIN
  SELECT r.user_low, r.user_high INTO v_low, v_high FROM chat_rooms r WHERE r.id = v_room;
  IF NOT FOUND OR v_author NOT IN (v_low, v_high) THEN
    IF (message->>'member')::boolean THEN
      RETURN jsonb_build_object('status', 'not_member');
    END IF;
    RAISE EXCEPTION 'chat message by % into room % it is not a member of', v_author, v_room;
  END IF;
  v_partner := CASE WHEN v_low = v_author THEN v_high ELSE v_low END;
  -- Blocking is mutual invisibility: the room is nobody's once either blocked the other, or while either is suspended.
  IF (message->>'member')::boolean AND (EXISTS (
      SELECT 1 FROM blocks b WHERE (b.blocker_id, b.blocked_id) IN ((v_author, v_partner), (v_partner, v_author)))
      OR EXISTS (SELECT 1 FROM users s WHERE s.id IN (v_author, v_partner) AND s.suspended_at IS NOT NULL)) THEN
    RETURN jsonb_build_object('status', 'not_member');
  END IF;

  INSERT INTO chat_messages (id, room_id, author_id, kind, content, coins, package_id, sticker_id, note, client_id)
  VALUES (message->>'id', v_room, v_author, message->>'kind', coalesce(message->>'content', ''), (message->>'coins')::integer,
          (message->>'package_id')::integer, (message->>'sticker_id')::integer, message->>'note', message->>'client_id')
  ON CONFLICT (author_id, client_id) DO NOTHING
  RETURNING * INTO v_row;

  IF NOT FOUND THEN
    -- The client id was used: the first message stands (found once its writer committed).
    SELECT * INTO v_row FROM chat_messages WHERE author_id = v_author AND client_id = message->>'client_id';
    IF NOT FOUND THEN
      RAISE EXCEPTION 'chat message of % vanished after a client id conflict', v_author;
    END IF;
    RETURN jsonb_build_object('status', 'stored', 'created', false, 'row', to_jsonb(v_row));
  END IF;

  UPDATE chat_rooms SET last_seq = greatest(coalesce(last_seq, 0), v_row.seq) WHERE id = v_room;
  UPDATE chat_members SET read_seq = greatest(read_seq, v_row.seq) WHERE room_id = v_room AND user_id = v_author;

  IF cardinality(v_files) > 0 THEN
    SELECT count(*) INTO v_owned
      FROM (SELECT 1 FROM chat_files f
             WHERE f.key = ANY (v_files) AND f.owner_id = v_author AND f.message_seq IS NULL
               FOR UPDATE) AS owned;
    IF v_owned <> cardinality(v_files) THEN
      RETURN jsonb_build_object('status', 'files');
    END IF;
    WITH attached AS (
      UPDATE chat_files f SET message_seq = v_row.seq, position = k.ord - 1
        FROM unnest(v_files) WITH ORDINALITY AS k(key, ord)
       WHERE f.key = k.key
      RETURNING f.*)
    SELECT coalesce(jsonb_agg(to_jsonb(attached.*) ORDER BY attached.position), '[]'::jsonb) INTO v_attached FROM attached;
  END IF;

  SELECT jsonb_agg(jsonb_build_object('user_id', u.id, 'chat_user_id', u.chat_user_id))
    INTO v_chat_ids FROM users u WHERE u.id IN (v_author, v_partner);

  IF (message->>'notify')::boolean THEN
    -- The first message of the partner's unread burst flips their flag (reading the room clears it).
    UPDATE chat_members SET notified = 1 WHERE room_id = v_room AND user_id = v_partner AND notified = 0;
    GET DIAGNOSTICS v_flipped = ROW_COUNT;
    IF v_flipped > 0 THEN
      -- The same news twice leaves one notification, not a pile.
      DELETE FROM notifications
       WHERE user_id = v_partner AND type = 'chat' AND actor_id = v_author AND post_id IS NULL AND comment_id IS NULL;
      INSERT INTO notifications (user_id, type, actor_id, data)
      VALUES (v_partner, 'chat', v_author, jsonb_build_object('room', v_room))
      RETURNING jsonb_build_object(
        'row', to_jsonb(notifications.*),
        'visible', NOT EXISTS (
          SELECT 1 FROM blocks b WHERE (b.blocker_id, b.blocked_id) IN ((v_partner, v_author), (v_author, v_partner)))
          AND NOT EXISTS (SELECT 1 FROM users s WHERE s.id = v_author AND s.suspended_at IS NOT NULL),
        'actor', (SELECT jsonb_build_object('id', a.id, 'first_name', a.first_name, 'last_name', a.last_name, 'username', a.username,
                                            'profile_photo', a.profile_photo, 'user_verified', a.user_verified,
                                            'posts_count', a.posts_count, 'created_by', a.created_by)
                    FROM users a WHERE a.id = v_author),
        'chat', (SELECT u.chat_user_id FROM users u WHERE u.id = v_partner))
      INTO v_notification;
    END IF;
  END IF;

  RETURN jsonb_build_object('status', 'stored', 'created', true, 'row', to_jsonb(v_row), 'files', v_attached,
                            'chat_ids', v_chat_ids, 'notification', v_notification);
END;
$$;
