-- Issue 37. sign_in_names: one namespace for usernames and emails, unique in lower case by its
-- primary key, written with each account; backfilled below from the accounts already there.
-- sessions.last_seen_at: admin sessions end after 30 idle minutes.
CREATE TABLE "sign_in_names" (
	"name" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "sign_in_names_lower_check" CHECK ("sign_in_names"."name" = lower("sign_in_names"."name")),
	CONSTRAINT "sign_in_names_kind_check" CHECK ("sign_in_names"."kind" in ('username', 'email'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_names" ADD CONSTRAINT "sign_in_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_names_user_id_idx" ON "sign_in_names" USING btree ("user_id");--> statement-breakpoint
-- Backfill, oldest account first: where an old username equals another account's email (the
-- squatting issue 37 closes), the older account keeps the name and the newer one loses it as a
-- sign-in name (it still signs in with its other name); each such conflict is logged as a warning.
DO $$
DECLARE
	account record;
	claimed int;
BEGIN
	FOR account IN SELECT "id", "email", "username" FROM "users" ORDER BY "created_at", "id" LOOP
		INSERT INTO "sign_in_names" ("name", "user_id", "kind")
			VALUES (lower(account."email"), account."id", 'email') ON CONFLICT DO NOTHING;
		GET DIAGNOSTICS claimed = ROW_COUNT;
		IF claimed = 0 THEN
			RAISE WARNING 'sign_in_names backfill: the email of account % is already an older account''s sign-in name; not added', account."id";
		END IF;
		IF lower(account."username") <> lower(account."email") THEN
			INSERT INTO "sign_in_names" ("name", "user_id", "kind")
				VALUES (lower(account."username"), account."id", 'username') ON CONFLICT DO NOTHING;
			GET DIAGNOSTICS claimed = ROW_COUNT;
			IF claimed = 0 THEN
				RAISE WARNING 'sign_in_names backfill: the username of account % is already an older account''s sign-in name; not added', account."id";
			END IF;
		END IF;
	END LOOP;
END $$;
