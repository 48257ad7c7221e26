// The switch question as a notification (issue 62, item 6) on the manual clock against the
// simulator: the person layer shows "Switch to …?" once for a stretch of work, through the
// notifier of the account the rule books to (named in the title with several accounts),
// with Switch and Not now answered as the window's buttons are; it goes when the question
// goes, and shows nothing outside working hours (09:00-17:00 here), where the engine asks
// nothing (checked through the snapshot).
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness } from '../support/accounts-harness.ts';
import { PROJECT } from '../support/engine-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import { SWITCH_NOTIFICATION_ID } from '../../../main/core/accounts/switch-notice.ts';
import type { PersonStint } from '../../../main/core/stint-api.ts';

let h: AccountsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const asked = () => h!.first.notifier.history.filter((n) => n.id === SWITCH_NOTIFICATION_ID);
const onScreen = () => h!.first.notifier.open().filter((n) => n.id === SWITCH_NOTIFICATION_ID);

/** One account signed in, as `onInternal` leaves it: the person's facade. */
async function oneAccountOnInternal(): Promise<PersonStint> {
  h = await AccountsHarness.start();
  await h.signInFirst();
  const p = personStint(h.hub);
  await onInternal(p);
  return p;
}

/** 10:00, the record on, a rule "Homepage — * -> Website (Homepage design)", a timer on Internal in the account in use. */
async function onInternal(p: PersonStint): Promise<void> {
  assert.deepEqual(await p.setActivityRecording(true), { ok: true });
  const rule = await p.addActivityRule({ title: 'Homepage — *', projectId: PROJECT.website, description: 'Homepage design' });
  assert.equal(rule.ok, true, JSON.stringify(rule));
  assert.deepEqual(await p.start({ projectId: PROJECT.internal, description: 'Email' }), { ok: true });
  await h!.settle();
}

test('one notification for the stretch of work, with Switch and Not now; Not now leaves the timer, closes it and is not asked again', async () => {
  const p = await oneAccountOnInternal();
  h!.activity.focus('Figma', 'Homepage — Acme');
  await h!.advance(4 * 60_000, 15_000);
  assert.deepEqual(asked(), [], 'not after 4 minutes');
  await h!.advance(2 * 60_000, 15_000);
  const website = p.snapshot().projects.find((x) => x.id === PROJECT.website)!.name;
  assert.equal(p.snapshot().activity!.question?.text, `Switch to ${website}?`);
  assert.deepEqual(
    onScreen().map((n) => [n.title, n.actions.map((a) => a.label)]),
    [[`Switch to ${website}?`, ['Switch', 'Not now']]],
  );
  await h!.advance(5 * 60_000, 15_000);
  assert.equal(asked().length, 1, 'shown once, not at each tick');
  h!.first.notifier.choose(SWITCH_NOTIFICATION_ID, 'not_now');
  await h!.settle();
  assert.equal(p.snapshot().activity!.question, null);
  assert.equal(p.snapshot().running?.projectId, PROJECT.internal, 'the timer left alone');
  await h!.advance(10 * 60_000, 15_000);
  assert.equal(asked().length, 1, 'not asked again for this stretch');
});

test('Switch in the notification starts the rule\'s work; answered in the window instead, the notification goes', async () => {
  const p = await oneAccountOnInternal();
  h!.activity.focus('Figma', 'Homepage — Acme');
  await h!.advance(6 * 60_000, 15_000);
  assert.equal(onScreen().length, 1);
  h!.first.notifier.choose(SWITCH_NOTIFICATION_ID, 'switch');
  await h!.settle();
  assert.deepEqual([p.snapshot().running?.projectId, p.snapshot().running?.description], [PROJECT.website, 'Homepage design']);
  assert.deepEqual(h!.runningOnService(), ['demo:Homepage design']);

  // Back on Internal; another stretch of the same work is asked about, and answered in the window.
  assert.deepEqual(await p.start({ projectId: PROJECT.internal, description: 'Email' }), { ok: true });
  h!.activity.focus('Slack', '#general');
  await h!.advance(60_000, 15_000);
  h!.activity.focus('Figma', 'Homepage — Acme');
  await h!.advance(6 * 60_000, 15_000);
  assert.equal(onScreen().length, 1, 'asked for the new stretch');
  assert.deepEqual(await p.answerActivitySwitch('not_now'), { ok: true });
  await h!.settle();
  assert.deepEqual(onScreen(), [], 'gone with the question');
});

test('with two accounts, one notification naming the account the rule books to', async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  const p = personStint(h.hub);
  assert.deepEqual(await p.setActivityRecording(true), { ok: true });
  assert.equal((await p.addActivityRule({ title: 'Homepage — *', projectId: PROJECT.website, accountKey: 'main' })).ok, true);
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  await h.settle();
  h.activity.focus('Figma', 'Homepage — Acme');
  await h.advance(6 * 60_000, 15_000);
  const website = h.hub.first.snapshot().projects.find((x) => x.id === PROJECT.website)!.name;
  assert.deepEqual(onScreen().map((n) => n.title), [`Acme · Switch to ${website}?`]);
  assert.equal(asked().length, 1);
});

test('never outside working hours: asked at 15:00, the same work at 18:00 asks nothing, in the snapshot or as a notification', async () => {
  const p = await oneAccountOnInternal();
  await h!.advance(5 * 3600_000, 5 * 60_000);
  h!.activity.focus('Figma', 'Homepage — Acme');
  await h!.advance(6 * 60_000, 15_000);
  assert.equal(asked().length, 1, 'at 15:06, inside working hours');
  h!.first.notifier.choose(SWITCH_NOTIFICATION_ID, 'not_now');
  h!.activity.focus('Slack', '#general');
  await h!.advance(3 * 3600_000, 5 * 60_000);
  h!.activity.focus('Figma', 'Homepage — Acme');
  await h!.advance(10 * 60_000, 15_000);
  assert.ok(p.snapshot().activity!.today.stretches.some((s) => s.title === 'Homepage — Acme' && s.start >= h!.clock.now() - 11 * 60_000), 'recorded all the same');
  assert.equal(p.snapshot().activity!.question, null);
  assert.equal(asked().length, 1, 'nothing more at 18:10');
});
