// Calendar events on the timeline at the window's size (issue 60, item 5): a bar wide enough
// shows its event's title under it, one too narrow shows none; each event is reached by
// keyboard and named whole under the lane while focused or pointed at. Axe-clean, light and dark.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { DEMO_CALENDAR_PATH } from '../../renderer/state/demo-control.ts';
import { scanSchemes } from './support/axe.ts';
import { BROWSER, withStint } from './support/browser-test.ts';
import { signInAsDemo } from './support/stint-page.ts';

test(`the day's events are labelled where there is room, and named whole on focus and hover (light and dark)`, BROWSER, (t: TestContext) =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    assert.equal((await s.harness.stint.addCalendar({ address: `${s.harness.origin}${DEMO_CALENDAR_PATH}` })).ok, true);
    const lane = page.getByRole('region', { name: 'Today' }).getByRole('list', { name: 'Calendar events' });
    const standup = lane.getByRole('listitem', { name: /^Standup, 9:00\sAM–9:15\sAM$/ });
    await standup.waitFor();
    const labels = await lane.getByRole('listitem').evaluateAll((items) =>
      items.map((li) => {
        const label = li.querySelector('.event-label') as HTMLElement;
        return { name: li.getAttribute('aria-label') ?? '', width: li.getBoundingClientRect().width, shown: getComputedStyle(label).visibility !== 'hidden' && label.getBoundingClientRect().width > 0, text: label.textContent ?? '' };
      }),
    );
    assert.ok(labels.length > 1, JSON.stringify(labels));
    for (const l of labels) {
      if (l.width > 30) assert.ok(l.shown && l.name.startsWith(l.text), `"${l.name}" (${Math.round(l.width)} px) shows its title`);
      if (l.width < 25) assert.ok(!l.shown, `"${l.name}" (${Math.round(l.width)} px) is too narrow for a title`);
    }
    assert.ok(labels.some((l) => l.width > 30), 'one bar at least is wide enough to be labelled (the hour-long design review)');

    const named = page.getByRole('region', { name: 'Today' }).locator('.event-named');
    await standup.focus();
    assert.match((await named.textContent()) ?? '', /^Standup, 9:00\sAM–9:15\sAM$/, 'named whole while focused');
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if ((await lane.getByRole('listitem').count()) > 1 && next !== '') assert.equal((await named.textContent()) ?? '', next, 'the next event by keyboard, named');
    await scanSchemes(t, page, 'event-lane-focused');
    const last = lane.getByRole('listitem').last();
    await last.hover();
    assert.equal((await named.textContent()) ?? '', await last.getAttribute('aria-label'), 'named whole under the pointer');
  }),
);
