// The Settings line for what the desktop cannot tell Stint now, fed by the idle source's
// reports as its D-Bus services go and come back.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { IdleDetectionReport } from '../../main/platform/electron/electron-idle-source.ts';
import { idleDetectionWords, reportIdleDetection } from '../../main/platform/electron/start/detection-status.ts';

const IDLE_GONE = 'Idle time cannot be read under Wayland: org.gnome.Mutter.IdleMonitor is not running.';
const LOCK_GONE = 'The screen lock cannot be detected: the system bus cannot be reached (connection refused).';

function report(idle: IdleDetectionReport['idleTimeDetection'], lock: IdleDetectionReport['lockDetection']): IdleDetectionReport {
  return { idleTime: null, idleTimeDetection: idle, lockDetection: lock, lockEvents: [], sleepEvents: ['power-monitor'], limited: true, checking: false, notes: [] };
}

test('each thing not detected is said with its reason; nothing while both are detected or still being asked', () => {
  assert.equal(idleDetectionWords(report({ state: 'available' }, { state: 'available' })), null);
  assert.equal(idleDetectionWords(report({ state: 'checking' }, { state: 'checking' })), null);
  assert.equal(idleDetectionWords(report({ state: 'unavailable', reason: IDLE_GONE }, { state: 'available' })), `${IDLE_GONE} Stint keeps trying and says here when it can.`);
  assert.equal(
    idleDetectionWords(report({ state: 'unavailable', reason: IDLE_GONE }, { state: 'unavailable', reason: LOCK_GONE })),
    `${IDLE_GONE} ${LOCK_GONE} Stint keeps trying and says here when it can.`,
  );
});

test('reported at once and on every change, until unsubscribed; nothing without an OS idle source (the test hooks)', () => {
  let current = report({ state: 'available' }, { state: 'unavailable', reason: LOCK_GONE });
  const listeners = new Set<(r: IdleDetectionReport) => void>();
  const feed = {
    describe: () => current,
    onDetectionChange: (l: (r: IdleDetectionReport) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  const told: (string | null)[] = [];
  const stint = { reportShellStatus: (field: string, message: string | null) => (field === 'idleDetection' ? told.push(message) : undefined) };
  const stop = reportIdleDetection(feed, stint);
  current = report({ state: 'available' }, { state: 'available' });
  for (const l of listeners) l(current);
  stop();
  assert.equal(listeners.size, 0);
  assert.deepEqual(told, [`${LOCK_GONE} Stint keeps trying and says here when it can.`, null]);
  reportIdleDetection(null, stint)();
  assert.equal(told.length, 2);
});
