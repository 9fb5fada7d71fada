/**
 * The dependency rule (`pnpm lint:deps`, part of `pnpm lint`): which folder may import which.
 * Type-only imports count too (`tsPreCompilationDeps`), so a cycle closed by `import type` is
 * still a cycle. Each app keeps its own rules beside its code; this file joins them.
 */
const server = require('./apps/server/dependency-rules.cjs');
const web = require('./apps/web/dependency-rules.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...server, ...web],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '/test/', '/bench/'] },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
