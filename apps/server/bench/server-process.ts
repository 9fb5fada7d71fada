// The server as the benchmark runs it: the real app on a free port, with one change — dice
// seeds are derived from the game's creation number, so the benchmark can pre-play each game
// with the same dice and send only legal orders. Never use this outside benchmarks.
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { benchSeed } from './seed.js';

let created = 0;

const config = loadConfig({
  ...process.env,
  PORT: '0',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
});
const app = await buildApp(config, {
  logger: pino({ level: 'silent' }),
  seedSource: () => benchSeed(created++),
  // The benchmark's clients all come from 127.0.0.1.
  wsLimits: {
    messagesPerWindow: 1_000_000,
    hellosPerAddressPerWindow: 1_000_000,
    maxSpectatorsPerAddress: 1_000_000,
    maxSpectatorsPerAddressPerGame: 1_000_000,
    maxUnjoinedPerAddress: 1_000_000,
  },
  httpRateLimits: { perIp: 1_000_000, createGame: 1_000_000, joinSeat: 1_000_000 },
  gameLimits: { maxOpenGamesPerAddress: 1_000_000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
