# The production site server: `croupier serve` in front of the platform, which it reaches at
# CROUPIER_API_UPSTREAM (docs/OPERATING.md, "Production deployment"). The image holds the built
# client, the brands and the site server, and nothing of the sandbox (tools/sandbox).
#
#   docker build -t croupier .
#   docker run -p 8080:8080 -e CROUPIER_API_UPSTREAM=https://platform.example croupier

ARG NODE_IMAGE=node:22-slim

# ---- build: the client (dist/), its service worker (dist-sw/) and the generated validators ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The install scripts run once the sources are here (postinstall is the codegen, which reads them).
RUN npm ci --ignore-scripts
COPY . .
RUN npm rebuild && npm run build

# ---- runtime: production dependencies, the server's sources and the build output ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    CROUPIER_API_UPSTREAM=""
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY tsconfig.json ./
# The site server and the modules it imports (TypeScript, run by tsx), with the generated code.
COPY --from=build /app/server ./server
COPY --from=build /app/runtime ./runtime
COPY --from=build /app/schemas ./schemas
COPY --from=build /app/tools/cli ./tools/cli
COPY --from=build /app/tools/codegen ./tools/codegen
COPY --from=build /app/tools/build ./tools/build
# What it serves: the brands it was built with, the client and the service worker.
COPY --from=build /app/brands ./brands
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-sw ./dist-sw

USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 8080}/__croupier/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Refuses to start (exit 2) when CROUPIER_API_UPSTREAM is empty: give it with -e or --upstream.
CMD ["node", "tools/cli/bin.mjs", "serve"]
