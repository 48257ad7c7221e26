// Focus changes as stretches, step by step (focus-steps.ts): a window becomes a stretch once
// it has held the focus MIN_FOCUS_MS, a pass-through is merged, a return to the stretch's
// window goes on with it, and recording stops at an instant. Each step's state, what it
// closed and what it opened, exactly: the recorder writes what a step says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { focused, MIN_FOCUS_MS, NOTHING_OPEN, settle, stopped, type FocusState } from '../../../main/core/activity/focus-steps.ts';
import type { Seen } from '../../../main/core/activity/activity-filter.ts';

const code: Seen = { app: 'Code', title: 'invoice.ts' };
const figma: Seen = { app: 'Figma', title: 'Homepage' };
const docs: Seen = { app: 'Firefox', title: 'Docs', url: 'https://docs.test/' };
const T = 1_773_133_200_000;

const open = (start: number, seen: Seen, candidate: FocusState['candidate'] = null): FocusState => ({ open: { start, seen }, candidate });
const waiting = (since: number, seen: Seen | null, before: FocusState['open'] = null): FocusState => ({ open: before, candidate: { since, seen } });

test('a focus is a stretch after five seconds, and nothing is open at first', () => {
  assert.equal(MIN_FOCUS_MS, 5_000);
  assert.deepEqual(NOTHING_OPEN, { open: null, candidate: null });
  assert.ok(Object.isFrozen(NOTHING_OPEN), 'the shared empty state cannot be changed by a step');
});

test('settle: no candidate, nothing changes', () => {
  const state = open(T, code);
  assert.deepEqual(settle(state, T + 60_000), { state, closed: [], opened: null });
  assert.equal(settle(state, T + 60_000).state, state);
  assert.deepEqual(settle(NOTHING_OPEN, T), { state: NOTHING_OPEN, closed: [], opened: null });
});

test('settle: a candidate under five seconds stays one; at five seconds exactly it is the stretch from its instant, the one before ending there', () => {
  const state = waiting(T + 10_000, figma, { start: T, seen: code });
  assert.deepEqual(settle(state, T + 10_000 + MIN_FOCUS_MS - 1), { state, closed: [], opened: null });
  assert.deepEqual(settle(state, T + 10_000 + MIN_FOCUS_MS), {
    state: { open: { start: T + 10_000, seen: figma }, candidate: null },
    closed: [{ start: T, end: T + 10_000, seen: code }],
    opened: { start: T + 10_000, seen: figma },
  });
});

test('settle: a candidate with nothing open before it opens alone; one of nothing (or a window not recorded) closes what was open and opens nothing', () => {
  assert.deepEqual(settle(waiting(T, figma), T + 6_000), { state: { open: { start: T, seen: figma }, candidate: null }, closed: [], opened: { start: T, seen: figma } });
  assert.deepEqual(settle(waiting(T + 10_000, null, { start: T, seen: code }), T + 20_000), {
    state: { open: null, candidate: null },
    closed: [{ start: T, end: T + 10_000, seen: code }],
    opened: null,
  });
});

test('focused: a new window is a candidate from its instant; the stretch open goes on meanwhile', () => {
  assert.deepEqual(focused(NOTHING_OPEN, code, T), { state: { open: null, candidate: { since: T, seen: code } }, closed: [], opened: null });
  assert.deepEqual(focused(open(T, code), figma, T + 60_000), { state: { open: { start: T, seen: code }, candidate: { since: T + 60_000, seen: figma } }, closed: [], opened: null });
  assert.deepEqual(focused(open(T, code), null, T + 60_000), { state: { open: { start: T, seen: code }, candidate: { since: T + 60_000, seen: null } }, closed: [], opened: null }, 'nothing in focus is a candidate too: the stretch ends only if it lasts');
});

