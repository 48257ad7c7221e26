// A settings file Stint cannot read is moved aside and the defaults are used: the person is
// told, in the notice every driver shows (the window's banner, the command line's
// `error:` line), and told where the old file is, by its full path.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStint, type Stint } from '../../../main/core/stint.ts';
import { nodePorts } from '../../../main/platform/node/index.ts';
import { ManualClock } from '../../support/manual-clock.ts';

const NOW = Date.parse('2026-03-10T09:00:00Z');

/** A data folder, gone when the test ends. */
function folder(t: TestContext): string {
  const d = mkdtempSync(join(tmpdir(), 'stint-kept-'));
  t.after(() => rmSync(d, { recursive: true, force: true }));
  return d;
}

/** An engine over `dataDir`, signed out (it makes no request); `stop` closes it (the test's end does too). */
async function start(t: TestContext, dataDir: string): Promise<Stint & { stop(): Promise<void> }> {
  const ports = nodePorts({ dataDir, clock: new ManualClock(NOW), fetch: () => Promise.reject(new Error('no request is expected')) });
  const stint = await createStint(ports, { appVersion: '1.0.0', platform: 'test', pacing: [] });
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= stint.close().then(() => ports.logger.close()));
  t.after(stop);
  return Object.assign(stint, { stop });
}

/** What a person had set, cut off half-way (a disk full, a crash of an editor). */
const CUT = '{"version":2,"installId":"install-0001","shortcut":"Alt+Shift+K","lastSignIn":{"serviceAddress":"https://time.example.com/api/v1"';

test('an unreadable settings file: the person is told their settings are back to the defaults, and where the old file is', async (t) => {
  const dir = folder(t);
  writeFileSync(join(dir, 'settings.json'), CUT);
  const stint = await start(t, dir);
  const s = stint.snapshot();
  assert.equal(s.settings.shortcut, 'CommandOrControl+Shift+T', 'the defaults are used');
  const kept = join(dir, 'settings.damaged-1.json');
  assert.equal(s.notice?.level, 'error');
  assert.match(s.notice?.message ?? '', /^Your settings could not be read, so Stint is using its defaults \(your shortcut, service address and reminders among them\)\./);
  assert.ok(s.notice?.message.includes(`The old file was kept at ${kept} (`), s.notice?.message);
  assert.equal(readFileSync(kept, 'utf8'), CUT, 'the file it names holds what the person had');
});

test('the notice is given once: the next start, on the settings written since, says nothing', async (t) => {
  const dir = folder(t);
  writeFileSync(join(dir, 'settings.json'), CUT);
  const first = await start(t, dir);
  assert.notEqual(first.snapshot().notice, null);
  await first.stop();
  const second = await start(t, dir);
  assert.equal(second.snapshot().notice, null);
  assert.ok(existsSync(join(dir, 'settings.damaged-1.json')), 'the old file stays');
});

test('unreadable settings and an unreadable queue: one notice names both files', async (t) => {
  const dir = folder(t);
  writeFileSync(join(dir, 'settings.json'), CUT);
  mkdirSync(join(dir, 'durable'));
  writeFileSync(join(dir, 'durable', 'outbox.json'), '{"version":1,"items":[');
  const message = (await start(t, dir)).snapshot().notice?.message ?? '';
  assert.ok(message.includes(join(dir, 'settings.damaged-1.json')), message);
  assert.ok(message.includes(join(dir, 'durable', 'outbox.damaged-1.json')), message);
});
