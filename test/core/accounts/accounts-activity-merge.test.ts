// Fragments merged the person's way (issue 73, item 2), on the manual clock against the
// simulator: the longest break bridged and the shortest entry are settings; the preview says
// the parts and the seconds they add (breaks bridged) or drop (too short), and the booking is
// exactly those parts, to the second; no part is longer than the time at the computer in it
// plus the breaks it bridged. Working hours 09:00-17:00; today is 10 March 2026 (UTC).
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness } from '../support/accounts-harness.ts';
import { DEMO_ACCOUNT, PROJECT } from '../support/engine-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import type { PersonStint } from '../../../main/core/stint-api.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettingsWithReport } from '../../../main/core/settings/settings.ts';
import { ConfSettingsStore } from '../../../main/platform/node/conf-settings-store.ts';

let h: AccountsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const hms = (ms: number) => new Date(ms).toISOString().slice(11, 19);
const shown = (p: PersonStint) =>
  (p.snapshot().activity?.fills ?? []).map((f) => ({ parts: f.parts.map((x) => `${hms(x.start)}-${hms(x.end)}`), bridged: f.bridgedSeconds, dropped: f.droppedSeconds }));

/** From 10:00: Figma 20 min, a 3-minute break, Figma 17 min, an 8-minute break, Slack 40 s, then away from the computer. */
async function fragments(): Promise<PersonStint> {
  h = await AccountsHarness.start();
  await h.signInFirst();
  const p = personStint(h.hub);
  assert.deepEqual(await p.setActivityRecording(true), { ok: true });
  const span = async (app: string | null, ms: number) => {
    if (app === null) h!.activity.focus(null);
    else h!.activity.focus(app, `${app} — Acme`);
    await h!.advance(ms, 20_000);
  };
  await span('Figma', 20 * 60_000);
  await span(null, 3 * 60_000);
  await span('Figma', 17 * 60_000);
  await span(null, 8 * 60_000);
  await span('Slack', 40_000);
  await span(null, 5 * 60_000);
  return p;
}

test('the defaults (5 minutes bridged, entries of a minute at least): a 3-minute break joins, 40 s alone are dropped, and the preview says so', async () => {
  const p = await fragments();
  assert.deepEqual(shown(p), [{ parts: ['10:00:00-10:40:00'], bridged: 180, dropped: 40 }]);
});

test('the settings change the preview, and the booking is exactly what the preview showed, to the second', async () => {
  const p = await fragments();
  assert.equal((await p.updateSettings({ activity: { bridgeMinutes: 10, shortestEntrySeconds: 30 } })).ok, true);
  assert.deepEqual(shown(p), [{ parts: ['10:00:00-10:48:40'], bridged: 660, dropped: 0 }], 'the 8-minute break bridged too; nothing under 30 s');
  assert.equal((await p.updateSettings({ activity: { bridgeMinutes: 0, shortestEntrySeconds: 60 } })).ok, true);
  const preview = p.snapshot().activity!.fills[0]!;
  assert.deepEqual(shown(p), [{ parts: ['10:00:00-10:20:00', '10:23:00-10:40:00'], bridged: 0, dropped: 40 }], 'no break bridged: two parts');
  assert.deepEqual(await p.fillFromActivity({ date: preview.date, gapStart: preview.gap.start, projectId: PROJECT.website, description: 'Homepage' }), { ok: true });
  await h!.settle();
  const booked = h!.serviceEntries(DEMO_ACCOUNT, (e) => e.description === 'Homepage').map((e) => [e.time_start, e.time_start + e.time_total]);
  assert.deepEqual(booked, preview.parts.map((x) => [(x.start % 86_400_000) / 1000, (x.end % 86_400_000) / 1000]), 'booked as shown');
});

test('a part is never longer than the time at the computer in it plus the breaks it bridged', async () => {
  const p = await fragments();
  for (const [bridgeMinutes, shortestEntrySeconds] of [[0, 5], [5, 60], [10, 5], [60, 3600]] as const) {
    assert.equal((await p.updateSettings({ activity: { bridgeMinutes, shortestEntrySeconds } })).ok, true);
    const at = (p.snapshot().activity!.today.apps ?? []).reduce((n, a) => n + a.seconds, 0);
    for (const f of p.snapshot().activity!.fills) {
      const parts = f.parts.reduce((n, x) => n + (x.end - x.start) / 1000, 0);
      assert.equal(parts, at - f.droppedSeconds + f.bridgedSeconds, `bridge ${bridgeMinutes} min, shortest ${shortestEntrySeconds} s`);
    }
  }
});

test('a bad stored value of a merge setting costs that field alone, said; the other is read', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stint-merge-settings-'));
  try {
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ version: 2, activity: { enabled: true, bridgeMinutes: 'ten', shortestEntrySeconds: 30 } }));
    const read = loadSettingsWithReport(new ConfSettingsStore({ cwd: dir }), () => 'install-merge-0001');
    assert.equal(read.settings.activity.bridgeMinutes, 5, 'the default in its place');
    assert.equal(read.settings.activity.shortestEntrySeconds, 30, 'the other read');
    assert.equal(read.settings.activity.enabled, true);
    const said = read.problems.filter((p) => p.field.startsWith('activity.'));
    assert.deepEqual(said.map((p) => p.field), ['activity.bridgeMinutes']);
    assert.match(said[0]!.message, /Longest break bridged \(minutes\)/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
