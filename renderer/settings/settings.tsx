// Settings: idle detection (and stopping the timer at a lock, a sleep, a shutdown; "Still working?" after working hours), reminders, focus sessions, working hours, the clock and the first day of the
// week, the global shortcut, launch at login, window mode, theme, updates, the activity record (folded), the accounts, the calendars, and the account (where its token is kept; sign out). Each change is saved as it
// is made; the engine checks it and its field errors show next to the field.

import type { LanguageChoice } from '../../main/i18n/languages.ts';
import { useRef, useState } from 'preact/hooks';
import type { SettingsPatch } from '../../main/ipc/contract.ts';
import type { ClockChoice, Theme, WeekStartChoice } from '../../main/core/settings/settings-schema.ts';
import { acceleratorOf } from './accelerator.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { formatDayName, formatTimeOfDay } from '../text/time.ts';
import { WEEK_ORDER } from './working-hours-text.ts';
import { Checkbox } from '../controls/checkbox.tsx';
import { TextField } from '../controls/text-field.tsx';
import { FocusSettings } from './focus-settings.tsx';
import { UpdateSettings } from './update-settings.tsx';
import { useAction } from '../controls/use-action.ts';
import { WindowModeSetting } from './window-mode-setting.tsx';
import { WholeNumberField } from '../controls/whole-number-field.tsx';
import { WorkingHoursEditor } from './working-hours.tsx';
import { TargetSettings } from './target-settings.tsx';
import { AccountsSettings } from '../accounts/accounts-settings.tsx';
import { CalendarsSettings } from './calendars-settings.tsx';
import { ActivitySettings } from './activity-settings.tsx';
import { TimesheetSettings } from './timesheet-settings.tsx';

/** The engine's messages read "must be ..."; next to a field they start a sentence. */
function sentence(message: string | undefined): string | undefined {
  return message === undefined ? undefined : `${message.charAt(0).toUpperCase()}${message.slice(1)}${/[.!?]$/.test(message) ? '' : '.'}`;
}

/** The parts of Settings a change is said in. */
type Section = 'idle' | 'reminders' | 'focus' | 'hours' | 'target' | 'clock' | 'timesheets' | 'window' | 'updates' | 'activity';

/** The time each clock choice shows as its example. */
const SAMPLE_TIME = '16:52';

/** Command is the main modifier there (the page runs on the person's own machine). */
const MAC = /Mac/.test(navigator.platform);

export interface SettingsProps {
  /** The tray's Add an account… (its instant, told apart from an earlier ask): Accounts' Add form opens. */
  readonly addAccountAsked?: number | null;
}

