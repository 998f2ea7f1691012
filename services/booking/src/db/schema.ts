// Drizzle tables of the booking service (appointments, slots, uploaded documents, service requests, outbox).
// None exist yet; add them here, then `npm run db:generate -w @ssc/booking-service`.
export {};
