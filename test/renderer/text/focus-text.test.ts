// The window's words for the focus phase are the tray's (main/core/views/tray-model.ts), and
// it counts down from what its snapshot said, whatever the page's clock says.
import { wordsFor } from '../../../main/i18n/words.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FocusView } from '../../../main/core/snapshot.ts';
import { focusLabel } from '../../../main/core/views/tray-model.ts';
import { focusSecondsLeft, focusText } from '../../../renderer/text/focus-text.ts';

const NOW = Date.parse('2026-03-10T10:00:00Z');

test('every phase and status, at every second of a few minutes, reads as the tray reads it', () => {
  const phases: FocusView['phase'][] = ['focus', 'short_break', 'long_break'];
  const statuses: FocusView['status'][] = ['running', 'paused', 'over'];
  for (const phase of phases) {
    for (const status of statuses) {
      for (let left = 0; left <= 5 * 60 + 1; left++) {
        const view: FocusView = { phase, status, endsAt: status === 'running' ? NOW + left * 1000 : null, leftSeconds: status === 'over' ? 0 : left, sessionsDone: 1 };
        assert.equal(focusText(view, focusSecondsLeft(view, 0)), focusLabel(view, NOW, wordsFor('en')), `${phase} ${status} ${left}s`);
      }
    }
  }
});

test('a running phase counts down from its snapshot; a paused one stands still', () => {
  const running: FocusView = { phase: 'short_break', status: 'running', endsAt: NOW + 300_000, leftSeconds: 300, sessionsDone: 1 };
  assert.equal(focusText(running, focusSecondsLeft(running, 0)), 'Short break: 5 min left');
  assert.equal(focusText(running, focusSecondsLeft(running, 60_000)), 'Short break: 4 min left');
  assert.equal(focusText(running, focusSecondsLeft(running, 241_000)), 'Short break: 1 min left');
  assert.equal(focusSecondsLeft(running, 3_600_000), 0, 'never below none');
  assert.equal(focusSecondsLeft(running, -5_000), 300, 'a page clock that went back counts nothing');
  const paused: FocusView = { phase: 'focus', status: 'paused', endsAt: null, leftSeconds: 600, sessionsDone: 0 };
  assert.equal(focusText(paused, focusSecondsLeft(paused, 120_000)), 'Focus paused: 10 min left');
});