test('focused: back to the stretch\'s own window (or still nothing) drops the candidate: what came between was a pass-through', () => {
  assert.deepEqual(focused(open(T, code, { since: T + 60_000, seen: figma }), { app: 'Code', title: 'invoice.ts' }, T + 62_000), {
    state: { open: { start: T, seen: code }, candidate: null },
    closed: [],
    opened: null,
  });
  assert.deepEqual(focused(waiting(T, code), null, T + 2_000), { state: { open: null, candidate: null }, closed: [], opened: null });
  assert.deepEqual(focused(NOTHING_OPEN, null, T), { state: { open: null, candidate: null }, closed: [], opened: null });
});

test('focused: the same application and title with another address is another window', () => {
  assert.deepEqual(focused(open(T, docs), { ...docs, url: 'https://docs.test/other' }, T + 60_000).state.candidate, { since: T + 60_000, seen: { ...docs, url: 'https://docs.test/other' } });
  assert.deepEqual(focused(open(T, docs), { ...docs, title: 'Docs 2' }, T + 60_000).state.candidate?.seen, { ...docs, title: 'Docs 2' });
  assert.deepEqual(focused(open(T, docs), { ...docs, app: 'Chromium' }, T + 60_000).state.candidate?.seen, { ...docs, app: 'Chromium' });
});

test('focused: a candidate that held long enough becomes the stretch first, then the new window is the candidate', () => {
  const step = focused(waiting(T + 60_000, figma, { start: T, seen: code }), docs, T + 120_000);
  assert.deepEqual(step, {
    state: { open: { start: T + 60_000, seen: figma }, candidate: { since: T + 120_000, seen: docs } },
    closed: [{ start: T, end: T + 60_000, seen: code }],
    opened: { start: T + 60_000, seen: figma },
  });
  // Back to the window just settled: no candidate.
  assert.deepEqual(focused(waiting(T + 60_000, figma, { start: T, seen: code }), figma, T + 120_000).state, { open: { start: T + 60_000, seen: figma }, candidate: null });
});

test('stopped: the stretch ends at the instant; nothing open closes nothing; the state after is empty', () => {
  assert.deepEqual(stopped(open(T, code), T + 60_000), { state: NOTHING_OPEN, closed: [{ start: T, end: T + 60_000, seen: code }], opened: null });
  assert.deepEqual(stopped(NOTHING_OPEN, T), { state: NOTHING_OPEN, closed: [], opened: null });
  assert.equal(stopped(open(T, code), T + 1).state, NOTHING_OPEN);
});

test('stopped at an instant before the stretch began (away since before it): it ends at its start, which erases it', () => {
  assert.deepEqual(stopped(open(T, code), T - 30_000), { state: NOTHING_OPEN, closed: [{ start: T, end: T, seen: code }], opened: null });
});

test('stopped: a candidate that had held five seconds by the instant becomes a stretch that ends there; one that had not is dropped', () => {
  const state = waiting(T + 60_000, figma, { start: T, seen: code });
  assert.deepEqual(stopped(state, T + 60_000 + MIN_FOCUS_MS), {
    state: NOTHING_OPEN,
    closed: [
      { start: T, end: T + 60_000, seen: code },
      { start: T + 60_000, end: T + 60_000 + MIN_FOCUS_MS, seen: figma },
    ],
    opened: { start: T + 60_000, seen: figma },
  });
  assert.deepEqual(stopped(state, T + 60_000 + MIN_FOCUS_MS - 1), { state: NOTHING_OPEN, closed: [{ start: T, end: T + 60_000 + MIN_FOCUS_MS - 1, seen: code }], opened: null });
});

test('stopped: a candidate begun at or after the instant is not settled by it, however long it has held', () => {
  // Away since T + 60 s reaching back: the window focused at that very instant never counted.
  const at = T + 60_000;
  const state = waiting(at, figma, { start: T, seen: code });
  assert.deepEqual(stopped(state, at), { state: NOTHING_OPEN, closed: [{ start: T, end: at, seen: code }], opened: null });
  assert.deepEqual(stopped(waiting(at + 10_000, figma, { start: T, seen: code }), at), { state: NOTHING_OPEN, closed: [{ start: T, end: at, seen: code }], opened: null });
});
