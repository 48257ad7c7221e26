// The switch question (issue 62, item 6) on the manual clock against the simulator: a rule
// says the person has been in Website work for 5 minutes while the timer runs on Internal:
// one quiet question, never repeated for the same stretch of work, never outside working
// hours (09:00-17:00 here), off with one setting; "Switch" starts the rule's work.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness } from '../support/accounts-harness.ts';
import { PROJECT } from '../support/engine-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import type { PersonStint } from '../../../main/core/stint-api.ts';

let h: AccountsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** 10:00, the record on, a rule "Figma's Homepage — Acme -> Website", a timer on Internal. */
async function onInternal(): Promise<{ p: PersonStint; website: string }> {
  h = await AccountsHarness.start();
  await h.signInFirst();
  const p = personStint(h.hub);
  assert.deepEqual(await p.setActivityRecording(true), { ok: true });
  const rule = await p.addActivityRule({ title: 'Homepage — *', projectId: PROJECT.website, description: 'Homepage design' });
  assert.equal(rule.ok, true, JSON.stringify(rule));
  assert.deepEqual(await p.start({ projectId: PROJECT.internal, description: 'Email' }), { ok: true });
  await h.settle();
  return { p, website: p.snapshot().projects.find((x) => x.id === PROJECT.website)!.name };
}

test('five minutes in work a rule books elsewhere asks once "Switch to ...?"; Not now is not asked again for that stretch', async () => {
  const { p, website } = await onInternal();
  h!.activity.focus('Figma', 'Homepage — Acme');
  await h!.advance(4 * 60_000, 15_000);
  assert.equal(p.snapshot().activity!.question, null, 'not after 4 minutes');
  await h!.advance(60_000 + 15_000, 15_000);
  assert.equal(p.snapshot().activity!.question?.text, `Switch to ${website}?`);
  assert.deepEqual(await p.answerActivitySwitch('not_now'), { ok: true });
  await h!.advance(10 * 60_000, 15_000);
  assert.equal(p.snapshot().activity!.question, null, 'never repeated for the same stretch');
  assert.equal(p.snapshot().running?.projectId, PROJECT.internal, 'the timer was left alone');
});

test('"Switch" starts the rule\'s work; off with one setting', async () => {
  const { p } = await onInternal();
  assert.deepEqual(await p.updateSettings({ activity: { switchQuestion: false } }).then((r) => r.ok), true);
  h!.activity.focus('Figma', 'Homepage — Acme');
  await h!.advance(6 * 60_000, 15_000);
  assert.equal(p.snapshot().activity!.question, null, 'off');
  assert.equal((await p.updateSettings({ activity: { switchQuestion: true } })).ok, true);
  await h!.advance(15_000, 15_000);
  assert.ok(p.snapshot().activity!.question);
  assert.deepEqual(await p.answerActivitySwitch('switch'), { ok: true });
  await h!.settle();
  assert.deepEqual([p.snapshot().running?.projectId, p.snapshot().running?.description], [PROJECT.website, 'Homepage design']);
  assert.deepEqual(h!.runningOnService(), ['demo:Homepage design']);
});

test('never outside working hours: the same work at 18:00 asks nothing', async () => {
  const { p } = await onInternal();
  await h!.advance(8 * 3600_000, 5 * 60_000);
  h!.activity.focus('Figma', 'Homepage — Acme');
  await h!.advance(10 * 60_000, 15_000);
  assert.ok(p.snapshot().activity!.today.stretches.some((s) => s.title === 'Homepage — Acme'), 'recorded all the same');
  assert.equal(p.snapshot().activity!.question, null);
});
