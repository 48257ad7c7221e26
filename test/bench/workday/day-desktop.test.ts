// The desktop of the two-account day (day-desktop.ts), which bench:workday records with the
// activity record on: the focus follows the timer's work, Stint's window while shown, nothing
// while away or locked, a notification's flash passed through at one instant (the record
// merges a focus shorter than MIN_FOCUS_MS), so the bench's record is a person's day.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { desktopDay, DesktopPlayer, type FocusChange } from './day-desktop.ts';
import { secondsOf } from './script.ts';
import { TWO_ACCOUNTS, type AccountStep, type TwoAccountScript } from './two-accounts-script.ts';

const day = (steps: AccountStep[]): TwoAccountScript => ({ name: 'small', steps });
const at = (changes: readonly FocusChange[], hms: string) => changes.filter((c) => c.at === secondsOf(hms));
const focusAt = (changes: readonly FocusChange[], hms: string) => changes.filter((c) => c.at <= secondsOf(hms)).at(-1);

test("the focus follows the timer's work: Acme's editor, the studio's Figma, titled for the work", () => {
  const changes = desktopDay(
    day([
      { at: '09:30', account: 'business', action: { kind: 'start', key: 'C migration', projectId: 4 } },
      { at: '11:00', account: 'free', action: { kind: 'start', key: 'S3 logo', projectId: 1 } },
      { at: '12:00', account: 'free', action: { kind: 'stop' } },
    ]),
  );
  assert.deepEqual(at(changes, '09:30').at(-1), { at: secondsOf('09:30'), app: 'Code', title: 'migration/index.ts — acme-site — Visual Studio Code' });
  assert.deepEqual(at(changes, '11:00').at(-1), { at: secondsOf('11:00'), app: 'Figma', title: 'logo v1 — Studio — Figma' });
  const titles = new Set(changes.filter((c) => c.app === 'Code').map((c) => c.title));
  assert.ok(titles.size >= 3, `the editor's title changes as the work goes: ${[...titles].join(', ')}`);
  assert.ok(changes.every((c) => c.at >= secondsOf('09:00') && c.at < secondsOf('17:00')), 'within the working day');
});

test("nothing moves while the screen is locked or the person is away; mail on the way back; Stint's window while shown, then the window before", () => {
  const changes = desktopDay(
    day([
      { at: '09:10', account: 'business', action: { kind: 'start', key: 'A inbox', projectId: 1 } },
      { at: '10:00', account: 'business', action: { kind: 'idle', minutes: 20 } },
      { at: '12:02', account: null, action: { kind: 'lock', minutes: 56 } },
      { at: '14:00', account: null, action: { kind: 'window', seconds: 90 } },
      { at: '16:00', account: 'business', action: { kind: 'stop' } },
    ]),
  );
  const within = (from: string, to: string) => changes.filter((c) => c.at > secondsOf(from) && c.at < secondsOf(to));
  assert.deepEqual(within('10:00', '10:20'), []);
  assert.deepEqual(within('12:02', '12:58'), []);
  assert.equal(focusAt(changes, '12:58')?.app, 'Thunderbird');
  assert.equal(focusAt(changes, '10:20')?.app, 'Thunderbird');
  assert.deepEqual(within('14:00', '14:01:30'), []);
  assert.equal(focusAt(changes, '14:00')?.app, 'Stint');
  const before = changes.filter((c) => c.at < secondsOf('14:00')).at(-1)!;
  assert.deepEqual(at(changes, '14:01:30')[0], { ...before, at: secondsOf('14:01:30') });
});

test("the bench day: flashes pass through at one instant (the record merges them); the player gives each change once, when the clock reaches it", () => {
  const changes = desktopDay(TWO_ACCOUNTS);
  const flashes = changes.filter((c, i) => changes[i + 1]?.at === c.at && c.app === 'Slack');
  assert.ok(flashes.length >= 10, `flashes passed through: ${flashes.length}`);
  assert.deepEqual([...new Set(changes.map((c) => c.app))].sort(), ['Code', 'Figma', 'Firefox', 'Slack', 'Stint', 'Thunderbird']);
  const given: { app: string | null; title: string; at: number }[] = [];
  let clock = 0;
  const player = new DesktopPlayer({ focus: (app, title = '') => void given.push({ app, title, at: clock }) }, changes, 0);
  for (clock = secondsOf('09:00') * 1000; clock <= secondsOf('17:00') * 1000; clock += 7000) player.play(clock);
  assert.equal(player.made, changes.length);
  assert.deepEqual(given.map(({ app, title }) => ({ app, title })), changes.map(({ app, title }) => ({ app, title })));
  for (const [i, g] of given.entries()) {
    const due = changes[i]!.at * 1000;
    assert.ok(g.at >= due && g.at < due + 7000, `change ${i} given at ${g.at}, due ${due}`);
  }
});
