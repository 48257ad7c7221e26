// "Apply rounding to these entries" (issue 70, item 3) against the simulator on the manual
// clock, with the 10 s hold: the billed seconds of last month's entries stored as their
// own (start kept, end and total moved), one correction with one Undo, checked before it is
// sent (running, locked, over the next entry, past midnight: left as tracked and named), each
// update checked again on a new read of its day (a web change since is never written over), and
// on a Free day never spending what the timer keeps.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness } from '../support/accounts-harness.ts';
import { DEMO_ACCOUNT } from '../support/engine-harness.ts';
import { DemoBuilder } from '../../sim/demo-builder.ts';
import type { Store } from '../../sim/store.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import type { RoundingRequest } from '../../../main/core/accounts/person-rounding.ts';

const HOLD = 10_000;
// The demo's own entries run over the last 14 days (from 24 February): the range is before them.
const FEBRUARY: RoundingRequest = { from: '2026-02-01', to: '2026-02-20', account: 'main' };
const inRange = (date: string): boolean => date >= FEBRUARY.from && date <= FEBRUARY.to;

let h: AccountsHarness;
afterEach(() => h?.close());

const acme = (): Store => h.sim.sim.ctx.accounts.get(DEMO_ACCOUNT)!;

interface Laid {
  readonly date: string;
  /** `HH:MM`. */
  readonly start: string;
  readonly seconds: number;
  readonly description: string;
  readonly locked?: boolean;
}

const secondsOf = (hm: string): number => Number(hm.slice(0, 2)) * 3600 + Number(hm.slice(3, 5)) * 60;

/** Lays the person's entries into Acme on their first project; answers their ids by description. */
function lay(entries: readonly Laid[], email = 'ada@example.com'): Map<string, number> {
  const store = acme();
  const user = [...store.users.values()].find((u) => u.email === email)!;
  const project = [...store.members.values()].filter((m) => m.user_id === user.id).map((m) => m.project_id).find((id) => store.projects.get(id)?.active === 1 && store.projects.get(id)?.required_task !== 1)!;
  const b = new DemoBuilder(store, 0, '');
  for (const e of entries) {
    b.entry({ project_id: project, user_id: user.id, task_id: null, date_execution: e.date, description: e.description, time_start: secondsOf(e.start), time_total: e.seconds, ...(e.locked ? { locked: true } : {}) });
  }
  return new Map([...store.entries.values()].filter((e) => inRange(e.date_execution)).map((e) => [e.description, e.id]));
}

/** Each February entry of the person's on the service: description → [start, total] in seconds. */
function onService(): Record<string, [number, number]> {
  return Object.fromEntries(
    [...acme().entries.values()]
      .filter((e) => inRange(e.date_execution))
      .sort((a, b) => a.id - b.id)
      .map((e) => [e.description, [e.time_start, e.time_total]]),
  );
}

/** The POSTs that change February's entries, by path, as they reach the service. */
function watchUpdates(): string[] {
  const sent: string[] = [];
  h.beforeSend = (account, method, path) => {
    if (account === DEMO_ACCOUNT && method === 'POST' && /^\/time-entries\/\d+$/.test(path)) sent.push(path);
  };
  return sent;
}

async function withRule(rule: unknown): Promise<ReturnType<typeof personStint>> {
  const person = personStint(h.hub);
  assert.deepEqual(await person.setAccountTimesheets({ accountKey: 'main', rounding: { account: rule } }), { ok: true });
  return person;
}

/** The demo account signed in as Ada (or `email`) and named Acme, corrections held for the 10 s. */
async function acmeHeld(email?: string): Promise<void> {
  h = await AccountsHarness.start(undefined, { undoHoldMs: HOLD });
  await h.signInFirst(email);
  await h.hub.rename('main', 'Acme');
}

const ENTRY_15_UP = { scope: 'entry', direction: 'up', to: 15 };

/** Entries each rounded up to 15 minutes, with room after each: nothing is left as tracked. */
const ROOMY: readonly Laid[] = [
  { date: '2026-02-03', start: '09:00', seconds: 4030, description: 'Spec' },
  { date: '2026-02-03', start: '11:00', seconds: 1205, description: 'Review' },
  { date: '2026-02-03', start: '13:00', seconds: 2700, description: 'Already round' },
  { date: '2026-02-17', start: '14:00', seconds: 601, description: 'Call' },
];

