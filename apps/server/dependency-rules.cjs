/**
 * Forbidden imports between the server's folders (see the root .dependency-cruiser.cjs and
 * docs/architecture.md, "The server's folders").
 *
 * The folders of apps/server/src form layers, lowest first. A folder imports only folders of
 * lower layers: never one of its own layer, never one above it. `app.ts` and `main.ts` wire
 * everything together and no folder imports them. On top of the layers, no file of the server
 * may be part of an import cycle, type-only imports included.
 */
const SRC = '^apps/server/src/';

/** The server's folders by layer, lowest first. */
const LAYERS = [
  ['util'],
  ['db'],
  ['store'],
  ['match'],
  ['http'],
  ['accounts', 'bots', 'cluster', 'fanout', 'tools'],
  ['notifications', 'tournaments', 'ws'],
];

/** The `forbidden` rule that keeps `folder` (of layer `rank`) from importing upwards or sideways. */
function layerRule(folder, rank) {
  const notBelow = LAYERS.slice(rank)
    .flat()
    .filter((other) => other !== folder);
  return {
    name: `server-layer-${folder}`,
    comment: `${folder} imports only lower layers of the server (${LAYERS.slice(0, rank).flat().join(', ') || 'none'}), never ${notBelow.join(', ')}.`,
    severity: 'error',
    from: { path: `${SRC}${folder}/` },
    to: { path: `${SRC}(${notBelow.join('|')})/` },
  };
}

module.exports = [
  {
    name: 'server-no-circular',
    comment: 'No file of the server is part of an import cycle (type-only imports count).',
    severity: 'error',
    from: { path: SRC },
    to: { circular: true },
  },
  {
    name: 'server-no-entry-imports',
    comment: 'app.ts and main.ts wire the server together; nothing imports them.',
    severity: 'error',
    from: { path: SRC, pathNot: `${SRC}main\\.ts$` },
    to: { path: `${SRC}(app|main)\\.ts$` },
  },
  ...LAYERS.flatMap((folders, rank) => folders.map((folder) => layerRule(folder, rank))),
];

module.exports.LAYERS = LAYERS;
