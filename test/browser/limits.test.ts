// The request limits as a person sees them, in Chromium on the real engine: on a Free plan
// (50 requests a day for the whole account) the status region says how many are left;
// when another device has used the day up, Refresh ends in "Request limit reached" with
// the time sync resumes, and a start made then waits in the queue, shown, not lost. With a
// second account on the Free plan whose day leaves only the hourly reads, the footer says
// when that account last checked for changes made elsewhere (issue 69, item 4).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO } from '../support/sim-fixture.ts';
import { otherDevice, pick, useUpTheDay } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';
import { scanBoth, withStudio } from './support/two-accounts.ts';
import { STUDIO_ACCOUNT_ID } from '../sim/demo-studio.ts';
import { testClock } from '../support/test-day.ts';

async function simControl(s: StintPage, path: string, body: unknown): Promise<void> {
  const r = await fetch(`${s.sim.origin}/_sim/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  assert.equal(r.status, 200, `/_sim/${path} answered ${r.status}`);
}

test("on a Free plan the status shows the day's requests left; once they are used up, Refresh says until when, and a start waits in the queue", BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await simControl(s, 'plan', { account_id: DEMO.accountId, plan: 'free' });
    await signInAsDemo(s);
    const status = page.getByRole('contentinfo');
    await eventually(() => status.innerText(), (t) => / of 50 requests left today/.test(t), 'the quota line');

    await useUpTheDay(s);
    await page.getByRole('button', { name: 'Refresh' }).press('Enter');
    const limited = await eventually(() => page.getByRole('status').first().innerText(), (t) => t.startsWith('Request limit reached'), 'the limit to be announced');
    assert.match(limited, /sync resumes at \d{1,2}[:.]\d{2}/);
    assert.equal(s.harness.stint.snapshot().sync.state, 'rate_limited');

    await pick(page, 'Project', 'website', /Website Redesign/);
    await page.getByRole('button', { name: 'Start' }).press('Enter');
    await page.getByRole('button', { name: 'Stop' }).waitFor();
    await eventually(() => page.getByRole('status').first().innerText(), (t) => /1 action/.test(t), 'the waiting start to be counted');
    assert.equal(s.harness.stint.snapshot().sync.queued, 1, 'the start is kept in the queue');
    assert.equal((await eventually(() => s.tray(), (t) => t.icon === 'offline', 'the tray to show waiting work')).icon, 'offline');
    assert.deepEqual(s.errors, []);
  }),
);

/** The phone spends the studio's requests until `left` remain, moving the shared clock past each per-second limit. */
async function spendStudioDownTo(s: StintPage, clock: ReturnType<typeof testClock>, left: number): Promise<void> {
  const phone = await otherDevice(s, STUDIO_ACCOUNT_ID);
  for (let i = 0; i < 60; i++) {
    const r = await phone.get('/projects');
    if (r.status === 429) {
      clock.jump(1_000);
      continue;
    }
    assert.equal(r.status, 200);
    const remaining = Number(/remaining=(\d+)/.exec(r.headers.get('x-ratelimit-accountdaily') ?? '')?.[1]);
    if (remaining <= left) return;
  }
  assert.fail(`the studio never came down to ${left} requests`);
}

test('two accounts, the studio on Free in the evening with its day spent down to the hourly reads: the footer says when the studio last checked, by name; axe-clean light and dark', BROWSER, (t) => {
  const clock = testClock(19);
  return withStint({ clock }, async (s) => {
    const { page } = s;
    await withStudio(s);
    const status = page.getByRole('contentinfo');
    await status.getByRole('button', { name: 'Refresh' }).waitFor();
    assert.equal(await status.getByText(/checked for changes made elsewhere/).count(), 0, 'with spare reads, nothing to say');

    // 5 hours to the reset: 13 requests kept for the evening's writes and 5 for a read every hour.
    await spendStudioDownTo(s, clock, 18);
    await status.getByRole('button', { name: 'Refresh' }).click();
    const line = status.getByText(/^Studio: checked for changes made elsewhere/);
    await eventually(() => line.innerText(), (x) => x === "Studio: checked for changes made elsewhere less than a minute ago; its plan's requests a day space the checks.", 'the studio line after Refresh');
    assert.equal(await status.getByText(/^demo: checked/).count(), 0, 'the demo account (Business) is read every minute: no line');
    clock.jump(3 * 60_000);
    await eventually(() => line.innerText(), (x) => x.includes('3 min ago'), 'the line three minutes on');
    await scanBoth(t, page, 'checked-rationed');
    assert.deepEqual(s.errors, []);
  });
});