export function Settings({ addAccountAsked = null }: SettingsProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const save = useAction();
  const signOut = useAction();
  // Said in the section the change was made in (a theme's "saved" under the activity record, far
  // below, read as that section's): the sentence and where, the section's key.
  const [saved, setSaved] = useState<{ readonly text: string | null; readonly section: Section } | null>(null);
  const settings = s.settings;
  const [shortcut, setShortcut] = useState(settings.shortcut ?? '');

  // Saves go one after another, each change in its turn: a person changes a second setting
  // while the first is still being saved (on a busy machine, often), and `save` alone runs
  // one command at a time and ignores the rest, which dropped that change without a word.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const update = (patch: SettingsPatch, what: string, section: Section): Promise<void> => {
    const turn = queue.current.then(async () => {
      setSaved({ text: null, section });
      const r = await save.run(() => outcome(bridge.updateSettings(patch)));
      if (r?.ok) setSaved({ text: `${what} saved.`, section });
    });
    queue.current = turn.catch(() => undefined);
    return turn;
  };
  /** Where a change in `section` is said: saving, saved, or why not (the live region is there before it speaks). */
  const said = (section: Section) => {
    const here = saved?.section === section;
    return (
      <>
        <p class="saved" aria-live="polite">
          {here ? (save.busy ? 'Saving…' : (saved.text ?? '')) : ''}
        </p>
        {here && save.error && (
          <p class="form-error" role="alert">
            {save.error}
          </p>
        )}
      </>
    );
  };
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(save.fields)) fields[k] = sentence(v)!;
  const err = (key: string) => fields[key];
  const session = s.session.state === 'signed_in' ? s.session : null;
  // "Still working?" off is no margin (null); on again, the margin it had.
  const stillWorking = settings.idle.stillWorkingMinutes;
  const lastMargin = useRef(stillWorking ?? 30);
  if (stillWorking !== null) lastMargin.current = stillWorking;

  return (
    <section class="screen card settings" aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
      {(s.settingsProblems ?? []).length > 0 && (
        <div class="form-error settings-problems" role="status">
          <p>Some of your settings were not read as stored:</p>
          <ul>
            {s.settingsProblems!.map((p) => (
              <li key={p.field + p.message}>{p.message}</li>
            ))}
          </ul>
        </div>
      )}

      <fieldset>
        <legend>Idle time</legend>
        <Checkbox
          label="Ask about time away while a timer runs"
          checked={settings.idle.enabled}
          onChange={(enabled) => void update({ idle: { enabled } }, 'Idle detection', 'idle')}
          hint={s.shell.idleDetection ?? (s.idle.detection === 'limited' ? 'This system does not report idle time: screen locks and sleep still count.' : undefined)}
        />
        <WholeNumberField
          label="Away after (minutes)"
          value={settings.idle.thresholdMinutes}
          min={1}
          max={120}
          error={err('idle.thresholdMinutes')}
          onSave={(thresholdMinutes) => void update({ idle: { thresholdMinutes } }, 'Idle threshold', 'idle')}
        />
        <Checkbox
          label="Stop the timer when the screen locks"
          checked={settings.idle.stopOnLock}
          onChange={(stopOnLock) => void update({ idle: { stopOnLock } }, 'Stop on lock', 'idle')}
        />
        <Checkbox
          label="Stop the timer when the computer sleeps"
          checked={settings.idle.stopOnSleep}
          onChange={(stopOnSleep) => void update({ idle: { stopOnSleep } }, 'Stop on sleep', 'idle')}
        />
        <Checkbox
          label="Stop the timer when the computer shuts down"
          checked={settings.idle.stopOnShutdown}
          onChange={(stopOnShutdown) => void update({ idle: { stopOnShutdown } }, 'Stop on shutdown', 'idle')}
        />
        <Checkbox
          label='Ask "Still working?" after working hours'
          checked={stillWorking !== null}
          onChange={(on) => void update({ idle: { stillWorkingMinutes: on ? lastMargin.current : null } }, 'The "Still working?" question', 'idle')}
          hint="Once, when a timer runs on past the end of your working hours, or is found running the next day."
          error={stillWorking === null ? err('idle.stillWorkingMinutes') : undefined}
        />
        {stillWorking !== null && (
          <WholeNumberField
            label="Minutes past working hours"
            value={stillWorking}
            min={0}
            max={240}
            error={err('idle.stillWorkingMinutes')}
            onSave={(stillWorkingMinutes) => void update({ idle: { stillWorkingMinutes } }, 'Minutes past working hours', 'idle')}
          />
        )}
        {said('idle')}
      </fieldset>

      <fieldset>
        <legend>Reminders</legend>
        <Checkbox
          label="Remind me when no timer runs in working hours"
          checked={settings.reminders.enabled}
          onChange={(enabled) => void update({ reminders: { enabled } }, 'Reminders', 'reminders')}
        />
        <WholeNumberField
          label="Remind every (minutes)"
          value={settings.reminders.intervalMinutes}
          min={5}
          max={240}
          error={err('reminders.intervalMinutes')}
          onSave={(intervalMinutes) => void update({ reminders: { intervalMinutes } }, 'Reminder interval', 'reminders')}
        />
        {said('reminders')}
      </fieldset>

      <FocusSettings onSave={(patch, what) => void update(patch, what, 'focus')} errors={fields} />
      {said('focus')}

      <WorkingHoursEditor value={settings.workingHours} errors={fields} onSave={(workingHours) => void update({ workingHours }, 'Working hours', 'hours')} />
      {said('hours')}

      <TargetSettings onSave={(patch, what) => void update(patch, what, 'target')} errors={fields} />
      {said('target')}

      <fieldset>
        <legend>Clock and calendar</legend>
        <div class="field">
          <label for="display-clock">Clock</label>
          <select
            id="display-clock"
            value={settings.display.clock}
            onChange={(e) => void update({ display: { clock: e.currentTarget.value as ClockChoice } }, 'Clock', 'clock')}
            aria-describedby={err('display.clock') ? 'display-clock-error' : undefined}
          >
            {/* "e.g.": a bare "4:52 PM" beside the real time read as a clock that is wrong. */}
            <option value="system">
              System: {s.display.system.hourCycle === 'h23' ? '24' : '12'}-hour, e.g. {formatTimeOfDay(SAMPLE_TIME, s.display.system.hourCycle)}
            </option>
            <option value="12h">12-hour, e.g. {formatTimeOfDay(SAMPLE_TIME, 'h12')}</option>
            <option value="24h">24-hour, e.g. {formatTimeOfDay(SAMPLE_TIME, 'h23')}</option>
          </select>
          {err('display.clock') && (
            <p id="display-clock-error" class="field-error">
              {err('display.clock')}
            </p>
          )}
        </div>
        <div class="field">
          <label for="display-week-start">Week starts on</label>
          <select
            id="display-week-start"
            value={String(settings.display.weekStart)}
            onChange={(e) => {
              const v = e.currentTarget.value;
              void update({ display: { weekStart: (v === 'system' ? 'system' : Number(v)) as WeekStartChoice } }, 'First day of the week', 'clock');
            }}
            aria-describedby={err('display.weekStart') ? 'display-week-start-error' : undefined}
          >
            <option value="system">System ({formatDayName(s.display.system.firstDayOfWeek)})</option>
            {WEEK_ORDER.map((d) => (
              <option key={d} value={String(d)}>
                {formatDayName(d)}
              </option>
            ))}
          </select>
          {err('display.weekStart') && (
            <p id="display-week-start-error" class="field-error">
              {err('display.weekStart')}
            </p>
          )}
        </div>
        {said('clock')}
      </fieldset>

      <TimesheetSettings decimalHours={settings.display.decimalHours} onDecimalHours={(decimalHours) => void update({ display: { decimalHours } }, 'Decimal hours', 'timesheets')} />
      {said('timesheets')}

      <fieldset>
        <legend>Window and system</legend>
        <TextField
          label="Global shortcut"
          value={shortcut}
          onInput={setShortcut}
          onBlur={() => {
            const next = shortcut.trim() === '' ? null : shortcut.trim();
            if (next !== settings.shortcut) void update({ shortcut: next }, 'Shortcut', 'window');
          }}
          onKeyDown={(e) => {
            // Pressed rather than spelt: the combination is the value, kept at once.
            const accelerator = acceleratorOf(e, MAC);
            if (accelerator === null) return;
            e.preventDefault();
            setShortcut(accelerator);
            if (accelerator !== settings.shortcut) void update({ shortcut: accelerator }, 'Shortcut', 'window');
          }}
          hint="Opens Stint with the project picker: press the keys here (e.g. Ctrl+Shift+T), or type them as CommandOrControl+Shift+T. Empty: none."
          // The engine's refusal of the value first; else what the system made of it.
          error={err('shortcut') ?? s.shell.shortcut}
        />
        <Checkbox
          label="Launch at login"
          checked={settings.launchAtLogin}
          onChange={(launchAtLogin) => void update({ launchAtLogin }, 'Launch at login', 'window')}
          error={s.shell.launchAtLogin}
        />
        <WindowModeSetting checked={settings.windowMode} onChange={(windowMode) => void update({ windowMode }, 'Show as a window', 'window')} tray={s.shell.tray ?? s.shell.trayDetection} />
        <Checkbox
          label="Show a compact timer on top"
          checked={settings.compactTimer}
          onChange={(compactTimer) => void update({ compactTimer }, 'Compact timer', 'window')}
          hint="A small window over the others: the running timer with Switch and Stop, or Continue. Only while Stint is a window (Show as a window, or no tray icon here)."
          error={err('compactTimer')}
        />
        <div class="field">
          <label for="theme">Theme</label>
          <select id="theme" value={settings.theme} onChange={(e) => void update({ theme: e.currentTarget.value as Theme }, 'Theme', 'window')}>
            <option value="system">Same as the system</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </div>
        <div class="field">
          <label for="language">Language</label>
          {/* Each language named in itself, as a person looking for theirs reads it. */}
          <select id="language" value={settings.language} onChange={(e) => void update({ language: e.currentTarget.value as LanguageChoice }, 'Language', 'window')}>
            <option value="system">Same as the system</option>
            <option value="en" lang="en">English</option>
            <option value="de" lang="de">Deutsch</option>
            <option value="fr" lang="fr">Français</option>
            <option value="es" lang="es">Español</option>
            <option value="pt-BR" lang="pt-BR">Português (Brasil)</option>
          </select>
        </div>
        {said('window')}
      </fieldset>

      <UpdateSettings onSave={(patch, what) => void update(patch, what, 'updates')} errors={fields} />
      {said('updates')}

      <ActivitySettings onSave={(patch, what) => void update(patch, what, 'activity')} errors={fields} />
      {said('activity')}


      <AccountsSettings addAsked={addAccountAsked} />

      <CalendarsSettings />

      <fieldset>
        <legend>{s.accounts ? `Account shown: ${s.accounts.inUseName}` : 'Account'}</legend>
        {session && (
          <p>
            Signed in as {session.email} to account {session.accountId} at {session.baseUrl}.
          </p>
        )}
        <p class="hint">
          Your sign-in token is kept in {s.secretStore}
          {/[.!?]$/.test(s.secretStore) ? '' : '.'}
        </p>
        <div class="actions">
          <button type="button" class="secondary" aria-busy={signOut.busy} onClick={() => void signOut.run(() => outcome(bridge.signOut()))}>
            Sign out
          </button>
          {signOut.busy && <span class="progress">Signing out…</span>}
        </div>
        {signOut.error && (
          <p class="form-error" role="alert">
            {signOut.error}
          </p>
        )}
      </fieldset>
    </section>
  );
}
