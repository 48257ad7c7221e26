// Split, by keyboard, on the real engine (through the harness) against the simulator: an
// entry of today cut at a time becomes two on the service that hold exactly what it held, the
// second on the project and description given; a time outside the entry is refused at the
// `Split at` field with nothing sent; the running timer split at a time goes on from there as
// a new entry.
//
// Time: the engine, the simulator and the page share one clock from 10:00 of the test day
// (UTC, the demo account's zone); the test jumps it instead of waiting, so the entry runs a
// whole hour in no time.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { OffsetClock } from '../../main/time/offset-clock.ts';
import type { TimeEntry } from '../sim/model.ts';
import { testClock } from '../support/test-day.ts';
import { focused, newEntries, pick, startWebsite } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { descriptionOf } from './support/fields.ts';
import { scanSchemes } from './support/axe.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const MINUTE_MS = 60_000;
const AT_10 = 10 * 3600;

const queuedNone = (s: StintPage) => eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'nothing waiting to be sent');

/** A timer on Website Redesign that runs `minutes` on the service (the clock jumped), then stopped unless `keep`. */
async function ranFor(s: StintPage, clock: OffsetClock, description: string, minutes: number, keep = false): Promise<TimeEntry> {
  const before = s.entryIds();
  await startWebsite(s, description);
  await queuedNone(s);
  clock.jump(minutes * MINUTE_MS);
  if (!keep) {
    await s.page.getByRole('button', { name: 'Stop' }).press('Enter');
    await s.page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await queuedNone(s);
  }
  const [entry] = newEntries(s, before);
  assert.ok(entry);
  return entry;
}

test('an entry of today split at 10:30: the first half stays, the second becomes an entry on another project, and together they hold the hour', BROWSER, () => {
  const clock = testClock(10);
  return withStint({ clock }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const entry = await ranFor(s, clock, 'Pairing', 60);
    assert.ok(entry.time_start - AT_10 < 60 && entry.time_total >= 3600, 'an hour from 10:00 on the service');
    const { time_start: start, time_total: total } = entry;
    const before = s.entryIds();

    const today = page.getByRole('region', { name: 'Today' });
    const split = today.getByRole('button', { name: 'Split Website Redesign: Pairing', exact: true });
    await split.press('Enter');
    const form = today.getByRole('form', { name: 'Split Website Redesign: Pairing' });
    const at = form.getByRole('textbox', { name: 'Split at' });
    await focused('the Split at field', at);
    assert.match(await at.inputValue(), /^10:30\sAM$/, 'the middle of the entry is offered');
    assert.match(await descriptionOf(at), /becomes a new entry/);
    await pick(form, 'Project', 'internal', /Internal Tools/);
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Code review');
    await form.getByRole('button', { name: 'Split', exact: true }).press('Enter');
    await form.waitFor({ state: 'detached' });
    await today.getByRole('button', { name: 'Continue Internal Tools: Code review', exact: true }).waitFor();
    await queuedNone(s);

    const cut = 10 * 3600 + 30 * 60;
    assert.equal(entry.time_start, start, 'the first part keeps its start');
    assert.equal(entry.time_total, cut - start, 'and ends at 10:30');
    const made = newEntries(s, before);
    assert.equal(made.length, 1, 'one new entry');
    const second = made[0]!;
    const internal = [...s.sim.sim.ctx.store.projects.values()].find((p) => p.name === 'Internal Tools')!;
    assert.equal(second.project_id, internal.id);
    assert.equal(second.description, 'Code review');
    assert.equal(second.time_start, cut, 'the second part from 10:30');
    assert.equal(entry.time_total + second.time_total, total, 'together they hold what the entry held');
  });
});

test('a time outside the entry is refused at Split at, nothing sent; the running timer split goes on as a new entry from the cut', BROWSER, () => {
  const clock = testClock(10);
  return withStint({ clock }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const running = await ranFor(s, clock, 'Long run', 40, true);
    const today = page.getByRole('region', { name: 'Today' });
    await today.getByRole('button', { name: 'Split Website Redesign: Long run', exact: true }).press('Enter');
    const form = today.getByRole('form', { name: 'Split Website Redesign: Long run' });
    const at = form.getByRole('textbox', { name: 'Split at' });
    await at.fill('9:00');
    await at.press('Enter');
    await eventually(() => at.getAttribute('aria-invalid'), (v) => v === 'true', 'the refusal at Split at');
    assert.match(await descriptionOf(at), /After 10:00/);
    await focused('the Split at field', at);
    assert.equal(s.harness.stint.snapshot().sync.queued, 0, 'nothing waits to be sent');

    const before = s.entryIds();
    await at.fill('10:20');
    await at.press('Enter');
    await form.waitFor({ state: 'detached' });
    await queuedNone(s);
    await eventually(() => s.harness.stint.snapshot().running, (r) => r !== null && r.id !== null && r.key !== `e${running.id}`, 'the new timer on the service');
    assert.equal(running.stopwatch_started_at, null, 'the first part stopped');
    assert.ok(Math.abs(running.time_start + running.time_total - (10 * 3600 + 20 * 60)) <= 1, `the first part ends at 10:20: ${running.time_start + running.time_total}`);
    const [next] = newEntries(s, before);
    assert.ok(next && next.stopwatch_started_at !== null, 'a new entry runs');
    assert.equal(next.time_start, 10 * 3600 + 20 * 60, 'from 10:20');
    assert.equal(next.description, 'Long run');
    await page.getByRole('button', { name: 'Stop' }).waitFor();
  });
});

test('Split at says why "40m" cannot be read, and its error goes as soon as the time typed is right (light and dark, axe clean)', BROWSER, async (t) => {
  const clock = testClock(10);
  await withStint({ clock }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await ranFor(s, clock, 'Reading', 60);
    const today = page.getByRole('region', { name: 'Today' });
    await today.getByRole('button', { name: 'Split Website Redesign: Reading', exact: true }).press('Enter');
    const form = today.getByRole('form', { name: 'Split Website Redesign: Reading' });
    const at = form.getByRole('textbox', { name: 'Split at' });
    await at.fill('40m');
    await at.press('Enter');
    await eventually(() => at.getAttribute('aria-invalid'), (v) => v === 'true', 'the refusal at Split at');
    assert.match(await descriptionOf(at), /"40m" is a length of time, not a time of day: type the time itself, such as 10:30\sAM\./);
    assert.equal(s.harness.stint.snapshot().sync.queued, 0, 'nothing waits to be sent');
    await scanSchemes(t, page, 'split-unreadable');
    // Still no time: still the reason, for what is typed now.
    await at.fill('10:75');
    await eventually(() => descriptionOf(at), (d) => /no such minute/.test(d), 'the reason for 10:75');
    // Right: the error goes before anything is sent again.
    await at.fill('10:40');
    await eventually(() => at.getAttribute('aria-invalid'), (v) => v === null, 'the error gone once the time is right');
    assert.doesNotMatch(await descriptionOf(at), /length of time|no such minute/);
    assert.equal(await form.getByRole('alert').count(), 0, 'no refusal left on the form');
    await form.getByRole('button', { name: 'Split', exact: true }).press('Enter');
    await form.waitFor({ state: 'detached' });
    await queuedNone(s);
  });
});
