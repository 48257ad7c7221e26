// The engine's own sentences in the language in use (issue 72): Undo's words and its answers,
// a change refused before it was sent as "Not saved" names it and says who refused it, the actions waiting
// in the queue, and the sync notice offline, in German and in the pseudo-locale, on the
// manual clock against the simulator. English is the harness's default and the other tests'.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_RUI, EngineHarness, PROJECT } from '../support/engine-harness.ts';
import type { Language } from '../../../main/i18n/languages.ts';

let h: EngineHarness;
afterEach(() => h?.close());

async function started(language: Language): Promise<void> {
  h = await EngineHarness.start({ now: '2026-03-10T12:00:00Z', undoHoldMs: 10_000 });
  await h.signIn(DEMO_RUI);
  assert.ok((await h.stint.updateSettings({ language })).ok);
}

/** A manual entry held for Undo: its words, then what Undo answers. */
async function addedThenUndone(): Promise<{ words: string; undone: string; nothing: string }> {
  assert.ok((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Landing page', start: '08:00', end: '09:30', confirmOverlap: true })).ok);
  const words = h.stint.snapshot().undo?.words ?? '';
  const undone = await h.stint.undo();
  assert.ok(undone.ok, JSON.stringify(undone));
  const nothing = await h.stint.undo();
  assert.equal(nothing.ok, false);
  return { words, undone: undone.message, nothing: nothing.message };
}

/** An entry locked on the service, then edited here: the refusal as the person reads it. */
async function refusedEdit(): Promise<{ what: string; why: string; notice: string }> {
  assert.ok((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Audit', start: '06:00', end: '07:00', confirmOverlap: true })).ok);
  await h.advance(11_000);
  await h.settle();
  const entry = h.stint.snapshot().todayEntries.find((v) => v.description === 'Audit');
  assert.ok(entry?.id, 'sent and read back');
  const stored = h.sim.sim.ctx.store.entries.get(entry.id)!;
  stored.is_locked = true;
  stored.locked_reason = 'Period closed for invoicing';
  assert.ok((await h.stint.editEntry({ entryKey: entry.key, start: '06:15' })).ok);
  await h.advance(11_000);
  await h.settle();
  const refused = h.stint.snapshot().notSaved?.[0];
  assert.ok(refused, JSON.stringify(h.stint.snapshot().notSaved));
  return { what: refused.what, why: refused.why, notice: h.stint.snapshot().notice?.message ?? '' };
}

test("German: Undo's words and answers, a refusal's name and reason, the queue's words and the offline notice", async () => {
  await started('de');
  const undo = await addedThenUndone();
  assert.equal(undo.words, 'Landing page 08:00–09:30 (1:30) hinzugefügt');
  assert.equal(undo.undone, 'Rückgängig gemacht: Landing page 08:00–09:30 (1:30) hinzugefügt. Nichts wurde gesendet.');
  assert.equal(undo.nothing, 'Nichts rückgängig zu machen: Seit dem letzten Rückgängig wurde keine Korrektur und kein manueller Eintrag gemacht.');

  const refusal = await refusedEdit();
  assert.match(refusal.what, /^„Audit“ bearbeiten \(\d{2}:\d{2}\)$/);
  // Stint's check before sending found the entry locked: who refused it is said in German (the
  // check's own sentence, main/core/commands/preflight.ts, is English yet).
  assert.match(refusal.why, /^Stint hat es nicht gesendet\. /, refusal.why);
  assert.equal(refusal.notice, `Nicht gespeichert: ${refusal.what}. ${refusal.why}`);

  h.ports.network.set(false);
  assert.ok((await h.stint.start({ projectId: PROJECT.internal, description: 'Offline start' })).ok);
  // The OS says the network is back and gone again: the notice counts what waits.
  h.ports.network.set(true);
  h.ports.network.set(false);
  await h.settle();
  const s = h.stint.snapshot();
  assert.match(s.sync.message ?? '', /^(?:Offline|Der Dienst ist nicht erreichbar); 1 Aktion wartet\.$|^Offline: 1 Aktion wartet\.$/);
  assert.match(s.sync.queuedLabels[0] ?? '', /^Internal Tools um \d{2}:\d{2} starten$/);
});

test('the pseudo-locale: the same sentences are all catalog texts, the person\'s words inside them', async () => {
  await started('en-XA');
  const undo = await addedThenUndone();
  for (const said of [undo.words, undo.undone, undo.nothing]) assert.match(said, /^⟦.*⟧$/u, said);
  assert.ok(undo.undone.includes(undo.words), 'the change is named in the answer');
  const refusal = await refusedEdit();
  assert.match(refusal.what, /^⟦.*Audit.*⟧$/u);
  assert.match(refusal.notice, /^⟦.*⟧/u);
  assert.match(refusal.why, /^⟦[^⟧]*⟧ /u, refusal.why);
});
