import { test, describe, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLogFile } from '../../main/platform/electron/log-file.ts';
import { ManualClock } from '../support/manual-clock.ts';

const START = Date.parse('2025-03-04T09:30:00.000Z');

let dir: string;
let logs: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-logfile-'));
  logs = join(dir, 'logs');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function lines(path: string): Record<string, unknown>[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('rotating log file', () => {
  test('lines land in stint.log in the logs folder as JSON with level and time; close writes out what is pending', async () => {
    const log = openLogFile({ dir: logs, clock: new ManualClock(START), env: {} });
    assert.equal(log.path, join(logs, 'stint.log'));
    assert.equal(log.level, 'info');
    log.logger.log('info', 'engine started', { entries: 3, online: true });
    log.logger.log('warn', 'outbox held', { reason: 'rate limited' });
    log.logger.log('debug', 'not at info');
    await log.close();
    assert.deepEqual(lines(log.path), [
      { level: 'info', time: '2025-03-04T09:30:00.000Z', entries: 3, online: true, msg: 'engine started' },
      { level: 'warn', time: '2025-03-04T09:30:00.000Z', reason: 'rate limited', msg: 'outbox held' },
    ]);
  });

  test('STINT_LOG_LEVEL sets the level; a value it does not know means info, and the log says so', async () => {
    const debug = openLogFile({ dir: join(dir, 'a'), clock: new ManualClock(START), env: { STINT_LOG_LEVEL: 'DEBUG' } });
    debug.logger.log('debug', 'shown');
    await debug.close();
    assert.equal(debug.level, 'debug');
    assert.deepEqual(lines(debug.path).map((l) => l.msg), ['shown']);

    const odd = openLogFile({ dir: join(dir, 'b'), clock: new ManualClock(START), env: { STINT_LOG_LEVEL: 'loud' } });
    odd.logger.log('debug', 'hidden');
    odd.logger.log('info', 'kept');
    await odd.close();
    assert.equal(odd.level, 'info');
    assert.deepEqual(
      lines(odd.path).map((l) => [l.level, l.msg, l.value]),
      [
        ['warn', 'STINT_LOG_LEVEL not understood; logging at info', 'loud'],
        ['info', 'kept', undefined],
      ],
    );
  });

  test('a registered secret and secret-named fields never reach the file', async () => {
    const log = openLogFile({ dir: logs, clock: new ManualClock(START), env: {} });
    log.logger.redact('tok-5ecret/value');
    log.logger.log('info', 'signed in with tok-5ecret/value', { url: 'https://x.test/?t=tok-5ecret%2Fvalue', password: 'hunter2' });
    await log.close();
    const text = readFileSync(log.path, 'utf8');
    assert.ok(!text.includes('tok-5ecret'), text);
    assert.ok(!text.includes('hunter2'), text);
    assert.deepEqual(lines(log.path), [
      { level: 'info', time: '2025-03-04T09:30:00.000Z', url: 'https://x.test/?t=[redacted]', password: '[redacted]', msg: 'signed in with [redacted]' },
    ]);
  });

  test('past the size the file rotates; only `keep` older files stay, holding the newest lines in order', async () => {
    const log = openLogFile({ dir: logs, clock: new ManualClock(START), env: {}, rotateAtBytes: 300, keep: 2 });
    for (let i = 0; i < 40; i++) log.logger.log('info', `line ${String(i).padStart(2, '0')}`, { n: i });
    await log.close();
    assert.deepEqual(log.files, [join(logs, 'stint.log'), join(logs, 'stint.1.log'), join(logs, 'stint.2.log')]);
    assert.deepEqual(readdirSync(logs).sort(), ['stint.1.log', 'stint.2.log', 'stint.log']);
    for (const rotated of log.files.slice(1)) assert.ok(statSync(rotated).size >= 300, `${rotated} was rotated before the limit`);
    const kept = [...log.files].reverse().filter(existsSync).flatMap((f) => lines(f).map((l) => l.n as number));
    // The oldest lines were dropped with the oldest file; what is left runs without a gap to the last line.
    assert.ok(kept.length < 40, `nothing was dropped: ${kept.length} lines kept`);
    assert.deepEqual(kept, Array.from({ length: kept.length }, (_, i) => 40 - kept.length + i));
  });

  test('a log that cannot be written is reported, never thrown: the app goes on', async () => {
    writeFileSync(join(dir, 'not-a-folder'), 'a file where the logs folder should be');
    const errors: Error[] = [];
    const log = openLogFile({ dir: join(dir, 'not-a-folder'), clock: new ManualClock(START), env: {}, onError: (e) => errors.push(e) });
    log.logger.log('error', 'nowhere to go');
    await Promise.all([log.close(), log.close()]);
    assert.deepEqual(errors.map((e) => (e as NodeJS.ErrnoException).code), ['ENOTDIR']);
  });
});
