// Whether the data folder lock's holder lives, as the OS says: a pid that runs with the
// holder's start time is the holder; the same pid with another start time is a process that
// came after it; a record of another boot is dead whatever runs now; another machine's is
// never judged here. No clock and no file age take part.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { judgeHolder, parseRecord, recordText, type ReadRecord } from '../../main/platform/node/lock-owner.ts';
import { statStartTime } from '../../main/platform/node/os-processes.ts';

const HERE = { hostname: 'desk', boot: 'boot-1' };
const holder: ReadRecord = { pid: 4242, hostname: 'desk', started: '81234', boot: 'boot-1', nonce: 'n1' };

test('a holder whose process runs with the start time it wrote is alive', () => {
  assert.deepEqual(judgeHolder(holder, HERE, { running: true, started: '81234' }), { state: 'alive' });
});

test('its pid reused by a process with another start time: the holder is dead', () => {
  const j = judgeHolder(holder, HERE, { running: true, started: '99000' });
  assert.equal(j.state, 'dead');
  assert.match(j.state === 'dead' ? j.why : '', /another process/);
});

test('no process with its pid: dead', () => {
  assert.equal(judgeHolder(holder, HERE, { running: false, started: null }).state, 'dead');
});

test('written in another boot: dead, even when a process with its pid and the same tick count runs now', () => {
  const j = judgeHolder(holder, { ...HERE, boot: 'boot-2' }, { running: true, started: '81234' });
  assert.equal(j.state, 'dead');
  assert.match(j.state === 'dead' ? j.why : '', /restarted/);
});

test('another machine\'s holder is never judged here, whatever runs with its pid', () => {
  for (const probe of [{ running: false, started: null }, { running: true, started: 'other' }]) {
    assert.deepEqual(judgeHolder({ ...holder, hostname: 'laptop' }, HERE, probe), { state: 'elsewhere' });
  }
});

test('where a start time is not known (an older Stint\'s record, or Windows) the running pid alone keeps it alive', () => {
  assert.equal(judgeHolder({ ...holder, started: null, boot: null, nonce: null }, HERE, { running: true, started: '1' }).state, 'alive');
  assert.equal(judgeHolder(holder, { ...HERE, boot: null }, { running: true, started: null }).state, 'alive');
  assert.equal(judgeHolder({ ...holder, started: null, boot: null, nonce: null }, HERE, { running: false, started: null }).state, 'dead');
});

test('a record reads back as written; an older Stint\'s (pid and host only) reads with no start, boot or nonce; anything else is not a record', () => {
  const r = { pid: 7, hostname: 'desk', started: '5', boot: 'b', nonce: 'abc' };
  assert.deepEqual(parseRecord(recordText(r)), r);
  assert.deepEqual(parseRecord('{"pid":7,"hostname":"desk"}'), { pid: 7, hostname: 'desk', started: null, boot: null, nonce: null });
  for (const bad of ['', '{', 'null', '[]', '{"pid":0,"hostname":"desk"}', '{"pid":"7","hostname":"desk"}', '{"pid":7}', '{"pid":1.5,"hostname":"x"}']) assert.equal(parseRecord(bad), null, bad);
});

test('the start time is field 22 of /proc/<pid>/stat, counted after the command name however odd the name', () => {
  const tail = 'S 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 777123 20 21';
  assert.equal(statStartTime(`123 (node) ${tail}`), '777123');
  assert.equal(statStartTime(`123 (a) (b c) ${tail}`), '777123');
  assert.equal(statStartTime('123 (node) S 1 2'), null);
  assert.equal(statStartTime('garbage'), null);
});