test('each-entry rule: the preview says what it stores and what it costs; after the hold the service holds the rounded times, starts kept, and the stored entries sum to the billed sheet', async () => {
  await acmeHeld();
  lay(ROOMY);
  const person = await withRule(ENTRY_15_UP);
  const billed = await person.timesheet({ from: FEBRUARY.from, to: FEBRUARY.to, groupBy: [], rounding: true, accounts: ['main'] });
  assert.ok(billed.ok);

  const preview = await person.previewRounding(FEBRUARY);
  assert.ok(preview.ok, preview.ok ? '' : preview.message);
  assert.deepEqual(preview.changes.map((c) => [c.name, c.tracked, c.billed]), [
    ['“Spec” on 2026-02-03 at 09:00', 4030, 4500],
    ['“Review” on 2026-02-03 at 11:00', 1205, 1800],
    ['“Call” on 2026-02-17 at 14:00', 601, 900],
  ]);
  assert.deepEqual(preview.left, []);
  assert.equal(preview.added, 470 + 595 + 299);
  assert.equal(preview.requests, 6);
  assert.match(preview.message, /^Stores the billed time of 3 entries of Acme as their own \(\+0:22:44 in all\): each keeps its start, its end moves\. It costs 6 requests of Acme \(an update and a read before it, each\); \d+ are left today after the \d+ the timer keeps\.$/);
  assert.equal(preview.applicable, true);

  const sent = watchUpdates();
  const before = onService();
  const applied = await person.applyRounding(FEBRUARY);
  assert.ok(applied.ok);
  assert.deepEqual([applied.message, applied.stored, applied.added, applied.requests, applied.left, applied.queued], ['Rounded 3 entries of Acme (+0:22:44)', 3, 1364, 6, [], true]);
  assert.equal(person.snapshot().undo?.words, 'Rounded 3 entries of Acme (+0:22:44)');
  await h.advance(HOLD - 1_000);
  assert.deepEqual(onService(), before, 'nothing is sent within the hold');
  assert.deepEqual(sent, []);
  await h.advance(5_000);
  const spec = secondsOf('09:00');
  assert.deepEqual(onService(), {
    Spec: [spec, 4500],
    Review: [secondsOf('11:00'), 1800],
    'Already round': [secondsOf('13:00'), 2700],
    Call: [secondsOf('14:00'), 900],
  });
  assert.equal(sent.length, 3, `one update each: ${sent.join(', ')}`);
  const stored = [...acme().entries.values()].filter((e) => inRange(e.date_execution)).reduce((sum, e) => sum + e.time_total, 0);
  assert.equal(stored, billed.ok ? billed.sheet.totals.billed : -1, 'the stored entries sum to the billed sheet');
  // Applied again: nothing is left to store.
  const again = await person.previewRounding(FEBRUARY);
  assert.ok(again.ok);
  assert.equal(again.changes.length, 0);
  assert.equal(again.applicable, false);
});

test("day-total rule: the day's rounded difference stored on its longest entry, so each day's stored entries sum to the billed day", async () => {
  await acmeHeld();
  lay([
    { date: '2026-02-05', start: '08:00', seconds: 3 * 3600 + 125, description: 'Long' },
    { date: '2026-02-05', start: '12:00', seconds: 1000, description: 'Short' },
    { date: '2026-02-06', start: '08:00', seconds: 1799, description: 'Only' },
  ]);
  const person = await withRule({ scope: 'day', direction: 'up', to: 30 });
  const billed = await person.timesheet({ from: FEBRUARY.from, to: FEBRUARY.to, groupBy: ['day'], rounding: true, accounts: ['main'] });
  assert.ok(billed.ok);
  const preview = await person.previewRounding(FEBRUARY);
  assert.ok(preview.ok);
  // 3:18:45 on the 5th rounds to 3:30: the 11:15 goes on the longest entry; the 6th's 0:29:59 to 0:30.
  assert.deepEqual(preview.changes.map((c) => [c.name, c.billed - c.tracked]), [
    ['“Long” on 2026-02-05 at 08:00', 675],
    ['“Only” on 2026-02-06 at 08:00', 1],
  ]);
  assert.equal((await person.applyRounding(FEBRUARY)).ok, true);
  await h.advance(HOLD + 5_000);
  const byDay = new Map<string, number>();
  for (const e of acme().entries.values()) if (inRange(e.date_execution)) byDay.set(e.date_execution, (byDay.get(e.date_execution) ?? 0) + e.time_total);
  assert.deepEqual(Object.fromEntries(byDay), Object.fromEntries(billed.ok ? billed.sheet.groups.map((g) => [g.key, g.totals.billed]) : []));
  assert.deepEqual(Object.fromEntries(byDay), { '2026-02-05': 3.5 * 3600, '2026-02-06': 1800 });
});

