# The site in one image: built web app and server, started with `node apps/server/dist/main.js`.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json nx.json tsconfig.base.json eslint.config.mjs ./
COPY apps/web/package.json apps/web/
COPY apps/server/package.json apps/server/
COPY packages/api/package.json packages/api/
COPY packages/demo-content/package.json packages/demo-content/
COPY packages/domain/package.json packages/domain/
COPY packages/ui/package.json packages/ui/
RUN npm ci --no-audit --no-fund
COPY . .
RUN NX_DAEMON=false npx nx run-many -t build --projects=@hair/web,@hair/server

FROM node:22-bookworm-slim
WORKDIR /app
# Two malloc arenas: a server holds ~140 MB less at rest (docs/decisions/025).
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data MALLOC_ARENA_MAX=2
COPY --from=build /app /app
RUN npm prune --omit=dev --no-audit --no-fund && mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:4000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/server/dist/main.js"]
