import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { SystemEvent } from '../../main/core/ports.ts';
import { ManualIdleSource } from '../../main/platform/node/manual-idle-source.ts';
import { ManualNetworkStatus } from '../../main/platform/node/manual-network-status.ts';
import { MemorySecretStore } from '../../main/platform/node/memory-secret-store.ts';
import { RecordingNotifier } from '../../main/platform/node/recording-notifier.ts';

describe('memory secret store', () => {
  test('get, set, delete one record; says it is memory only', async () => {
    const s = new MemorySecretStore();
    assert.equal(await s.get(), null);
    await s.set('{"token":"t"}');
    assert.equal(await s.get(), '{"token":"t"}');
    await s.set('second');
    assert.equal(await s.get(), 'second');
    await s.delete();
    assert.equal(await s.get(), null);
    assert.equal(s.description, 'memory only (you will sign in again after a restart)');
  });
});

describe('manual idle source', () => {
  test('idle seconds as set, undefined when the system cannot tell', () => {
    const idle = new ManualIdleSource();
    assert.equal(idle.idleSeconds(), 0);
    idle.setIdleSeconds(301);
    assert.equal(idle.idleSeconds(), 301);
    idle.setIdleSeconds(undefined);
    assert.equal(idle.idleSeconds(), undefined);
    assert.equal(new ManualIdleSource({ idleSeconds: undefined }).idleSeconds(), undefined);
    assert.throws(() => idle.setIdleSeconds(-1), RangeError);
    assert.throws(() => idle.setIdleSeconds(Number.NaN), RangeError);
  });

  test('events reach every listener until it unsubscribes', () => {
    const idle = new ManualIdleSource();
    const a: SystemEvent[] = [];
    const b: SystemEvent[] = [];
    const offA = idle.onEvent((e) => a.push(e));
    idle.onEvent((e) => b.push(e));
    idle.emit('lock');
    idle.emit('unlock');
    offA();
    idle.emit('suspend');
    idle.emit('resume');
    assert.deepEqual(a, ['lock', 'unlock']);
    assert.deepEqual(b, ['lock', 'unlock', 'suspend', 'resume']);
    assert.equal(idle.listenerCount, 1);
  });
});

describe('recording notifier', () => {
  const reminder = {
    id: 'reminder',
    title: 'No timer running',
    body: 'Continue "Design review"?',
    actions: [
      { id: 'continue', label: 'Continue' },
      { id: 'pick', label: 'Start…' },
    ],
  };

  test('keeps every notification shown; one with the same id replaces the one on screen', () => {
    const n = new RecordingNotifier();
    n.show(reminder);
    n.show({ id: 'idle', title: 'You were away', body: '20 minutes', actions: [] });
    n.show({ ...reminder, body: 'Continue "Code review"?' });
    assert.deepEqual(
      n.history.map((x) => x.body),
      ['Continue "Design review"?', '20 minutes', 'Continue "Code review"?'],
    );
    assert.deepEqual(
      n.open().map((x) => [x.id, x.body]),
      [
        ['idle', '20 minutes'],
        ['reminder', 'Continue "Code review"?'],
      ],
    );
    n.close('idle');
    assert.deepEqual(n.open().map((x) => x.id), ['reminder']);
  });

  test('choosing an action tells the listeners and dismisses the notification', () => {
    const n = new RecordingNotifier();
    const chosen: [string, string][] = [];
    const off = n.onAction((id, action) => chosen.push([id, action]));
    n.show(reminder);
    n.choose('reminder', 'continue');
    assert.deepEqual(chosen, [['reminder', 'continue']]);
    assert.deepEqual(n.open(), []);
    n.show(reminder);
    n.choose('reminder', 'click');
    assert.deepEqual(chosen, [
      ['reminder', 'continue'],
      ['reminder', 'click'],
    ]);
    off();
    n.show(reminder);
    n.choose('reminder', 'pick');
    assert.equal(chosen.length, 2);
  });

  test('a driver cannot choose what is not on screen', () => {
    const n = new RecordingNotifier();
    const chosen: string[] = [];
    n.onAction((_id, action) => chosen.push(action));
    assert.throws(() => n.choose('reminder', 'continue'), /no notification "reminder" on screen/);
    n.show(reminder);
    assert.throws(() => n.choose('reminder', 'snooze'), /has no action "snooze"/);
    n.close('reminder');
    assert.throws(() => n.choose('reminder', 'continue'), /no notification "reminder" on screen/);
    assert.deepEqual(chosen, []);
  });

  test('what was shown cannot be changed through the caller\'s object', () => {
    const n = new RecordingNotifier();
    const req = { id: 'x', title: 't', body: 'b', actions: [{ id: 'a', label: 'A' }] };
    n.show(req);
    req.actions[0]!.label = 'changed';
    assert.equal(n.open()[0]?.actions[0]?.label, 'A');
  });
});

describe('manual network status', () => {
  test('online by default; listeners hear real changes only', () => {
    const net = new ManualNetworkStatus();
    const heard: boolean[] = [];
    const off = net.onChange((o) => heard.push(o));
    assert.equal(net.online(), true);
    net.set(true);
    net.set(false);
    net.set(false);
    assert.equal(net.online(), false);
    net.set(true);
    off();
    net.set(false);
    assert.deepEqual(heard, [false, true]);
    assert.equal(new ManualNetworkStatus(false).online(), false);
  });
});
