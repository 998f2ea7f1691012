-- Terms consent (issue 22): when the account holder accepted the terms of service, set by the server at
-- registration. Old rows (and bootstrapped admins) keep NULL.
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;