test('entries locked, rounded over the next entry or past midnight are left as tracked and named, never sent', async () => {
  // Rui is a regular user: a locked entry is not theirs to change (an admin's would be).
  await acmeHeld('rui@example.com');
  const ids = lay([
    { date: '2026-02-04', start: '09:00', seconds: 3000, description: 'Design' },
    { date: '2026-02-04', start: '09:55', seconds: 300, description: 'Standup' },
    { date: '2026-02-04', start: '15:00', seconds: 600, description: 'Invoiced', locked: true },
    { date: '2026-02-04', start: '23:50', seconds: 300, description: 'Late fix' },
  ], 'rui@example.com');
  const person = await withRule(ENTRY_15_UP);
  const preview = await person.previewRounding(FEBRUARY);
  assert.ok(preview.ok);
  assert.deepEqual(preview.changes.map((c) => c.name), ['“Standup” on 2026-02-04 at 09:55']);
  assert.deepEqual(preview.left.map((l) => l.words), [
    '“Design” on 2026-02-04 at 09:00 rounded to 1:00 would end at 10:00, over “Standup” on 2026-02-04 at 09:55: left as tracked.',
    '“Invoiced” on 2026-02-04 at 15:00 is locked on the service (its period is closed): left as tracked.',
    '“Late fix” on 2026-02-04 at 23:50 rounded to 0:15 would end past midnight, which the service does not store on one day: left as tracked.',
  ]);
  assert.match(preview.message, /^Stores the billed time of 1 entry of Acme as their own \(\+0:10 in all\): each keeps its start, its end moves\. 3 entries are left as tracked\. It costs 2 requests of Acme \(an update and a read before it, each\); /);
  const sent = watchUpdates();
  const applied = await person.applyRounding(FEBRUARY);
  assert.ok(applied.ok);
  assert.equal(applied.message, 'Rounded 1 entry of Acme (+0:10)');
  assert.equal(applied.left.length, 3);
  await h.advance(HOLD + 5_000);
  assert.deepEqual(sent, [`/time-entries/${ids.get('Standup')}`]);
  assert.deepEqual(onService(), {
    Design: [secondsOf('09:00'), 3000],
    Standup: [secondsOf('09:55'), 900],
    Invoiced: [secondsOf('15:00'), 600],
    'Late fix': [secondsOf('23:50'), 300],
  });
});

test('Undo within the hold sends nothing; Undo after the send puts every entry back on the service', async () => {
  await acmeHeld();
  lay(ROOMY);
  const person = await withRule(ENTRY_15_UP);
  const before = onService();
  const sent = watchUpdates();

  assert.ok((await person.previewRounding(FEBRUARY)).ok);
  assert.equal((await person.applyRounding(FEBRUARY)).ok, true);
  await h.advance(3_000);
  const undone = await person.undo();
  assert.deepEqual(undone, { ok: true, message: 'Undone: Rounded 3 entries of Acme (+0:22:44). Nothing was sent.' });
  await h.advance(HOLD + 5_000);
  assert.deepEqual(sent, [], 'no update reached the service');
  assert.deepEqual(onService(), before);

  assert.equal((await person.applyRounding(FEBRUARY)).ok, true);
  await h.advance(HOLD + 5_000);
  assert.equal(sent.length, 3);
  assert.notDeepEqual(onService(), before);
  const back = await person.undo();
  assert.deepEqual(back, { ok: true, message: 'Putting back what “Rounded 3 entries of Acme (+0:22:44)” changed.' });
  await h.advance(10_000);
  assert.equal(sent.length, 6, 'one put-back per entry');
  assert.deepEqual(onService(), before, 'every entry holds its tracked time again');
  assert.equal(person.snapshot().undo, null);
  assert.deepEqual(person.snapshot().notSaved, []);
});

