# syntax=docker/dockerfile:1
# One replica of a real deployment (README, Deploy): `docker build -t fanclub .`, then compose.yaml.
# The Node.js line of package.json's engines (and .nvmrc): the server refuses another major (server/runtime-check.mjs).
ARG NODE_VERSION=26

# The client: every dependency, then the build `npm run build` makes (catalogs, codegen check, Parcel).
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server: production dependencies only and the built client. Node.js runs the server's TypeScript itself
# (type stripping), so no loader: the pinned `node` package and tsx are development dependencies.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY contract ./contract
COPY server ./server
COPY --from=build /app/dist ./dist
# DATA_DIR's default (./data): nothing lasting lands there once DATABASE_URL, S3_BUCKET and SMTP_URL are set.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
# No curl in the image: node's own fetch asks the process's liveness route.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1, so SIGTERM from `docker stop` reaches the server's drain directly.
CMD ["node", "server/main.ts"]
