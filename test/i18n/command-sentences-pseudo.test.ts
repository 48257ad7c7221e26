// What Stint says about a command from outside (the tray, `stint --start`, a command that
// waited too long for a sign-in), a queue held for another user and a timesheet's refusals
// come from main's catalog (issue 72): driven on the real engine with the pseudo-locale chosen
// in Settings (en-XA), no letter outside a ⟦catalog text⟧ but the data handed in. The same
// sentences in English fail the same check (so it can tell); German is compared exactly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LogLevel } from '../../main/core/ports.ts';
import type { Language } from '../../main/i18n/languages.ts';
import { parseCommandLine } from '../../main/core/views/app-command.ts';
import { AppCommandQueue, HOLD_LIMIT_MS } from '../../main/core/views/app-command-queue.ts';
import { runAppCommand, type AppCommandDeps } from '../../main/core/views/app-command-run.ts';
import { runTrayAction } from '../../main/core/views/tray-menu-actions.ts';
import { EngineHarness } from '../core/support/engine-harness.ts';
import type { AccountStint } from '../../main/core/stint-api.ts';
import { untranslated } from './support/untranslated.ts';

interface Said {
  readonly told: string[];
  readonly messages: string[];
}

/** Each sentence of this file's doors, said by the engine in `language`; `names`: the data in them. */
async function sentences(language: Language): Promise<Said & { names: string[] }> {
  const h = await EngineHarness.start({ now: '2026-03-10T09:00:00Z' });
  try {
    assert.ok((await h.stint.updateSettings({ language })).ok);
    const said: Said = { told: [], messages: [] };
    const logger = { log: (_l: LogLevel, _m: string) => {} };
    const deps: AppCommandDeps = { stint: h.stint, showWindow: () => {}, quit: () => {}, openUrl: () => {}, logger, tell: (m) => void said.told.push(m) };

    // A command that waited for a sign-in longer than it may (before the session).
    const queue = new AppCommandQueue(h.clock);
    queue.attach({ stint: h.stint, logger, tell: deps.tell, signInNeeded: () => {}, run: (c) => runAppCommand(c, deps) });
    queue.receive(parseCommandLine(['/opt/Stint/stint', '--toggle'], { leading: 1 }));
    await h.advance(HOLD_LIMIT_MS + 5_000);
    await h.signIn();
    await h.settle();
    await queue.idle();

    const projects = h.stint.snapshot().projects.filter((p) => p.active);
    const needsTask = projects.find((p) => p.requiredTask)!;
    assert.ok(needsTask, 'the demo data has a project that needs a task');
    for (const target of ['No such project at all', needsTask.name, `${needsTask.name}/No such task`]) {
      const r = await runAppCommand({ kind: 'start', target }, deps);
      if (!r.ok) said.messages.push(r.message);
    }
    const unknown = await runTrayAction({ kind: 'unknown', id: 'item-9' }, deps);
    if (!unknown.ok) said.messages.push(unknown.message);
    const failed = await runTrayAction({ kind: 'stop' }, { ...deps, stint: { ...h.stint, snapshot: () => h.stint.snapshot(), stop: () => Promise.reject(new Error('a bug')) } });
    if (!failed.ok) said.messages.push(failed.message);

    // The harness's engine is one account's (the person's facade asks it the same way).
    const engine = h.stint as AccountStint;
    for (const input of [{ from: '2026-03-10', to: '2026-03-01' }, { from: '2026-01-01', to: '2027-06-01' }, { from: 'March', to: '2026-03-10' }, { from: '2026-03-01', to: '2026-03-10', projectIds: [] }]) {
      const r = await engine.timesheetCost(input);
      if (!r.ok) said.messages.push(r.message);
    }
    const cost = await engine.timesheetCost({ from: '2026-03-01', to: '2026-03-10' });
    said.messages.push(cost.message);
    return { ...said, names: [needsTask.name, 'No such project at all', 'No such task', 'item-9', '--toggle', '--start', 'projectIds', 'Task', 'TAREA'] };
  } finally {
    await h.close();
  }
}

test('a command from outside, the tray and a timesheet refused: every sentence from the catalog, in the pseudo-locale; English caught by the same check', async () => {
  const xa = await sentences('en-XA');
  assert.equal(xa.told.length, 5, 'told: the command dropped after its wait, the three starts refused, the tray command that failed');
  assert.equal(xa.messages.length, 10, 'three starts refused, the unknown item, the failure, four timesheet refusals, the cost');
  for (const text of [...xa.told, ...xa.messages]) assert.equal(untranslated(text, [...xa.names, 'YYYY-MM-DD', '2026-11-01', '2026-11-30', '2026-03-10', '2026-03-01', '366']), '', text);
  const en = await sentences('en');
  assert.match(en.told[0]!, /^Stint did not carry out --toggle: it waited more than 5 minutes for a sign-in\.$/);
  assert.ok(
    [...en.told, ...en.messages].every((text) => untranslated(text, en.names) !== ''),
    'English is caught',
  );
});

test('in German, a start that needs a task and a range that ends before it starts', async () => {
  const de = await sentences('de');
  assert.ok(de.messages.some((m) => /^Stint hat keinen Timer gestartet: .+ braucht eine Aufgabe\. Nennen Sie eine: --start “.+\/Aufgabe”\.$/.test(m)), de.messages.join('\n'));
  assert.ok(de.messages.includes('Der Zeitraum endet (2026-03-01), bevor er beginnt (2026-03-10): Tauschen Sie die beiden Daten.'), de.messages.join('\n'));
  assert.equal(de.told[0], 'Stint hat --toggle nicht ausgeführt: Der Befehl hat mehr als 5 Minuten auf eine Anmeldung gewartet.');
});
