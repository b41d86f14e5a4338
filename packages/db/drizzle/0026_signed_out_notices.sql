-- A live stream of a signed-in player must end when that session is signed out (sign-out,
-- out everywhere, a password change, the account deleted). Every deletion of session records
-- tells the live channel, once per player, on the player's topic; each process's streams of
-- that player then check their own session again (`packages/api/src/live/session-watch.ts`).
-- The payload's shape is `LivePayload`'s `SignedOutChange` (`packages/games/src/live/topics.ts`).
CREATE FUNCTION "wordrise_sessions_signed_out"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'wordrise_live',
    json_build_object('topics', json_build_array('user:' || "user_id"), 'signedOut', true)::text
  )
  FROM (SELECT DISTINCT "user_id" FROM "signed_out") AS "players";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_signed_out" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS "signed_out"
  FOR EACH STATEMENT EXECUTE FUNCTION "wordrise_sessions_signed_out"();
