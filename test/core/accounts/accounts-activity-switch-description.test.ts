// "Switch to …?" sends what it showed (issue 68, item 4), on the manual clock against the
// simulator: a rule without a description starts the timer with a window's title, so the
// question shows that title, in the window's snapshot and the notification alike, and Switch
// starts with exactly it, even when the person's window changed title since it was asked.
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

/** The record on, a rule "application `app` -> Website" without a description, a timer on Internal; then six minutes in `app`'s window `title`. */
async function askedAbout(app: string, title: string): Promise<PersonStint> {
  h = await AccountsHarness.start();
  await h.signInFirst();
  const p = personStint(h.hub);
  assert.deepEqual(await p.setActivityRecording(true), { ok: true });
  assert.equal((await p.addActivityRule({ app, projectId: PROJECT.website })).ok, true);
  assert.deepEqual(await p.start({ projectId: PROJECT.internal, description: 'Email' }), { ok: true });
  await h.settle();
  h.activity.focus(app, title);
  await h.advance(6 * 60_000, 15_000);
  return p;
}

test('the question shows the description Switch starts with, and the click sends that one, not the window in focus at the click', async () => {
  // Learned by application, no description: the window's title is the description.
  const p = await askedAbout('Code', 'offer-letter-draft.md — Visual Studio Code');
  const q = p.snapshot().activity!.question;
  assert.ok(q, 'asked');
  assert.equal(q.description, 'offer-letter-draft.md — Visual Studio Code', 'the description is shown with the question');
  const shown = h!.first.notifier.open().filter((n) => n.id === SWITCH_NOTIFICATION_ID);
  assert.equal(shown.length, 1);
  assert.match(shown[0]!.body, /^Switch starts it as “offer-letter-draft\.md — Visual Studio Code”\./);

  // The same work goes on in another file before the person answers.
  h!.activity.focus('Code', 'salaries.xlsx — Visual Studio Code');
  await h!.advance(60_000, 15_000);
  assert.equal(p.snapshot().activity!.question?.description, 'offer-letter-draft.md — Visual Studio Code', 'the question does not change under the hand');
  assert.deepEqual(await p.answerActivitySwitch('switch'), { ok: true });
  await h!.settle();
  assert.deepEqual([p.snapshot().running?.projectId, p.snapshot().running?.description], [PROJECT.website, 'offer-letter-draft.md — Visual Studio Code']);
});

test('a window without a title: the question says Switch starts without a description, and it does', async () => {
  const p = await askedAbout('Figma', '');
  assert.equal(p.snapshot().activity!.question?.description, '');
  const shown = h!.first.notifier.open().filter((n) => n.id === SWITCH_NOTIFICATION_ID);
  assert.match(shown[0]!.body, /^Switch starts it without a description\./);
  assert.deepEqual(await p.answerActivitySwitch('switch'), { ok: true });
  await h!.settle();
  assert.deepEqual([p.snapshot().running?.projectId, p.snapshot().running?.description], [PROJECT.website, '']);
});
