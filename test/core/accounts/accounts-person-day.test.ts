// One day for the person (issue 59): the working hours and the day's target are the person's,
// whichever account's timer runs. The studio's record says Monday to Thursday, Acme's Monday to
// Friday; on a Friday with the studio's timer running, the day's gaps, its target and the
// tray's fill item stay Acme's (the first account's), as they are with Acme in use.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness } from '../support/accounts-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import { trayModel } from '../../../main/core/views/tray-model.ts';

let h: AccountsHarness;
afterEach(() => h?.close());

const FRIDAY_NOON = '2026-03-13T12:00:00Z';

test("a Friday with the studio's timer running (its record works Monday to Thursday): the day's gaps, target and the tray's fill item are the person's, as with Acme in use", async () => {
  h = await AccountsHarness.start(FRIDAY_NOON);
  const studio = await h.acmeAndStudio();
  const person = personStint(h.hub);
  const inAcme = person.snapshot();
  assert.equal(inAcme.accounts?.inUse, 'main');
  assert.equal(inAcme.target?.workingDay, true, 'a working day for Acme');
  assert.ok((inAcme.timeline?.largestGaps.length ?? 0) > 0, 'Acme shows the morning untracked');

  assert.deepEqual(await person.startInAccount({ accountKey: studio, projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  await h.settle();
  const inStudio = person.snapshot();
  assert.equal(inStudio.accounts?.inUse, studio);
  assert.equal(inStudio.target?.workingDay, true, 'still a working day: the person works Fridays');
  assert.equal(inStudio.target?.targetSeconds, inAcme.target?.targetSeconds, "the day's target is the person's");
  assert.deepEqual(
    inStudio.timeline?.largestGaps.map((g) => [g.start, g.end]),
    inAcme.timeline?.largestGaps.map((g) => [g.start, g.end]),
    'the same gaps: the untracked morning',
  );
  const tray = trayModel(inStudio, h.clock.now(), 'linux');
  assert.ok(tray.menu.some((i) => /^Fill /.test(i.label) || /gap/i.test(i.label)), JSON.stringify(tray.menu.map((i) => i.label)));
});
