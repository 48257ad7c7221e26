import { test, afterEach, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodePorts } from '../../main/platform/node/index.ts';
import { loadSettings } from '../../main/core/settings/settings.ts';
import { ManualClock } from '../support/manual-clock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-ports-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const fetchNever = async (): Promise<Response> => {
  throw new Error('no network in this test');
};

test('nodePorts builds every port on one data directory, with the clock and fetch given', async () => {
  const clock = new ManualClock(Date.UTC(2024, 0, 2, 8, 0, 0));
  const ports = nodePorts({ dataDir: dir, clock, fetch: fetchNever });
  assert.equal(ports.clock, clock);
  assert.equal(ports.fetch, fetchNever);

  loadSettings(ports.settings, () => 'install-0001');
  assert.equal(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).installId, 'install-0001');

  await ports.durable.write('outbox', [1]);
  assert.deepEqual(JSON.parse(readFileSync(join(dir, 'durable', 'outbox.json'), 'utf8')), [1]);

  ports.logger.redact('canary-secret-42');
  ports.logger.log('info', 'started canary-secret-42');
  ports.logger.close();
  const log = readFileSync(join(dir, 'stint.log'), 'utf8');
  assert.match(log, /"time":"2024-01-02T08:00:00.000Z","msg":"started \[redacted\]"/);
  assert.ok(!log.includes('canary-secret-42'));

  assert.equal(await ports.secrets.get(), null);
  assert.match(ports.secrets.description, /memory only/);
  assert.equal(ports.idle.idleSeconds(), 0);
  assert.equal(ports.network.online(), true);
  assert.deepEqual(ports.notifier.open(), []);
});

test('a damaged settings file found by nodePorts is kept aside and logged', () => {
  const ports1 = nodePorts({ dataDir: dir, clock: new ManualClock(0), fetch: fetchNever });
  ports1.settings.write({ theme: 'dark' });
  ports1.logger.close();
  rmSync(join(dir, 'stint.log'));
  writeFileSync(join(dir, 'settings.json'), '{oops');
  const ports2 = nodePorts({ dataDir: dir, clock: new ManualClock(0), fetch: fetchNever });
  ports2.logger.close();
  assert.ok(existsSync(join(dir, 'settings.damaged-1.json')));
  const [line] = readFileSync(join(dir, 'stint.log'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(line.level, 'warn');
  assert.equal(line.keptAt, join(dir, 'settings.damaged-1.json'));
});

test('a secret store and a log stream can be given instead', async () => {
  const lines: string[] = [];
  const secrets = { description: 'test keyring', get: async () => 'x', set: async () => undefined, delete: async () => undefined };
  const ports = nodePorts({ dataDir: dir, clock: new ManualClock(0), fetch: fetchNever, secrets, log: { to: { write: (s: string) => void lines.push(s) }, level: 'debug' } });
  assert.equal(ports.secrets, secrets);
  ports.logger.log('debug', 'to the stream');
  assert.equal(lines.length, 1);
  assert.ok(!existsSync(join(dir, 'stint.log')));
});
