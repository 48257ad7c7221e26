import { test, describe, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RedactingLogger, REDACTED } from '../../main/platform/node/logger.ts';
import { ManualClock } from '../support/manual-clock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-log-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const T0 = Date.UTC(2024, 4, 1, 9, 30, 0);

function lines(path: string): Record<string, unknown>[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('logger', () => {
  test('a canary secret is found nowhere in the log file: message, fields, URL-encoded', () => {
    const path = join(dir, 'logs', 'stint.log');
    const log = new RedactingLogger({ clock: new ManualClock(T0), to: path });
    const canary = 'canary+Tok/en=7f3a9c';
    log.redact(canary);
    log.log('info', `signed in with ${canary}`);
    log.log('warn', 'request failed', { url: `https://svc.test/x?token=${encodeURIComponent(canary)}`, detail: `header ${canary}!` });
    log.log('error', 'answer', { body: JSON.stringify({ token: canary }), count: 3, ok: false, none: null });
    log.close();
    const text = readFileSync(path, 'utf8');
    assert.ok(!text.includes(canary), text);
    assert.ok(!text.includes(encodeURIComponent(canary)), text);
    assert.ok(!text.includes('7f3a9c'), text);
    const [a, b, c] = lines(path);
    assert.equal(a?.msg, `signed in with ${REDACTED}`);
    assert.equal(b?.url, `https://svc.test/x?token=${REDACTED}`);
    assert.equal(b?.detail, `header ${REDACTED}!`);
    assert.equal(c?.body, JSON.stringify({ token: REDACTED }));
    assert.equal(c?.count, 3);
    assert.equal(c?.ok, false);
    assert.equal(c?.none, null);
  });

  test('fields named token, password, authorization, x-api-token (any case) are replaced whatever their value', () => {
    const path = join(dir, 'stint.log');
    const log = new RedactingLogger({ clock: new ManualClock(T0), to: path });
    log.log('info', 'headers', {
      token: 'abc123',
      Password: 'hunter2',
      authorization: 'Bearer zzz',
      'X-Api-Token': 'qqq',
      accessToken: 'www',
      tokenLength: 40,
      entryId: 17,
    });
    log.close();
    const text = readFileSync(path, 'utf8');
    for (const v of ['abc123', 'hunter2', 'Bearer zzz', 'qqq', 'www']) assert.ok(!text.includes(v), v);
    const [line] = lines(path);
    assert.deepEqual(
      { ...line, time: undefined },
      {
        level: 'info',
        time: undefined,
        msg: 'headers',
        token: REDACTED,
        Password: REDACTED,
        authorization: REDACTED,
        'X-Api-Token': REDACTED,
        accessToken: REDACTED,
        tokenLength: REDACTED,
        entryId: 17,
      },
    );
  });

  test('a secret containing another is replaced whole; an empty secret changes nothing', () => {
    const path = join(dir, 'stint.log');
    const log = new RedactingLogger({ clock: new ManualClock(T0), to: path });
    log.redact('');
    log.redact('abcd');
    log.redact('xxabcdyy');
    log.log('info', 'one xxabcdyy two abcd three');
    log.close();
    assert.equal(lines(path)[0]?.msg, `one ${REDACTED} two ${REDACTED} three`);
  });

  test('lines are JSON with the level as a word and the time from the clock; below the level nothing is written', () => {
    const path = join(dir, 'stint.log');
    const clock = new ManualClock(T0);
    const log = new RedactingLogger({ clock, to: path });
    log.log('debug', 'not written');
    log.log('info', 'first', { level: 'field named level', msg: 'field named msg' });
    clock.set(T0 + 1500);
    log.log('error', 'second');
    log.close();
    assert.deepEqual(lines(path), [
      { level: 'info', time: '2024-05-01T09:30:00.000Z', msg: 'first', level_field: 'field named level', msg_field: 'field named msg' },
      { level: 'error', time: '2024-05-01T09:30:01.500Z', msg: 'second' },
    ]);
  });

  test('a log file is appended to, not replaced, by a second logger (a restart)', () => {
    const path = join(dir, 'stint.log');
    const first = new RedactingLogger({ clock: new ManualClock(T0), to: path });
    first.log('info', 'before restart');
    first.close();
    const second = new RedactingLogger({ clock: new ManualClock(T0), to: path, level: 'debug' });
    second.log('debug', 'after restart');
    second.close();
    assert.deepEqual(
      lines(path).map((l) => l.msg),
      ['before restart', 'after restart'],
    );
  });

  test('a line logged after close (work still settling at quit) is dropped, not thrown; close twice is harmless', async () => {
    const path = join(dir, 'stint.log');
    const log = new RedactingLogger({ clock: new ManualClock(T0), to: path });
    log.log('info', 'before close');
    log.close();
    const late = new Promise<void>((resolve, reject) => {
      process.once('unhandledRejection', reject);
      process.once('uncaughtException', reject);
      log.log('warn', 'after close');
      log.close();
      setImmediate(() => {
        process.removeListener('unhandledRejection', reject);
        process.removeListener('uncaughtException', reject);
        resolve();
      });
    });
    await late;
    assert.deepEqual(lines(path).map((l) => l.msg), ['before close']);
  });

  test('logs to a stream', () => {
    const chunks: string[] = [];
    const log = new RedactingLogger({ clock: new ManualClock(T0), to: { write: (s: string) => void chunks.push(s) } });
    log.redact('s3cret-value');
    log.log('warn', 'to a stream s3cret-value');
    assert.equal(chunks.length, 1);
    assert.deepEqual(JSON.parse(chunks[0]!), { level: 'warn', time: '2024-05-01T09:30:00.000Z', msg: `to a stream ${REDACTED}` });
  });
});
