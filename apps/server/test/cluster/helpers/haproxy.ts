import { spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../helpers/services.js';
import { spawnTracked } from '../../support/processes.js';

const deploy = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  '..',
  'deploy',
);

/** Whether an `haproxy` binary is on the PATH. */
export function haproxyInstalled(): boolean {
  return spawnSync('haproxy', ['-v']).status === 0;
}

/** HAProxy running deploy/haproxy.cfg on loopback. */
export interface TestProxy {
  readonly httpUrl: string;
  readonly wsUrl: string;
  /** Everything it printed. */
  output(): string;
  stop(): void;
}

/**
 * Starts HAProxy with the repository's deploy/haproxy.cfg and owners.map, the compose service
 * names replaced by the loopback ports of `nodes`, health checks every `checkMs` (the compose
 * file's 2 s would only make the test slower), and the public port on a free loopback port.
 * Resolves once the proxy answers `/api/health`.
 */
export async function startProxy(
  dir: string,
  nodes: ReadonlyMap<string, number>,
  checkMs = 250,
): Promise<TestProxy> {
  const port = await freePort();
  copyFileSync(join(deploy, 'owners.map'), join(dir, 'owners.map'));
  let cfg = readFileSync(join(deploy, 'haproxy.cfg'), 'utf8')
    .replace(/^resolvers docker[\s\S]*?\n\n/m, '')
    .replace(' resolvers docker init-addr last,libc,none', '')
    .replace('log stdout format raw local0', '')
    .replace('check inter 2s', `check inter ${checkMs}ms`)
    .replace('bind :8080', `bind 127.0.0.1:${port}`)
    .replace('/usr/local/etc/haproxy/owners.map', join(dir, 'owners.map'));
  for (const [name, nodePort] of nodes)
    cfg = cfg.replaceAll(`${name}:3000`, `127.0.0.1:${nodePort}`);
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, cfg);
  let output = '';
  const child: ChildProcess = spawnTracked('haproxy', ['-db', '-f', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const httpUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    const ok = await fetch(`${httpUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i >= 100 || child.exitCode !== null) throw new Error(`HAProxy did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    httpUrl,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    output: () => output,
    stop: () => child.kill('SIGTERM'),
  };
}
