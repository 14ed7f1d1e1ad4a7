# The portal as one container: built once per backend, run as the standalone server, not as root.
# (Not built on the machine this project is made on, which has no Docker; see docs/deployment.md.)
#   docker build --build-arg API_HOST=https://api.example.com --build-arg AUTH_HOST=https://auth.example.com \
#     --build-arg API_KEY=… -t portal .
#   docker run -p 3000:3000 -e API_HOST=… -e AUTH_HOST=… -e API_KEY=… -e REDIS_URL=redis://cache:6379 \
#     -e REVALIDATE_SECRET=… portal

FROM node:20-slim AS build
WORKDIR /app
# A clean layer each time: no Turbopack cache is written that no build would read (a fifth of a build).
ENV NEXT_TELEMETRY_DISABLED=1 PORTAL_BUILD_CACHE=0
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The backend the pages are prerendered from; the same values must be set when running.
ARG API_HOST
ARG AUTH_HOST
ARG API_KEY
# next build, the service worker (serwist build and esbuild: dev dependencies, which npm ci installs), and the
# standalone folder completed (scripts/build.mjs).
RUN npm run build

FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# That folder alone, as the suite runs it (scripts/standalone.mjs): nothing of the source tree is needed.
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) lets requests in flight finish for up to 10 s, then exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "--max-old-space-size=256", "server.js"]
