// The request limits as a person sees them, in Chromium on the real engine: on a Free plan
// (50 requests a day for the whole account) the status region says how many are left;
// when another device has used the day up, Refresh ends in "Request limit reached" with
// the time sync resumes, and a start made then waits in the queue, shown, not lost.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO } from '../support/sim-fixture.ts';
import { pick, useUpTheDay } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

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
