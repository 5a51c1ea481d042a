# syntax=docker/dockerfile:1
#
# The site and its functions in one image: the Next.js standalone server (output: "standalone"),
# running as the unprivileged `node` user, SQLite in the /data volume by default, PostgreSQL when
# DATABASE_URL is set (compose.yaml). tests/gates/standalone.gate.ts replays the `run` stage
# below (its COPY, ENV, USER, HEALTHCHECK and CMD lines) on the build of `npm test`.
#
#   docker build --build-arg SITE_URL=https://www.example.fr -t gestio-site .
#   docker run -p 3000:3000 -v gestio-data:/data -e SITE_URL=https://www.example.fr gestio-site

ARG NODE_IMAGE=node:24-bookworm-slim

# Dependencies, from the lockfile only (cached until it changes).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The build: pages, Open Graph images and sitemap are pre-rendered with the public origin.
FROM deps AS build
WORKDIR /app
COPY . .
ARG SITE_URL=http://localhost:3000
ENV SITE_URL=${SITE_URL} NEXT_TELEMETRY_DISABLED=1
# The legal details the legal pages print (docs/deploying.md, "Legal details"): build arguments, seen by `npm run build`.
ARG PUBLISHER_SHARE_CAPITAL
ARG PUBLISHER_RCS_CITY
ARG PUBLISHER_SIREN
ARG PUBLISHER_VAT_NUMBER
ARG PUBLISHER_STREET
ARG PUBLISHER_POSTAL_CODE
ARG PUBLISHER_CITY
ARG PUBLISHER_PHONE
ARG PUBLISHER_DIRECTOR
ARG HOSTING_NAME
ARG HOSTING_ADDRESS
ARG HOSTING_PHONE
RUN npm run build

# What runs: server.js, the traced node_modules, the static files and public/. No compiler, no npm cache.
FROM ${NODE_IMAGE} AS run
WORKDIR /app
ARG SITE_URL=http://localhost:3000
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 SITE_URL=${SITE_URL} PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# SIGTERM: no new connection, the requests in flight finish, the outbox worker stops, the store closes.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
