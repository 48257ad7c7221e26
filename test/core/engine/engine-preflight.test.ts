// Corrections checked on the service before their first request (issue 40, items 2-4), end to
// end on the manual clock against the simulator: a change of several requests is all or
// nothing (an entry locked or a project archived meanwhile refuses the whole split before
// anything is sent), nothing is sent over a change made on the web since Stint showed the
// entry (an offline edit, a past week's entry, a split a minute later), and no entry is laid
// over another of the person's (a fill over an entry made on the phone, offline or not; a
// manual entry only once the person confirms the overlap).
import { afterEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ADA, DEMO_RUI, EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { Elsewhere } from '../support/elsewhere.ts';
import type { Project, TimeEntry } from '../../sim/model.ts';
import { notSavedLine } from '../../../main/core/views/not-saved.ts';
import { wordsFor } from '../../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

let h: EngineHarness;
afterEach(() => h?.close());

const SEC = 1000;
const MIN = 60 * SEC;
const hm = (h: number, m: number): number => h * 3600 + m * 60;
const at = (iso: string): number => Date.parse(iso);

/** Signed in as `email` at `now`, with a finished entry of today added through the engine. */
async function withEntry(now: string, email: string, entry: { start: string; end: string; description: string }): Promise<{ id: number; key: string }> {
  h = await EngineHarness.start({ now });
  await h.signIn(email);
  const r = await h.stint.addManualEntry({ date: now.slice(0, 10), projectId: PROJECT.website, ...entry });
  assert.equal(r.ok, true, JSON.stringify(r));
  await h.settle();
  const v = h.stint.snapshot().todayEntries.find((e) => e.description === entry.description);
  assert.ok(v?.id, 'the entry reached the service');
  return { id: v.id, key: v.key };
}

/** The service's entries with one of these descriptions: [start, total, description], sorted. */
function held(...descriptions: string[]): [number, number, string][] {
  const wanted = new Set(descriptions);
  return h
    .serviceEntries((e: TimeEntry) => wanted.has(e.description))
    .map((e): [number, number, string] => [e.time_start, e.time_total, e.description])
    .sort((a, b) => a[0] - b[0]);
}

function writesSince(mark: number): string[] {
  return h.sentSince(mark).filter((r) => !r.startsWith('GET '));
}

function noticeText(): string {
  return h.stint.snapshot().notice?.message ?? '';
}

async function phone(): Promise<Elsewhere> {
  return Elsewhere.signIn(h.sim.baseUrl, DEMO_ADA);
}

test('a split of an entry locked on the web meanwhile sends nothing: the entry keeps its 2:00, no third hour appears', async () => {
  const { id, key } = await withEntry('2026-03-10T17:00:00Z', DEMO_RUI, { start: '14:00', end: '16:00', description: 'Report' });
  await h.sim.control.lock(id, true, 'Period closed');
  await h.advance(MIN);
  const mark = h.mark();
  await h.stint.splitEntry({ entryKey: key, at: '15:00', description: 'Review' });
  await h.settle();
  assert.deepEqual(held('Report', 'Review'), [[hm(14, 0), 2 * 3600, 'Report']], 'the day still holds 2:00, once');
  assert.deepEqual(writesSince(mark), [], 'no part was sent');
  assert.match(noticeText(), /locked/i);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test('a split onto a project archived on the web half an hour ago sends nothing: the entry keeps its hour', async () => {
  const { key } = await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  const web = await phone();
  assert.equal((await web.call('POST', `/projects/${PROJECT.internal}`, { body: { active: 0 } })).status, 200);
  await h.advance(30 * MIN);
  const mark = h.mark();
  await h.stint.splitEntry({ entryKey: key, at: '10:15', projectId: PROJECT.internal, description: 'Review' });
  await h.settle();
  assert.deepEqual(held('Spec', 'Review'), [[hm(9, 0), 2 * 3600, 'Spec']], 'nothing lost: 09:00 to 11:00 stands');
  assert.deepEqual(writesSince(mark), []);
  assert.match(noticeText(), /archived/i);
});

test('an offline edit of a start, sent after the entry was lengthened on the web, sends nothing and shows both versions', async () => {
  const { id, key } = await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  const web = await phone();
  h.setOnline(false);
  assert.equal((await web.call('POST', `/time-entries/${id}`, { body: { time_start: '09:00:00', time_end: '11:45:00', time_total: '02:45:00' } })).status, 200);
  assert.equal((await h.stint.editEntry({ entryKey: key, start: '08:30' })).ok, true);
  await h.advance(5 * MIN);
  const mark = h.mark();
  h.setOnline(true);
  await h.advance(MIN);
  assert.deepEqual(held('Spec'), [[hm(9, 0), hm(2, 45), 'Spec']], 'the 45 minutes added on the web stay');
  assert.deepEqual(writesSince(mark), [], 'the edit was not sent');
  assert.match(noticeText(), /changed on the web/i);
  assert.match(noticeText(), /11:45/, 'the web version is shown');
  assert.match(noticeText(), /08:30/, 'and the edit that was not sent');
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test('an edit of times made offline, the entry shortened on the web in the same moment, the network back at once: the edit is not sent over it (found by the property suite)', async () => {
  const { id, key } = await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  const web = await phone();
  h.setOnline(false);
  assert.equal((await h.stint.editEntry({ entryKey: key, start: '07:00', duration: '00:20:00' })).ok, true);
  assert.equal((await web.call('POST', `/time-entries/${id}`, { body: { time_total: '00:10:00' } })).status, 200);
  const mark = h.mark();
  // No time passes: the engine's copy was read a moment before the click, yet it is stale.
  h.setOnline(true);
  await h.settle();
  assert.deepEqual(held('Spec'), [[hm(9, 0), 600, 'Spec']], "the web's 10 minutes stay");
  assert.deepEqual(writesSince(mark), [], 'the edit was not sent');
  assert.match(noticeText(), /changed on the web/i);
  assert.equal(h.stint.snapshot().notSaved?.length, 1, 'the edit is listed as not saved');
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test("a past week's entry moved to another day after a web change sends nothing: the hour added on the web stays", async () => {
  h = await EngineHarness.start({ now: '2026-03-10T12:00:00Z' });
  await h.signIn(DEMO_ADA);
  assert.equal((await h.stint.showWeek('2026-03-03')).ok, true);
  await h.settle();
  const [old] = h.serviceEntries((e) => e.date_execution === '2026-03-03' && e.description === 'Tooling spike');
  assert.ok(old, 'the demo has the entry');
  const web = await phone();
  const end = old.time_start + old.time_total + 3600;
  const hms = (s: number) => `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
  assert.equal((await web.call('POST', `/time-entries/${old.id}`, { body: { time_start: hms(old.time_start), time_end: hms(end), time_total: hms(old.time_total + 3600) } })).status, 200);
  await h.advance(MIN);
  const mark = h.mark();
  const r = await h.stint.editEntry({ entryKey: `e${old.id}`, date: '2026-03-07' });
  assert.equal(r.ok, true, JSON.stringify(r));
  await h.settle();
  const now = h.serviceEntry(old.id);
  assert.deepEqual([now.date_execution, now.time_total], ['2026-03-03', old.time_total + 3600], 'still on its day, with the hour added on the web');
  assert.deepEqual(writesSince(mark), []);
  assert.match(noticeText(), /changed on the web/i);
});

test('a split one minute after a web change sends nothing: the half hour added on the web stays', async () => {
  const { id, key } = await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  const web = await phone();
  assert.equal((await web.call('POST', `/time-entries/${id}`, { body: { time_start: '09:00:00', time_end: '11:30:00', time_total: '02:30:00' } })).status, 200);
  await h.advance(MIN);
  const mark = h.mark();
  await h.stint.splitEntry({ entryKey: key, at: '10:00', description: 'Second half' });
  await h.settle();
  assert.deepEqual(held('Spec', 'Second half'), [[hm(9, 0), hm(2, 30), 'Spec']]);
  assert.deepEqual(writesSince(mark), []);
  assert.match(noticeText(), /changed on the web/i);
});

/** Ada at 12:00 with 09:00-10:00 `A` tracked; 10:00 to 11:00 is a gap. */
async function withGap(): Promise<string> {
  const { key } = await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '10:00', description: 'A' });
  return key;
}

async function phoneEntry(web: Elsewhere): Promise<void> {
  const r = await web.call('POST', '/time-entries', { body: { project_id: PROJECT.support, date_execution: '2026-03-10', time_start: '10:15:00', time_end: '10:45:00', description: 'Phone call' } });
  assert.equal(r.status, 201, JSON.stringify(r.body));
}

test('a fill over an entry made on the phone a moment ago is not sent: the day is read first', async () => {
  const key = await withGap();
  const web = await phone();
  await h.advance(10_000);
  await phoneEntry(web);
  await h.advance(10_000);
  const r = await h.stint.fillGap({ start: at('2026-03-10T10:00:00Z'), end: at('2026-03-10T11:00:00Z'), entryKey: key });
  assert.equal(r.ok, true, 'the copy of the day did not show the phone entry');
  await h.settle();
  assert.deepEqual(held('A', 'Phone call'), [[hm(9, 0), 3600, 'A'], [hm(10, 15), 1800, 'Phone call']], 'no entry laid over the phone one');
  assert.match(noticeText(), /overlap/i);
});

test('a fill queued offline that overlaps an entry made on the phone meanwhile is not sent when the network is back, and says why', async () => {
  const key = await withGap();
  const web = await phone();
  h.setOnline(false);
  await phoneEntry(web);
  assert.equal((await h.stint.fillGap({ start: at('2026-03-10T10:00:00Z'), end: at('2026-03-10T11:00:00Z'), entryKey: key })).ok, true);
  await h.advance(5 * MIN);
  assert.equal(h.stint.snapshot().sync.queued, 1);
  h.setOnline(true);
  await h.advance(MIN);
  assert.deepEqual(held('A', 'Phone call'), [[hm(9, 0), 3600, 'A'], [hm(10, 15), 1800, 'Phone call']]);
  assert.match(noticeText(), /not saved/i);
  assert.match(noticeText(), /overlap/i);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

// Found on the command line: an edit lengthening an entry over a call the phone had just
// logged (not read yet) was sent, and the call's half hour counted twice.
test("an edit of an entry's end over a call the phone logged a moment ago (not read yet) is not sent: the day is read first, the refusal says to confirm the overlap, and confirmed it goes", async () => {
  const key = await withGap();
  const web = await phone();
  await h.advance(10_000);
  await phoneEntry(web);
  await h.advance(10_000);
  assert.ok(!h.stint.snapshot().todayEntries.some((e) => e.description === 'Phone call'), 'the call is not read yet');
  const mark = h.mark();
  assert.equal((await h.stint.editEntry({ entryKey: key, end: '11:00' })).ok, true, 'nothing shown under the new end: no question');
  await h.advance(MIN);
  assert.deepEqual(h.sentSince(mark).filter((r) => !r.startsWith('GET ')), [], 'nothing sent');
  assert.deepEqual(held('A', 'Phone call'), [[hm(9, 0), 3600, 'A'], [hm(10, 15), 1800, 'Phone call']]);
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1, JSON.stringify(listed));
  assert.equal(listed[0]!.why, 'Stint did not send it. Its new times would overlap “Phone call” (10:15–10:45). Edit it again, and confirm the overlap if it is meant.');
  assert.equal(h.stint.snapshot().sync.queued, 0);
  // Asked again, the window now shows the call and asks first; confirmed, the edit goes.
  const again = await h.stint.editEntry({ entryKey: key, end: '11:00' });
  assert.ok(!again.ok && 'confirm' in again && again.confirm === 'overlap', JSON.stringify(again));
  assert.equal((await h.stint.editEntry({ entryKey: key, end: '11:00', confirmOverlap: true })).ok, true);
  await h.advance(MIN);
  assert.deepEqual(held('A', 'Phone call'), [[hm(9, 0), 2 * 3600, 'A'], [hm(10, 15), 1800, 'Phone call']]);
});

// A confirmed overlap covers the entries shown at the click, not one logged after it: the
// edit confirmed over the first call, offline, would count the second call's minutes twice.
test("an edit confirmed over the call shown, sent after the phone logged a second call under the new times: not sent, and the refusal names the second call", async () => {
  const key = await withGap();
  const web = await phone();
  await phoneEntry(web);
  assert.equal((await h.stint.refresh()).ok, true);
  assert.ok(h.stint.snapshot().todayEntries.some((e) => e.description === 'Phone call'), 'the first call is shown');
  h.setOnline(false);
  const asked = await h.stint.editEntry({ entryKey: key, end: '11:00' });
  assert.ok(!asked.ok && 'confirm' in asked && asked.confirm === 'overlap', JSON.stringify(asked));
  assert.equal((await h.stint.editEntry({ entryKey: key, end: '11:00', confirmOverlap: true })).ok, true);
  const second = await web.call('POST', '/time-entries', { body: { project_id: PROJECT.support, date_execution: '2026-03-10', time_start: '10:50:00', time_end: '10:58:00', description: 'Second call' } });
  assert.equal(second.status, 201, JSON.stringify(second.body));
  await h.advance(5 * MIN);
  const mark = h.mark();
  h.setOnline(true);
  await h.advance(MIN);
  await h.settle();
  assert.deepEqual(writesSince(mark), [], 'nothing sent');
  assert.deepEqual(held('A', 'Phone call', 'Second call'), [[hm(9, 0), 3600, 'A'], [hm(10, 15), 1800, 'Phone call'], [hm(10, 50), 8 * 60, 'Second call']]);
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1, JSON.stringify(listed));
  assert.match(listed[0]!.why, /“Second call” \(10:50–10:58\), which was not there when you confirmed the overlap/);
  assert.doesNotMatch(listed[0]!.why, /Phone call/, 'the call confirmed is not named');
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test('an edit confirmed over the call shown goes when nothing else lies under its new times, offline then back', async () => {
  const key = await withGap();
  await phoneEntry(await phone());
  assert.equal((await h.stint.refresh()).ok, true);
  h.setOnline(false);
  assert.equal((await h.stint.editEntry({ entryKey: key, end: '11:00', confirmOverlap: true })).ok, true);
  await h.advance(5 * MIN);
  h.setOnline(true);
  await h.advance(MIN);
  await h.settle();
  assert.deepEqual(held('A', 'Phone call'), [[hm(9, 0), 2 * 3600, 'A'], [hm(10, 15), 1800, 'Phone call']]);
  assert.equal(h.stint.snapshot().notSaved?.length ?? 0, 0);
});

/** Internal Tools changed on the web (`change`) just as a split's part "Review" reaches the service: the check passed, the create is refused. */
function projectChangedOnCreate(change: (p: Project) => void): void {
  h.serviceVariant = (req, sim) => {
    if (req.method === 'POST' && req.path === '/time-entries' && req.body.description === 'Review') change(sim.sim.ctx.store.projects.get(PROJECT.internal)!);
    return undefined;
  };
}

test('a split whose second part is refused anyway (its project made to need a task between the check and the create): the first part is put back, and the notice says so', async () => {
  const { id, key } = await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  projectChangedOnCreate((p) => (p.required_task = 1));
  const mark = h.mark();
  assert.equal((await h.stint.splitEntry({ entryKey: key, at: '10:15', projectId: PROJECT.internal, description: 'Review' })).ok, true);
  await h.settle();
  assert.deepEqual(writesSince(mark), [`POST /time-entries/${id}`, 'POST /time-entries', `POST /time-entries/${id}`], 'cut, refused create, put back');
  assert.deepEqual(held('Spec', 'Review'), [[hm(9, 0), 2 * 3600, 'Spec']], 'the entry holds its 2:00 again');
  assert.match(noticeText(), /A task is required on Internal Tools\. Pick a task\. The first part is put back as it was: nothing of the split stays\.$/);
  assert.equal(h.stint.snapshot().notSaved?.length, 1, 'listed as not saved');
});

test("a split's second part refused anyway, the entry's description edited while the split waited: the edit lands on the put-back entry, never refused as a change made on the web (the put-back was Stint's own)", async () => {
  const { id, key } = await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  projectChangedOnCreate((p) => (p.required_task = 1));
  h.offline = true;
  h.ports.network.set(false);
  assert.equal((await h.stint.splitEntry({ entryKey: key, at: '10:15', projectId: PROJECT.internal, description: 'Review' })).ok, true);
  assert.equal((await h.stint.editEntry({ entryKey: key, description: 'Spec, final' })).ok, true);
  await h.advance(MIN);
  h.offline = false;
  h.ports.network.set(true);
  await h.settle();
  assert.deepEqual(held('Spec', 'Spec, final', 'Review'), [[hm(9, 0), 2 * 3600, 'Spec, final']], 'the entry holds its 2:00 again, with the description typed after the split');
  assert.equal(h.serviceEntry(id).description, 'Spec, final');
  assert.deepEqual((h.stint.snapshot().notSaved ?? []).map((n) => n.what), ['Add Internal Tools on 2026-03-10'], 'only the split part is listed');
});

test('a split whose second part is refused after the web shortened the first part: the put-back gives back the part\'s 0:45 on top of the web\'s 1:00, never the 2:00 over the web\'s edit', async () => {
  const { id, key } = await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  // The cut landed (09:00-10:15); the person's colleague sets it to 1:00 on the web; then the
  // part's create arrives and is refused (the project made to need a task meanwhile).
  h.serviceVariant = (req, sim) => {
    if (req.method === 'POST' && req.path === '/time-entries' && req.body.description === 'Review') {
      sim.sim.ctx.store.entries.get(id)!.time_total = 3600;
      sim.sim.ctx.store.projects.get(PROJECT.internal)!.required_task = 1;
    }
    return undefined;
  };
  assert.equal((await h.stint.splitEntry({ entryKey: key, at: '10:15', projectId: PROJECT.internal, description: 'Review' })).ok, true);
  await h.settle();
  assert.deepEqual(held('Spec', 'Review'), [[hm(9, 0), hm(1, 45), 'Spec']], "the web's 1:00 and the part's 0:45");
  assert.match(noticeText(), /put back/);
});

test("a split queued offline, the phone logging a call inside its second part meanwhile: checked whole before the first request, nothing of it is sent and the entry keeps its 2:00", async () => {
  const { id, key } = await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  h.setOnline(false);
  assert.equal((await h.stint.splitEntry({ entryKey: key, at: '10:15', projectId: PROJECT.internal, description: 'Review' })).ok, true);
  await phoneCall();
  await h.advance(5 * MIN);
  const mark = h.mark();
  h.setOnline(true);
  await h.settle();
  assert.deepEqual(writesSince(mark), [], 'neither the cut nor the part');
  assert.deepEqual(held('Spec', 'Review', 'Phone call'), [[hm(9, 0), 2 * 3600, 'Spec'], [hm(10, 30), 15 * 60, 'Phone call']]);
  assert.equal(h.serviceEntry(id).time_total, 2 * 3600);
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1);
  // Stint's own check, not the service's refusal; a split has no overlap to confirm. Its own second part is named, not counted as a later action.
  assert.match(notSavedLine(listed[0]!, EN), /^Not saved: Split “Spec” at 10:15; Add Internal Tools on 2026-03-10\. Stint did not send it\. Its second part would overlap “Phone call” \(10:30–10:45\), which was not there when you split\.$/);
});

/** Spec split at 10:15 into Review on Internal Tools: the cut reaches the service, then the network drops before the part is sent. */
async function splitThenNetworkDrops(id: number, key: string): Promise<void> {
  h.serviceVariant = (req) => {
    if (req.method === 'POST' && req.path === `/time-entries/${id}`) h.setOnline(false);
    return undefined;
  };
  assert.equal((await h.stint.splitEntry({ entryKey: key, at: '10:15', projectId: PROJECT.internal, description: 'Review' })).ok, true);
}

/** A call logged on the phone, 10:30-10:45. */
async function phoneCall(): Promise<void> {
  const web = await phone();
  const r = await web.call('POST', '/time-entries', { body: { project_id: PROJECT.support, date_execution: '2026-03-10', time_start: '10:30:00', time_end: '10:45:00', description: 'Phone call' } });
  assert.equal(r.status, 201, JSON.stringify(r.body));
}

test("a split whose cut landed before the network dropped, the phone taking part of the second part's time meanwhile: the part is checked again when the network is back and not laid over the phone's entry, and the cut is not put back over it either", async () => {
  const { id, key } = await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  await splitThenNetworkDrops(id, key);
  await h.advance(MIN);
  h.serviceVariant = null;
  assert.deepEqual(held('Spec', 'Review'), [[hm(9, 0), hm(1, 15), 'Spec']], 'the cut landed, the part waits');
  await phoneCall();
  await h.advance(10 * MIN);
  h.setOnline(true);
  await h.settle();
  assert.deepEqual(held('Spec', 'Review', 'Phone call'), [[hm(9, 0), hm(1, 15), 'Spec'], [hm(10, 30), 15 * 60, 'Phone call']], 'no part over the call, and no 2:00 put back over it');
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.deepEqual(listed.map((n) => n.what), ['Add Internal Tools on 2026-03-10']);
  assert.match(listed[0]!.why, /overlap.*Phone call/);
  assert.match(listed[0]!.why, /What the change did first stays: its 0:45 is left untracked rather than laid over that entry\.$/);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test("a split of an entry that already lay over the phone's call when it was split, the network dropping after the cut: the part still goes over that call, as it would have online", async () => {
  const { id, key } = await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  await phoneCall();
  await h.advance(2 * MIN);
  assert.deepEqual(await h.stint.refresh(), { ok: true });
  await h.settle();
  assert.ok(h.stint.snapshot().todayEntries.some((e) => e.description === 'Phone call'), 'the call is on the timeline at the click');
  await splitThenNetworkDrops(id, key);
  await h.advance(10 * MIN);
  h.serviceVariant = null;
  h.setOnline(true);
  await h.settle();
  assert.deepEqual(held('Spec', 'Review', 'Phone call'), [[hm(9, 0), hm(1, 15), 'Spec'], [hm(10, 15), 45 * 60, 'Review'], [hm(10, 30), 15 * 60, 'Phone call']]);
  assert.equal(h.stint.snapshot().notSaved?.length ?? 0, 0);
});

test("a split whose cut landed before the network dropped, nothing new on the day: the part goes when the network is back, after one read of the day", async () => {
  const { id, key } = await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  await splitThenNetworkDrops(id, key);
  await h.advance(10 * MIN);
  h.serviceVariant = null;
  const mark = h.mark();
  h.setOnline(true);
  await h.settle();
  assert.deepEqual(held('Spec', 'Review'), [[hm(9, 0), hm(1, 15), 'Spec'], [hm(10, 15), 45 * 60, 'Review']]);
  assert.deepEqual(writesSince(mark), ['POST /time-entries'], 'the part, once');
  assert.equal(h.stint.snapshot().notSaved?.length ?? 0, 0);
});

test('a put-back whose answer is lost to a kill is sent again with the same totals: the part\'s 0:45 goes on once', async () => {
  const { id, key } = await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  let updates = 0;
  let killed: Promise<void> | null = null;
  h.serviceVariant = (req, sim) => {
    if (req.method === 'POST' && req.path === '/time-entries' && req.body.description === 'Review') {
      sim.sim.ctx.store.entries.get(id)!.time_total = 3600;
      sim.sim.ctx.store.projects.get(PROJECT.internal)!.required_task = 1;
    }
    // The put-back (the entry's second update) lands; the engine dies before it records the answer.
    if (req.method === 'POST' && req.path === `/time-entries/${id}` && ++updates === 2) killed = h.killAtWrite('before');
    return undefined;
  };
  assert.equal((await h.stint.splitEntry({ entryKey: key, at: '10:15', projectId: PROJECT.internal, description: 'Review' })).ok, true);
  await h.quiet();
  assert.ok(killed !== null && h.dead, 'the engine died after the put-back was sent');
  assert.deepEqual(held('Spec', 'Review'), [[hm(9, 0), hm(1, 45), 'Spec']], 'the put-back landed');
  h.serviceVariant = null;
  await h.reopen();
  await h.settle();
  assert.equal(updates, 2);
  assert.deepEqual(held('Spec', 'Review'), [[hm(9, 0), hm(1, 45), 'Spec']], 'sent again, it adds nothing more');
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test('a fill over a day Stint has never read (three weeks ago) is not sent over the entry the phone holds there: the day is read first', async () => {
  const key = await withGap();
  const web = await phone();
  const r = await web.call('POST', '/time-entries', { body: { project_id: PROJECT.support, date_execution: '2026-02-17', time_start: '10:15:00', time_end: '10:45:00', description: 'Phone call' } });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  assert.ok(!h.stint.snapshot().recent.some((e) => e.date === '2026-02-17'), 'the engine has no copy of that day');
  const mark = h.mark();
  assert.equal((await h.stint.fillGap({ start: at('2026-02-17T10:00:00Z'), end: at('2026-02-17T11:00:00Z'), entryKey: key })).ok, true, 'nothing known of the day at the click');
  await h.settle();
  assert.deepEqual(writesSince(mark), [], 'no entry sent');
  assert.ok(h.sentSince(mark).some((q) => q.startsWith('GET ')), 'the day was read before the fill');
  assert.equal(h.serviceEntries((e: TimeEntry) => e.date_execution === '2026-02-17').length, 1, 'the phone call alone on that day');
  assert.match(noticeText(), /overlap/i);
  assert.equal(h.stint.snapshot().notSaved?.length, 1, 'listed as not saved');
});

test('a split whose first request the service refuses (the entry locked between the check and the cut) sends nothing more: no second part, the entry keeps its 2:00', async () => {
  // Rui may not change a locked entry (Ada, an administrator, may).
  const { id, key } = await withEntry('2026-03-10T17:00:00Z', DEMO_RUI, { start: '14:00', end: '16:00', description: 'Spec' });
  h.serviceVariant = (req, sim) => {
    if (req.method === 'POST' && req.path === `/time-entries/${id}`) sim.sim.ctx.store.entries.get(id)!.is_locked = true;
    return undefined;
  };
  const mark = h.mark();
  assert.equal((await h.stint.splitEntry({ entryKey: key, at: '15:15', projectId: PROJECT.internal, description: 'Review' })).ok, true);
  await h.settle();
  assert.deepEqual(writesSince(mark), [`POST /time-entries/${id}`], 'the refused cut, and nothing after it');
  assert.deepEqual(held('Spec', 'Review'), [[hm(14, 0), 2 * 3600, 'Spec']], 'the entry holds its 2:00, no part added');
  assert.match(noticeText(), /locked/i);
  assert.equal(h.stint.snapshot().notSaved?.length, 1);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test('a manual entry over a tracked one is refused until the person confirms the overlap', async () => {
  await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  const mark = h.mark();
  const input = { date: '2026-03-10', projectId: PROJECT.internal, start: '10:00', end: '10:30', description: 'Interview' };
  const r = await h.stint.addManualEntry(input);
  assert.ok(!r.ok, 'refused');
  assert.equal(r.confirm, 'overlap');
  assert.match(r.message, /overlaps/i);
  await h.settle();
  assert.deepEqual(writesSince(mark), []);
  assert.equal((await h.stint.addManualEntry({ ...input, confirmOverlap: true })).ok, true);
  await h.settle();
  assert.deepEqual(held('Spec', 'Interview'), [[hm(9, 0), 7200, 'Spec'], [hm(10, 0), 1800, 'Interview']], 'saved once confirmed');
});

test("a manual entry confirmed over a tracked one, queued offline, the phone logging a call in its time meanwhile: not sent when the network is back, and says the call was not there when the overlap was confirmed", async () => {
  await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  h.setOnline(false);
  const input = { date: '2026-03-10', projectId: PROJECT.internal, start: '10:00', end: '11:00', description: 'Interview' };
  const asked = await h.stint.addManualEntry(input);
  assert.ok(!asked.ok && asked.confirm === 'overlap', 'it overlaps Spec: asked first');
  assert.equal((await h.stint.addManualEntry({ ...input, confirmOverlap: true })).ok, true);
  await phoneCall();
  await h.advance(5 * MIN);
  const mark = h.mark();
  h.setOnline(true);
  await h.settle();
  assert.deepEqual(writesSince(mark), [], 'the person confirmed Spec, not the call');
  assert.deepEqual(held('Spec', 'Interview', 'Phone call'), [[hm(9, 0), 2 * 3600, 'Spec'], [hm(10, 30), 15 * 60, 'Phone call']]);
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1);
  assert.match(notSavedLine(listed[0]!, EN), /^Not saved: Add [^.]+\. Stint did not send it\. It would overlap “Phone call” \(10:30–10:45\), which was not there when you confirmed the overlap\.?$/);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test("a manual entry confirmed over a tracked one and sent within the minute, the phone logging a call in its time since the engine's last read: the day is read again where the quota spares a read, and the entry is not sent", async () => {
  await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  h.setOnline(false);
  assert.equal((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.internal, start: '10:00', end: '11:00', description: 'Interview', confirmOverlap: true })).ok, true);
  await phoneCall();
  await h.advance(10 * SEC);
  const mark = h.mark();
  h.setOnline(true);
  await h.settle();
  assert.ok(h.sentSince(mark).includes('GET /reports/detailed'), 'the day read again before the entry');
  assert.deepEqual(writesSince(mark), [], 'the person confirmed Spec, not the call');
  assert.deepEqual(held('Spec', 'Interview', 'Phone call'), [[hm(9, 0), 2 * 3600, 'Spec'], [hm(10, 30), 15 * 60, 'Phone call']]);
  assert.match(notSavedLine((h.stint.snapshot().notSaved ?? [])[0]!, EN), /which was not there when you confirmed the overlap\.$/);
});

/** The account on the Free plan, the phone having spent most of its 50, and the engine knowing what is left. */
async function freeDayWithNoReadToSpare(): Promise<void> {
  await h.sim.control.plan('free');
  // The phone spends most of the account's 50: what is left is kept for the day's own reads and sends.
  const web = await phone();
  for (let i = 0; i < 34; i++) {
    if (i % 4 === 3) await h.advance(SEC);
    assert.equal((await web.call('GET', '/projects')).status, 200);
  }
  // A read the person asks for: the engine learns what is left from its answer.
  await h.stint.refresh();
  await h.settle();
}

test('on a Free plan whose day has no read to spare, the same entry sent within the minute is checked on the copy the person confirmed against: no read is spent on it', async () => {
  await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  await freeDayWithNoReadToSpare();
  h.setOnline(false);
  assert.equal((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.internal, start: '10:00', end: '11:00', description: 'Interview', confirmOverlap: true })).ok, true);
  await h.advance(10 * SEC);
  const mark = h.mark();
  h.setOnline(true);
  await h.settle();
  assert.equal(h.sentSince(mark)[0], 'POST /time-entries', 'the entry first, no day read before it');
  assert.deepEqual(held('Spec', 'Interview'), [[hm(9, 0), 2 * 3600, 'Spec'], [hm(10, 0), 3600, 'Interview']]);
});

test('on a Free plan whose day has no read to spare, an edit confirmed over a tracked entry and sent within the minute is checked on the copy the person confirmed against, as a new entry: no day read is spent on it', async () => {
  const { key } = await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '10:00', description: 'Spec' });
  assert.equal((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.internal, start: '10:00', end: '11:00', description: 'Interview' })).ok, true);
  await h.settle();
  await freeDayWithNoReadToSpare();
  h.setOnline(false);
  assert.equal((await h.stint.editEntry({ entryKey: key, end: '10:30', confirmOverlap: true })).ok, true);
  await h.advance(10 * SEC);
  const mark = h.mark();
  h.setOnline(true);
  await h.settle();
  assert.ok(!h.sentSince(mark).some((r) => r.startsWith('GET /reports')), `no day read before the edit: ${h.sentSince(mark).join(', ')}`);
  assert.deepEqual(held('Spec', 'Interview'), [[hm(9, 0), 5400, 'Spec'], [hm(10, 0), 3600, 'Interview']]);
});

test('a manual entry confirmed over a tracked one, queued offline, nothing new on the day: it goes over the entry confirmed when the network is back', async () => {
  await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  h.setOnline(false);
  assert.equal((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.internal, start: '10:00', end: '11:00', description: 'Interview', confirmOverlap: true })).ok, true);
  await h.advance(5 * MIN);
  h.setOnline(true);
  await h.settle();
  assert.deepEqual(held('Spec', 'Interview'), [[hm(9, 0), 2 * 3600, 'Spec'], [hm(10, 0), 3600, 'Interview']]);
  assert.equal(h.stint.snapshot().notSaved?.length ?? 0, 0);
});

test('a split whose second part is refused anyway (its project archived between the check and the create): the first part is put back, and the notice says so', async () => {
  const { id, key } = await withEntry('2026-03-10T12:00:00Z', DEMO_ADA, { start: '09:00', end: '11:00', description: 'Spec' });
  projectChangedOnCreate((p) => (p.active = 0));
  const mark = h.mark();
  assert.equal((await h.stint.splitEntry({ entryKey: key, at: '10:15', projectId: PROJECT.internal, description: 'Review' })).ok, true);
  await h.settle();
  assert.deepEqual(writesSince(mark), [`POST /time-entries/${id}`, 'POST /time-entries', `POST /time-entries/${id}`], 'cut, refused create, put back');
  assert.deepEqual(held('Spec', 'Review'), [[hm(9, 0), 2 * 3600, 'Spec']], 'the entry holds its 2:00 again');
  assert.match(noticeText(), /Internal Tools is archived: entries cannot be added to it\. Pick another project\. The first part is put back as it was: nothing of the split stays\.$/);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

// Found on review: a day not shown (a date typed three weeks back) holds an entry Stint has
// never read. The check before sending reads it and refuses the entry, saying to confirm the
// overlap; the confirmation could only cover the entries shown, so it was refused again,
// every time ("which was not there when you confirmed"): the person could never save it.
describe('a day not shown, an entry there Stint never read', () => {
  const OLD_DAY = '2026-02-17';
  async function oldEntry(): Promise<void> {
    h = await EngineHarness.start({ now: '2026-03-10T12:00:00Z' });
    await h.signIn(DEMO_ADA);
    const web = await phone();
    const r = await web.call('POST', '/time-entries', { body: { project_id: PROJECT.support, date_execution: OLD_DAY, time_start: '10:00:00', time_end: '11:00:00', description: 'Old call' } });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    await h.advance(MIN);
  }

  test('a manual entry over it: refused once with the overlap named, then saved when the overlap is confirmed', async () => {
    await oldEntry();
    assert.equal((await h.stint.addManualEntry({ date: OLD_DAY, projectId: PROJECT.website, description: 'Late notes', start: '10:30', end: '11:30' })).ok, true);
    await h.settle();
    assert.match(noticeText(), /overlap “Old call”/);
    assert.deepEqual(held('Late notes'), []);
    assert.equal((await h.stint.addManualEntry({ date: OLD_DAY, projectId: PROJECT.website, description: 'Late notes', start: '10:30', end: '11:30', confirmOverlap: true })).ok, true);
    await h.settle();
    assert.deepEqual(held('Old call', 'Late notes'), [[hm(10, 0), 3600, 'Old call'], [hm(10, 30), 3600, 'Late notes']]);
  });

  test("an entry's edit moving it over it, confirmed (the command line's edit --yes): saved", async () => {
    await oldEntry();
    const { key } = await (async () => {
      const r = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Notes', start: '09:00', end: '09:30' });
      assert.ok(r.ok, JSON.stringify(r));
      await h.settle();
      return { key: h.stint.snapshot().todayEntries.find((e) => e.description === 'Notes')!.key };
    })();
    assert.equal((await h.stint.editEntry({ entryKey: key, date: OLD_DAY, start: '10:30', end: '11:00', confirmOverlap: true })).ok, true);
    await h.settle();
    assert.deepEqual(held('Old call', 'Notes'), [[hm(10, 0), 3600, 'Old call'], [hm(10, 30), 1800, 'Notes']]);
    assert.equal(h.stint.snapshot().notSaved?.length ?? 0, 0);
  });
});
