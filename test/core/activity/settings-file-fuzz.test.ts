// The settings file, fuzzed (issue 68, item 4): the activity record's settings as a person's
// editor, a pasted block list or a damaged disk leave them (a field of the wrong type, a list
// too long, blank and other bad entries, a file that is not JSON), written to a real settings
// file (ConfSettingsStore), read as the engine reads it at start (loadSettingsWithReport) and
// handed to the recorder as the accounts layer hands it (recordHeldBy), on the manual clock.
// Whatever the file holds:
//   - each filter list is every valid entry it holds, in order, up to the 200 a list keeps:
//     never shorter (an empty list in a filter's place is how bank titles were recorded);
//   - each entry dropped is counted in the words the person is shown;
//   - a filter (or the days kept) that cannot be read at all pauses recording: nothing is
//     watched; a file that cannot be read at all leaves the record off;
//   - a window that a valid excluded title matches is never recorded.
// Small enough for npm test (a few seconds); the seed is printed, STINT_SEED picks another.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { recordHeldBy } from '../../../main/core/activity/activity-filter.ts';
import { loadSettingsWithReport } from '../../../main/core/settings/settings.ts';
import { ConfSettingsStore } from '../../../main/platform/node/conf-settings-store.ts';
import { RecorderRig } from './recorder-rig.ts';

const MAX = 200;
const FILTERS = ['excludedApps', 'excludedTitles', 'rewrites'] as const;
type Filter = (typeof FILTERS)[number];

// What a valid entry is, said here on its own (not read from the schema it checks).
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= MAX;
const isPattern = (v: unknown): v is string => isText(v) && /[^*\s]/.test(v);
const isRewrite = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && isPattern((v as { pattern?: unknown }).pattern) && typeof (v as { replacement?: unknown }).replacement === 'string' && (v as { replacement: string }).replacement.length <= MAX;
const VALID: Record<Filter, (v: unknown) => boolean> = { excludedApps: isText, excludedTitles: isPattern, rewrites: isRewrite };
const LABEL: Record<Filter, string> = { excludedApps: 'Applications never recorded', excludedTitles: 'Titles never recorded', rewrites: 'Title rewrites' };

const word = fc.string({ minLength: 1, maxLength: 8 }).filter((w) => /[^*\s]/.test(w));
const pattern = fc.tuple(fc.constantFrom('', '*'), word, fc.constantFrom('', '*')).map(([a, w, b]) => `${a}${w}${b}`);
const badText = fc.constantFrom<unknown>('', '   ', '\t', 'x'.repeat(MAX + 1), 42, null, true, {}, ['a']);
const badPattern = fc.oneof(badText, fc.constantFrom<unknown>('*', '***', ' * * '));
const rewrite = fc.record({ pattern, replacement: fc.constantFrom('{1}', 'Private', '') });
const badRewrite = fc.oneof(
  fc.constantFrom<unknown>('x', 7, null, [], { pattern: '*a*' }, { replacement: 'x' }, { pattern: '*a*', replacement: 'y'.repeat(MAX + 1) }),
  badPattern.map((p) => ({ pattern: p, replacement: 'x' })),
);

/** A list with bad entries among good ones: a few, or a pasted block list past the 200 kept. */
function list(good: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>): fc.Arbitrary<unknown[]> {
  const entry = fc.oneof({ arbitrary: good, weight: 4 }, { arbitrary: bad, weight: 1 });
  return fc.oneof({ arbitrary: fc.array(entry, { maxLength: 8 }), weight: 4 }, { arbitrary: fc.array(entry, { minLength: 195, maxLength: 215 }), weight: 1 });
}

/** A value of the wrong type where a list must be. */
const notAList = fc.constantFrom<unknown>('*bank*', 3, true, null, { 0: '*bank*' });

const field = <T>(ok: fc.Arbitrary<T>, wrong: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: ok, weight: 4 }, { arbitrary: wrong, weight: 1 }, fc.constant(undefined));

