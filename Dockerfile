# syntax=docker/dockerfile:1
# The production image (docs/deploy.md): built once, run as many times as there are instances.
#   docker build -t evbazaar .        docker compose up --build
# No container engine runs where this project is built and tested, so two checks in `npm test`
# stand in for one: scripts/check-production-install.mjs replays the runtime stage's COPY and
# `RUN npm …` lines in a clean folder and starts the server from it (a package the bundle needs at
# run time but only devDependencies hold fails there), and server/test/deploy-files.test.ts checks
# the invariants below. Change this file and both read the change; keep to the forms they read
# (see the check's header).

# ---- build: every dependency, generated code checked, client and server built
FROM node:22-bookworm-slim AS build
WORKDIR /app
# the package files first, so the dependency layer is reused while only sources change
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY client/package.json client/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run codegen:check && npm run build

# ---- runtime: the built files and the server's production dependencies, nothing else
FROM node:22-bookworm-slim AS runtime
# tini is PID 1: it passes SIGTERM on to node (which closes the server, then the database; main.ts)
# and reaps the short-lived child the embedded database's first start spawns
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
WORKDIR /app
# The server's bundle (server/scripts/build.mjs) keeps every package external except our own
# @evbazaar/common, which it inlines: `npm ci --omit=dev --workspace server` installs exactly the
# server's dependencies. common/package.json is there only so npm can link the workspace; the
# client's packages are not installed (its server renderer, client/dist-ssr, is one bundle).
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/common/package.json common/
COPY --from=build /app/server/package.json server/
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace server --no-audit --no-fund
# what the server reads beside its bundle: its migrations (inside dist), the built client and its
# server renderer (config.ts, http/ssr.ts) and the GraphQL schema (graphql/plugin.ts)
COPY --from=build /app/schema.graphql ./
COPY --from=build /app/server/dist server/dist/
COPY --from=build /app/client/dist client/dist/
COPY --from=build /app/client/dist-ssr client/dist-ssr/
# DATA_DIR holds scratch files (and, without DATABASE_URL, the embedded database): the only
# place the app writes, owned by the unprivileged user the app runs as
RUN mkdir -p /data && chown node:node /data
# the V8 flags `npm start` passes (server/package.json config.nodeFlags; docs/decisions/0049), here
# for every node of the container, and its cap on glibc's malloc arenas; an operator raises them
# with NODE_OPTIONS and MALLOC_ARENA_MAX
ENV NODE_OPTIONS="--max-old-space-size=512 --max-semi-space-size=8" \
  MALLOC_ARENA_MAX=2 \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
USER node
VOLUME ["/data"]
EXPOSE 3000
# ready = the database (and Redis, when set) answer; no curl in a slim image, so node asks
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "server/dist/main.js"]
