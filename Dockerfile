# syntax=docker/dockerfile:1
# Multi-stage build: compile everything in a full Node image, ship only what runs.
FROM node:20-slim AS build
WORKDIR /src
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY packages ./packages
COPY apps ./apps
COPY scripts ./scripts
RUN npx -y "$(node -p "require('./package.json').packageManager")" install --frozen-lockfile \
 && npx -y "$(node -p "require('./package.json').packageManager")" build \
 && npx -y "$(node -p "require('./package.json').packageManager")" --filter @broadside/server deploy --prod --legacy /app

FROM node:20-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data WEB_DIST=/app/web
# A font for the text of the map PNGs (GET /api/games/{id}/map.png), which resvg draws.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
COPY --from=build /src/apps/server/dist /app/dist
COPY --from=build /src/apps/web/dist /app/web
RUN mkdir -p /data && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/main.js"]