const activityGroup = fc.record({
  enabled: fc.constant(true),
  excludedApps: field(list(word, badText), notAList),
  excludedTitles: field(list(pattern, badPattern), notAList),
  rewrites: field(list(rewrite, badRewrite), notAList),
  keepDays: field(fc.integer({ min: 1, max: 365 }), fc.constantFrom<unknown>(0, '7', 3.5, null, 400)),
  addresses: field(fc.boolean(), fc.constantFrom<unknown>('yes', 1)),
  switchMinutes: field(fc.integer({ min: 1, max: 120 }), fc.constantFrom<unknown>(-1, 'five')),
});

/** The whole file: JSON of the settings (other groups wrong too, at times), or text that is not JSON at all. */
const file = fc.oneof(
  { arbitrary: fc.record({ activity: activityGroup, idle: fc.constantFrom<unknown>(undefined, { thresholdMinutes: 'ten' }, 'idle') }).map((o) => ({ text: JSON.stringify({ version: 2, ...o }), stored: o })), weight: 9 },
  { arbitrary: fc.tuple(activityGroup, fc.nat()).map(([a, cut]) => { const t = JSON.stringify({ version: 2, activity: a }); return { text: t.slice(0, 1 + (cut % (t.length - 1))), stored: null }; }), weight: 1 },
);

async function check(text: string, stored: { activity: Record<string, unknown> } | null): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'stint-settings-fuzz-'));
  const rig = new RecorderRig();
  try {
    writeFileSync(join(dir, 'settings.json'), text);
    const read = loadSettingsWithReport(new ConfSettingsStore({ cwd: dir }), () => 'install-fuzz-0001');
    const held = recordHeldBy(read.problems);
    rig.activity = read.settings.activity;
    rig.held = held;
    await rig.open();
    const state = rig.recorder.state();
    if (stored === null) {
      // Not JSON: kept aside whole, the record off until the person turns it on again.
      assert.equal(state, 'off');
      assert.equal(rig.source.watching, 0);
      return;
    }
    const a = stored.activity;
    let unreadable = false;
    for (const f of FILTERS) {
      const value = a[f];
      const inUse = read.settings.activity[f] as readonly unknown[];
      if (value === undefined) continue;
      if (!Array.isArray(value)) {
        unreadable = true;
        assert.ok(held?.includes(`'${LABEL[f]}' could not be read`), `${f}: ${held}`);
        continue;
      }
      const valid = value.filter(VALID[f]);
      // As JSON: the generated entries are objects without a prototype.
      assert.deepEqual(inUse, JSON.parse(JSON.stringify(valid.slice(0, MAX))), `${f}: every valid entry, in order, up to ${MAX}`);
      const dropped = value.length - Math.min(valid.length, MAX);
      const said = read.problems.find((p) => p.field === `activity.${f}`);
      if (dropped === 0) assert.equal(said, undefined);
      else assert.ok(said?.message.startsWith(`${dropped} ${dropped === 1 ? 'entry' : 'entries'} of '${LABEL[f]}' ${dropped === 1 ? 'was' : 'were'} dropped: `), `${f}: ${said?.message}`);
    }
    const keepUnread = a.keepDays !== undefined && !(Number.isInteger(a.keepDays) && (a.keepDays as number) >= 1 && (a.keepDays as number) <= 365);
    if (unreadable || keepUnread) {
      assert.equal(state, 'paused', 'a guard that cannot be read pauses the record');
      assert.equal(rig.recorder.status().pausedUntil, null);
      assert.equal(rig.source.watching, 0, 'nothing is watched');
      return;
    }
    assert.equal(held, null);
    assert.equal(state, 'on');
    // A window that a valid excluded title matches is never recorded.
    const first = read.settings.activity.excludedTitles[0];
    if (first !== undefined) {
      rig.source.focus('Browser', first.replace(/\*/g, 'q'));
      await rig.advance(10_000);
      assert.deepEqual(rig.recorder.todayNow(), []);
    }
  } finally {
    await rig.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('whatever the settings file holds, no filter list is shorter than its valid entries, and recording pauses where a filter cannot be read', async () => {
  const seed = Number(process.env.STINT_SEED ?? 6804);
  const runs = Number(process.env.STINT_RUNS ?? 100);
  console.log(`settings-file fuzz seed=${seed} runs=${runs}`);
  await fc.assert(
    fc.asyncProperty(file, ({ text, stored }) => check(text, stored as { activity: Record<string, unknown> } | null)),
    { seed, numRuns: runs, includeErrorInReport: true },
  );
});
