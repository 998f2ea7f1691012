// Drizzle tables of the auth service (users, sessions, password reset, admin bootstrap).
// None exist yet; add them here, then `npm run db:generate -w @ssc/auth-service`.
export {};
