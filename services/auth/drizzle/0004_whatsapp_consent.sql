-- WhatsApp consent (issue 33.3): when the account holder agreed to appointment messages over WhatsApp,
-- set by the server at registration or from the dashboard; NULL while not agreed (opt-in) or withdrawn.
ALTER TABLE "users" ADD COLUMN "whatsapp_consent_at" timestamp with time zone;
