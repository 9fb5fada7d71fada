import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  test('defaults when nothing is set (issue 2: PORT 3000, HOST 127.0.0.1, DATA_DIR ./data, LOG_LEVEL info)', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.logLevel).toBe('info');
    expect(config.publicUrl).toBeUndefined();
    expect(config.webDist.endsWith('apps/web/dist')).toBe(true);
  });

  test('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'pretty',
      PUBLIC_URL: 'https://broadside.example/',
      WEB_DIST: '/srv/web',
      GAME_CACHE_SIZE: '50',
      GAME_CACHE_HARD_LIMIT: '500',
      DURABILITY: 'full',
      COMMIT_WINDOW_MS: '5',
      TRUST_PROXY: '10.0.0.0/8,loopback',
      WEBHOOK_ALLOW_CIDRS: '10.1.0.0/16, 192.168.5.7',
    });
    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      logLevel: 'debug',
      logFormat: 'pretty',
      publicUrl: 'https://broadside.example',
      webDist: '/srv/web',
      gameCacheSize: 50,
      gameCacheHardLimit: 500,
      durability: 'full',
      commitWindowMs: 5,
      trustProxy: ['10.0.0.0/8', 'loopback'],
      webhookPolicy: { allowPrivate: false, allowCidrs: ['10.1.0.0/16', '192.168.5.7'] },
    });
  });

  test.each([
    [{ PORT: 'abc' }, 'Invalid environment: PORT must be an integer 0-65535 (got "abc")'],
    [{ PORT: '65536' }, 'Invalid environment: PORT must be an integer 0-65535 (got "65536")'],
    [{ PORT: '-1' }, 'Invalid environment: PORT must be an integer 0-65535 (got "-1")'],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid environment: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      { LOG_FORMAT: 'xml' },
      'Invalid environment: LOG_FORMAT must be one of json, pretty (got "xml")',
    ],
    [
      { PUBLIC_URL: 'ftp://x' },
      'Invalid environment: PUBLIC_URL must be an http(s) URL (got "ftp://x")',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/40' },
      'Invalid environment: TRUST_PROXY must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal (got "10.0.0.0/40")',
    ],
    [
      { WEBHOOK_ALLOW_CIDRS: '10.0.0.0/99' },
      'Invalid environment: WEBHOOK_ALLOW_CIDRS must be a comma-separated list of addresses or CIDR ranges (got "10.0.0.0/99")',
    ],
    [
      { SIGNUPS_PER_ADDRESS_PER_HOUR: '0' },
      'Invalid environment: SIGNUPS_PER_ADDRESS_PER_HOUR must be a whole number from 1 to 999999999 (got "0")',
    ],
    [
      { REDIS_URL: 'http://cache:6379' },
      'Invalid environment: REDIS_URL must be a redis:// or rediss:// URL (got "http://cache:6379")',
    ],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  test('REDIS_URL (issue 19, cross-node fan-out): absent by default, a redis:// or rediss:// URL', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@cache:6380/2' }).redisUrl).toBe(
      'rediss://u:p@cache:6380/2',
    );
  });
});
