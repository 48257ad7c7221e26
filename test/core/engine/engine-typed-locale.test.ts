// Typed as the person types, in German and French (issue 72, item 4), end to end on the manual
// clock against the simulator: the system's locale is de-DE or fr-FR, the entries on the service
// say what was read, and a length that reads two ways is refused at its field with both readings
// and how to type each, nothing sent.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const hm = (hours: number, m: number): number => hours * 3600 + m * 60;

async function signedIn(locale: string): Promise<void> {
  h = await EngineHarness.start({ now: '2026-03-10T18:00:00Z', locale });
  await h.signIn();
}

/** Adds a finished entry of 10 March on Website as typed; answers what the service stored. */
async function added(description: string, times: { start?: string; end?: string; duration?: string }): Promise<[number, number]> {
  const r = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description, ...times, confirmOverlap: true });
  assert.ok(r.ok, JSON.stringify(r));
  await h.settle();
  const [e] = h.serviceEntries((x) => x.description === description);
  assert.ok(e, description);
  return [e.time_start, e.time_total];
}

test('in German: 1,5 hours after 14.30 is 14:30 to 16:00; 1.5 still an hour and a half; 7:00 to 8:15 as ever', async () => {
  await signedIn('de_DE.UTF-8');
  assert.equal(h.stint.snapshot().display.locale, 'de-DE');
  assert.deepEqual(await added('Komma', { start: '14.30', duration: '1,5' }), [hm(14, 30), hm(1, 30)]);
  assert.deepEqual(await added('Punkt', { start: '9.00', duration: '1.5' }), [hm(9, 0), hm(1, 30)]);
  assert.deepEqual(await added('Doppelpunkt', { start: '7:00', end: '8:15' }), [hm(7, 0), hm(1, 15)]);
});

test('in German, 1.500 as a duration is asked at its field (1,5 hours or 1500 minutes), nothing sent; 1:30 then saves', async () => {
  await signedIn('de-DE');
  const mark = h.mark();
  const r = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Tausend', start: '9:00', duration: '1.500' });
  assert.ok(!r.ok);
  assert.equal(r.fields?.duration, '"1.500" reads two ways. For 1,5 hours (1:30), type 1:30; for 1.500 minutes (25:00), type 1500m.');
  await h.settle();
  assert.deepEqual(h.sentSince(mark).filter((q) => !q.startsWith('GET ')), []);
  assert.deepEqual(await added('Tausend', { start: '9:00', duration: '1:30' }), [hm(9, 0), hm(1, 30)]);
});

test('in French: 14h30 and 16h00 are times, 1,5 is hours; 1.500 is asked as in German', async () => {
  await signedIn('fr_FR.UTF-8');
  assert.deepEqual(await added('Réunion', { start: '14h30', end: '16h00' }), [hm(14, 30), hm(1, 30)]);
  assert.deepEqual(await added('Matin', { start: '9h00', duration: '1,5' }), [hm(9, 0), hm(1, 30)]);
  const r = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Mille', start: '9:00', duration: '1.500' });
  assert.ok(!r.ok && /reads two ways/.test(r.fields?.duration ?? ''), JSON.stringify(r));
});

test('in English, 1,500 is asked and 1,5 is still an hour and a half (as before issue 72)', async () => {
  await signedIn('en-US');
  const r = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Grouped', start: '9:00 AM', duration: '1,500' });
  assert.ok(!r.ok);
  assert.equal(r.fields?.duration, '"1,500" reads two ways. For 1.5 hours (1:30), type 1:30; for 1,500 minutes (25:00), type 1500m.');
  assert.deepEqual(await added('Comma', { start: '9:00 AM', duration: '1,5' }), [hm(9, 0), hm(1, 30)]);
});

test('the running timer started "1,5h" ago in German; "1.500" ago asked', async () => {
  await signedIn('de-DE');
  await h.stint.start({ projectId: PROJECT.website, description: 'Läuft' });
  await h.settle();
  await h.advanceTo('2026-03-10T20:00:00Z');
  assert.deepEqual(await h.stint.setRunningStart({ ago: '1,5h' }), { ok: true });
  assert.equal(h.stint.snapshot().running?.runningSince, Date.parse('2026-03-10T18:30:00Z'));
  const r = await h.stint.setRunningStart({ ago: '1.500' });
  assert.ok(!r.ok && /reads two ways/.test(r.message), JSON.stringify(r));
});
