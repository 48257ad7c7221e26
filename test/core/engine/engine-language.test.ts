// The language in use, through the engine: the system's preferred languages (the locale
// port) until the person chooses one in Settings; the snapshot says which, and the tray and
// the notifications speak it at once, the clock still the locale's.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { IDLE_NOTIFICATION_ID } from '../../../main/core/attention/idle-notification.ts';
import { trayModel } from '../../../main/core/views/tray-model.ts';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { lockedUntilUnlock, timerRunning } from '../support/away.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const trayLabel = (id: string): string | undefined => trayModel(h.stint.snapshot(), h.clock.now(), 'linux').menu.find((i) => i.id === id)?.label;

test("the system's first language that Stint speaks, then the person's choice, then the system's again", async () => {
  h = await EngineHarness.start({ now: '2026-03-10T11:00:00Z', languages: ['sv-SE', 'fr-CA', 'de-DE'] });
  await h.signIn();
  assert.equal(h.stint.snapshot().language, 'fr');
  assert.equal(trayLabel('open-window'), 'Ouvrir Stint');

  assert.equal((await h.stint.updateSettings({ language: 'pt-BR' })).ok, true);
  assert.equal(h.stint.snapshot().language, 'pt-BR');
  assert.equal(trayLabel('open-window'), 'Abrir o Stint');

  assert.equal((await h.stint.updateSettings({ language: 'system' })).ok, true);
  assert.equal(trayLabel('open-window'), 'Ouvrir Stint');
});

test('a language Stint does not ship is refused in words, and the one in use stays', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T11:00:00Z' });
  await h.signIn();
  assert.equal(h.stint.snapshot().language, 'en', 'no system language given: English');
  const refused = await h.stint.updateSettings({ language: 'tlh' as never });
  assert.equal(refused.ok, false);
  assert.match(JSON.stringify(refused), /must be one of system, en, de, fr, es, pt-BR, en-XA/);
  assert.equal(h.stint.snapshot().settings.language, 'system');
});

test('the away notification in German, its time in the clock of the locale', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T11:00:00Z', locale: 'en-US', languages: ['en-US'] });
  await h.stint.updateSettings({ language: 'de' });
  await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });
  await lockedUntilUnlock(h, '2026-03-10T11:22:00Z', '2026-03-10T11:40:00Z');
  await h.settle();
  const shown = h.ports.notifier.open().find((n) => n.id === IDLE_NOTIFICATION_ID);
  assert.ok(shown, 'the idle notification is on screen');
  assert.equal(shown.title, 'Die Zeit Ihrer Abwesenheit behalten?');
  assert.match(shown.body, /lief seit 11:22 AM weiter, während der Bildschirm gesperrt war\.$/);
  assert.deepEqual(shown.actions.map((a) => a.label), ['Behalten', 'Verwerfen', 'Verwerfen und weiter erfassen']);
  assert.equal(trayLabel('idle-prompt'), 'Abwesend seit 11:22 AM: Zeit behalten oder verwerfen…');
});
