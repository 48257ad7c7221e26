// Updates of Stint itself, as the engine sees them: the update port (the shell's updater)
// told the person's choice at start and at each change of it, what is ready put in the
// snapshot, the restart into it asked for; and, with or without a port, "Updated to X" once
// on the first start after an update.

import { OK, fail, type EngineState } from './engine-state.ts';
import { publish } from './engine-views.ts';
import type { UpdatePolicy, UpdateReady } from '../ports.ts';
import { updateSettings } from '../settings/settings.ts';
import { settingsWordsOf, wordsOf } from './engine-language.ts';
import type { CommandResult } from '../stint-api.ts';
import { updatedNote } from '../views/updated-note.ts';


function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export class EngineUpdates {
  private unsubscribe: (() => void) | null = null;
  /** What the port was last told, so that it hears only a change of the updates' own settings. */
  private told: UpdatePolicy | null = null;

  constructor(private readonly s: EngineState) {}

  /** At start, once the settings are loaded and before the first snapshot. */
  start(): void {
    this.noteVersion();
    const port = this.s.ports.updates;
    if (!port) return;
    this.unsubscribe = port.onReady((ready) => {
      if (this.s.closed) return;
      // A copy of the three fields: the snapshot is frozen and holds nothing of the shell's objects.
      this.s.update = ready === null ? null : Object.freeze({ version: ready.version, how: ready.how, releaseUrl: ready.releaseUrl });
      publish(this.s);
    });
    this.configure();
  }

  /** After every change of the settings: the port hears the updates' part when it changed. */
  configure(): void {
    const port = this.s.ports.updates;
    if (!port) return;
    const { enabled, channel } = this.s.settings.updates;
    if (this.told !== null && this.told.enabled === enabled && this.told.channel === channel) return;
    this.told = Object.freeze({ enabled, channel });
    try {
      port.configure(this.told);
    } catch (e) {
      // The updater's trouble is the log's, never the person's: the setting is saved all the same.
      this.s.ports.logger.log('warn', 'updates: the updater refused its settings', { error: errorText(e) });
    }
  }

  async install(): Promise<CommandResult> {
    const port = this.s.ports.updates;
    const i18n = wordsOf(this.s);
    if (!port) return fail(i18n._({ id: 'updates.refusal.noUpdater', message: 'This Stint does not update itself: no update can be installed from here.' }));
    const ready = this.s.update;
    if (ready === null) return fail(i18n._({ id: 'updates.refusal.nothingReady', message: 'No update is ready to install.' }));
    if (ready.how !== 'restart') return fail(i18n._({ id: 'updates.refusal.fromReleasePage', message: 'Stint {version} cannot be installed from here: get it from its release page.', values: { version: ready.version } }));
    let installed = false;
    try {
      installed = await port.install();
    } catch (e) {
      this.s.ports.logger.log('error', 'updates: the install failed', { error: errorText(e) });
    }
    return installed ? OK : fail(i18n._({ id: 'updates.refusal.installFailed', message: 'Stint {version} could not be installed now; this version keeps running. Try again later.', values: { version: ready.version } }));
  }

  dismissNote(): void {
    if (this.s.updatedTo === null) return;
    this.s.updatedTo = null;
    publish(this.s);
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /**
   * "Updated to X" when another version ran here last; then this version is kept as the
   * last one, so the next start says nothing whether or not the note was dismissed.
   */
  private noteVersion(): void {
    const running = this.s.opts.appVersion;
    const last = this.s.settings.lastRunVersion;
    if (last === running) return;
    try {
      const r = updateSettings(this.s.ports.settings, this.s.settings, { lastRunVersion: running }, settingsWordsOf(this.s));
      if (!r.ok) {
        this.s.ports.logger.log('warn', 'updates: the running version could not be kept', { fields: Object.keys(r.errors).join(', ') });
        return;
      }
      this.s.settings = r.settings;
      this.s.settingsProblems = r.problems;
    } catch (e) {
      // Unsaved, the note would come back at every start: better none.
      this.s.ports.logger.log('warn', 'updates: the running version could not be kept', { error: errorText(e) });
      return;
    }
    this.s.updatedTo = updatedNote(last, running);
  }
}
