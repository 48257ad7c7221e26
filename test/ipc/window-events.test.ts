// The window gets the snapshot at once and on every change, and a prompt when it should come
// forward: a new idle prompt, or a reminder clicked. The same prompt is not raised twice.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { IdlePrompt, Snapshot } from '../../main/core/snapshot.ts';
import type { Stint } from '../../main/core/stint-api.ts';
import { forwardToWindow } from '../../main/ipc/window-events.ts';

function snap(prompt: IdlePrompt | null, target: 'continue' | 'picker' | null, today = '2026-03-10', clickedAt: number | null = target === null ? null : 100): Snapshot {
  return {
    today,
    idle: { detection: 'on', prompt },
    reminder: { snoozedUntil: null, lastShownAt: null, target, clickedAt },
  } as unknown as Snapshot;
}

function source(first: Snapshot) {
  let listener: ((s: Snapshot) => void) | null = null;
  const stint = {
    snapshot: () => first,
    subscribe: (l: (s: Snapshot) => void) => {
      listener = l;
      return () => {
        listener = null;
      };
    },
  } as unknown as Stint;
  return { stint, push: (s: Snapshot) => listener?.(s) };
}

const PROMPT: IdlePrompt = { since: 1_000, until: 2_000, entryKey: 'e1', reason: 'lock' };

test('the snapshot now and on every change; prompts once each; nothing after unsubscribe', () => {
  const first = snap(null, null);
  const { stint, push } = source(first);
  const sent: [string, unknown][] = [];
  const stop = forwardToWindow(stint, (channel, payload) => sent.push([channel, payload]));
  const withPrompt = snap(PROMPT, null);
  const samePrompt = snap({ ...PROMPT }, null, '2026-03-11');
  const clicked = snap(null, 'picker');
  const nextPrompt = snap({ ...PROMPT, since: 5_000, until: 6_000 }, 'picker');
  const clickedAgain = snap(null, 'picker', '2026-03-11', 200);
  for (const s of [withPrompt, samePrompt, clicked, nextPrompt, clickedAgain]) push(s);
  stop();
  push(snap(null, 'continue'));
  assert.deepEqual(sent, [
    ['stint:snapshot', first],
    ['stint:snapshot', withPrompt],
    ['stint:prompt', { kind: 'idle', prompt: PROMPT }],
    ['stint:snapshot', samePrompt],
    ['stint:snapshot', clicked],
    ['stint:prompt', { kind: 'reminder', target: 'picker' }],
    ['stint:snapshot', nextPrompt],
    ['stint:prompt', { kind: 'idle', prompt: nextPrompt.idle.prompt }],
    ['stint:snapshot', clickedAgain],
    ['stint:prompt', { kind: 'reminder', target: 'picker' }],
  ]);
});

test('a window opened while an idle prompt waits is told at once, but not of an old reminder click', () => {
  const first = snap(PROMPT, 'continue');
  const sent: [string, unknown][] = [];
  forwardToWindow(source(first).stint, (channel, payload) => sent.push([channel, payload]));
  assert.deepEqual(sent, [
    ['stint:snapshot', first],
    ['stint:prompt', { kind: 'idle', prompt: PROMPT }],
  ]);
});
