// Drizzle tables of the payment service (payment intents, provider adapters, webhooks).
// None exist yet; add them here, then `npm run db:generate -w @ssc/payment-service`.
export {};