test('an entry changed on the web while the change waited is not written over: it is listed as not saved, the others are stored, and Undo puts those back', async () => {
  await acmeHeld();
  const ids = lay(ROOMY);
  const person = await withRule(ENTRY_15_UP);
  const before = onService();
  assert.ok((await person.previewRounding(FEBRUARY)).ok);
  assert.equal((await person.applyRounding(FEBRUARY)).ok, true);
  // On the web, during the hold: the review is renamed and made longer.
  const review = acme().entries.get(ids.get('Review')!)!;
  review.description = 'Review (client call)';
  review.time_total = 1500;
  await h.advance(HOLD + 5_000);
  const after = onService();
  assert.deepEqual(after['Review (client call)'], [secondsOf('11:00'), 1500], "the web's version stays");
  assert.deepEqual([after.Spec, after.Call], [[secondsOf('09:00'), 4500], [secondsOf('14:00'), 900]]);
  const listed = person.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1);
  assert.match(listed[0]!.why, /changed on the web since Stint showed it/);
  assert.equal(person.snapshot().undo?.words, 'Rounded 3 entries of Acme (+0:22:44)', 'Undo still offers the entries stored');

  const back = await person.undo();
  assert.equal(back.ok, true);
  await h.advance(10_000);
  const restored = onService();
  assert.deepEqual([restored.Spec, restored.Call], [before.Spec, before.Call]);
  assert.deepEqual(restored['Review (client call)'], [secondsOf('11:00'), 1500], 'the web change is not put back over either');
});

test('on a Free day with too few requests left, the apply is refused in words before any request, and the timer keeps its reserve', async () => {
  await acmeHeld();
  await h.sim.control.plan('free', DEMO_ACCOUNT);
  lay(ROOMY);
  const person = await withRule(ENTRY_15_UP);
  const used = (): number => h.sim.sim.ctx.limits.accountDaily.used(DEMO_ACCOUNT, h.clock.now());
  const preview = await person.previewRounding(FEBRUARY);
  assert.ok(preview.ok);
  const keeps = preview.keeps;
  assert.ok(keeps >= 5, `the timer keeps ${keeps}`);
  // Another device leaves 5 requests beyond the timer's share: the three updates need 6.
  while (50 - used() > keeps + 5) h.sim.sim.ctx.limits.accountDaily.add(DEMO_ACCOUNT, h.clock.now());
  const again = await person.previewRounding(FEBRUARY);
  assert.ok(again.ok);
  const sent = watchUpdates();
  const at = used();
  const applied = await person.applyRounding(FEBRUARY);
  assert.equal(applied.ok, false);
  assert.match(applied.message, /^Storing the rounded times of 3 entries of Acme needs 6 requests \(an update and a read before it, each\); \d+ are left today after the \d+ the timer keeps\. Nothing was changed: choose a shorter range or fewer projects, or apply it tomorrow\.$/);
  assert.equal(again.applicable, false);
  assert.match(again.message, /needs 6 requests/);
  assert.equal(used(), at, 'the apply spent no request (its read was the preview\'s)');
  assert.equal(person.snapshot().undo, null, 'nothing was queued');
  await h.advance(HOLD + 5_000);
  assert.deepEqual(sent, []);
  assert.ok(50 - used() >= keeps, `${50 - used()} left, the timer keeps ${keeps}`);
  // The timer's work still goes on the reserve.
  assert.deepEqual(await h.hub.start('main', { projectId: h.projectId('main', 'Website Redesign'), description: 'After the refusal' }), { ok: true });
  await h.advance(2_000);
  assert.equal(h.runningOnService().includes('demo:After the refusal'), true);
});

test('killed right after the change is written to the outbox: after the restart each update is sent once, after its hold', async () => {
  await acmeHeld();
  const ids = lay(ROOMY);
  const person = await withRule(ENTRY_15_UP);
  assert.ok((await person.previewRounding(FEBRUARY)).ok);
  const sent = watchUpdates();
  const died = h.killAfterWrite('main', 'outbox');
  void person.applyRounding(FEBRUARY);
  await died;
  await h.kill();
  const restarted = personStint(h.hub);
  assert.equal(restarted.snapshot().undo?.words, 'Rounded 3 entries of Acme (+0:22:44)', 'the change and its Undo survived the kill');
  assert.equal(restarted.snapshot().sync.queued, 3);
  await h.advance(HOLD + 10_000);
  assert.deepEqual(sent.sort(), ['Spec', 'Review', 'Call'].map((d) => `/time-entries/${ids.get(d)}`).sort(), 'each update once');
  assert.deepEqual(onService().Spec, [secondsOf('09:00'), 4500]);
});
