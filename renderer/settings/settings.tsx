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
import { i18n } from '../i18n/words.ts';

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
      if (r?.ok) setSaved({ text: i18n._({ id: 'settings.saved', message: '{what} saved.', values: { what } }), section });
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
          {here ? (save.busy ? i18n._({ id: 'common.saving', message: 'Saving…' }) : (saved.text ?? '')) : ''}
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
      <h2 id="settings-heading">{i18n._({ id: 'screen.settings', message: 'Settings' })}</h2>
      {(s.settingsProblems ?? []).length > 0 && (
        <div class="form-error settings-problems" role="status">
          <p>{i18n._({ id: 'settings.problems', message: 'Some of your settings were not read as stored:' })}</p>
          <ul>
            {s.settingsProblems!.map((p) => (
              <li key={p.field + p.message}>{p.message}</li>
            ))}
          </ul>
        </div>
      )}

      <fieldset>
        <legend>{i18n._({ id: 'settings.idle', message: 'Idle time' })}</legend>
        <Checkbox
          label={i18n._({ id: 'settings.idle.ask', message: 'Ask about time away while a timer runs' })}
          checked={settings.idle.enabled}
          onChange={(enabled) => void update({ idle: { enabled } }, i18n._({ id: 'settings.idle.detection', message: 'Idle detection' }), 'idle')}
          hint={s.shell.idleDetection ?? (s.idle.detection === 'limited' ? i18n._({ id: 'settings.idle.limited', message: 'This system does not report idle time: screen locks and sleep still count.' }) : undefined)}
        />
        <WholeNumberField
          label={i18n._({ id: 'settings.idle.after', message: 'Away after (minutes)' })}
          value={settings.idle.thresholdMinutes}
          min={1}
          max={120}
          error={err('idle.thresholdMinutes')}
          onSave={(thresholdMinutes) => void update({ idle: { thresholdMinutes } }, i18n._({ id: 'settings.idle.threshold', message: 'Idle threshold' }), 'idle')}
        />
        <Checkbox
          label={i18n._({ id: 'settings.idle.lock', message: 'Stop the timer when the screen locks' })}
          checked={settings.idle.stopOnLock}
          onChange={(stopOnLock) => void update({ idle: { stopOnLock } }, i18n._({ id: 'settings.idle.stopOnLock', message: 'Stop on lock' }), 'idle')}
        />
        <Checkbox
          label={i18n._({ id: 'settings.idle.sleep', message: 'Stop the timer when the computer sleeps' })}
          checked={settings.idle.stopOnSleep}
          onChange={(stopOnSleep) => void update({ idle: { stopOnSleep } }, i18n._({ id: 'settings.idle.stopOnSleep', message: 'Stop on sleep' }), 'idle')}
        />
        <Checkbox
          label={i18n._({ id: 'settings.idle.shutdown', message: 'Stop the timer when the computer shuts down' })}
          checked={settings.idle.stopOnShutdown}
          onChange={(stopOnShutdown) => void update({ idle: { stopOnShutdown } }, i18n._({ id: 'settings.idle.stopOnShutdown', message: 'Stop on shutdown' }), 'idle')}
        />
        <Checkbox
          label={i18n._({ id: 'settings.still.ask', message: 'Ask "Still working?" after working hours' })}
          checked={stillWorking !== null}
          onChange={(on) => void update({ idle: { stillWorkingMinutes: on ? lastMargin.current : null } }, i18n._({ id: 'settings.still.question', message: 'The "Still working?" question' }), 'idle')}
          hint={i18n._({ id: 'settings.still.hint', message: 'Once, when a timer runs on past the end of your working hours, or is found running the next day.' })}
          error={stillWorking === null ? err('idle.stillWorkingMinutes') : undefined}
        />
        {stillWorking !== null && (
          <WholeNumberField
            label={i18n._({ id: 'settings.still.minutes', message: 'Minutes past working hours' })}
            value={stillWorking}
            min={0}
            max={240}
            error={err('idle.stillWorkingMinutes')}
            onSave={(stillWorkingMinutes) => void update({ idle: { stillWorkingMinutes } }, i18n._({ id: 'settings.still.minutes', message: 'Minutes past working hours' }), 'idle')}
          />
        )}
        {said('idle')}
      </fieldset>

      <fieldset>
        <legend>{i18n._({ id: 'settings.reminders', message: 'Reminders' })}</legend>
        <Checkbox
          label={i18n._({ id: 'settings.reminders.ask', message: 'Remind me when no timer runs in working hours' })}
          checked={settings.reminders.enabled}
          onChange={(enabled) => void update({ reminders: { enabled } }, i18n._({ id: 'settings.reminders', message: 'Reminders' }), 'reminders')}
        />
        <WholeNumberField
          label={i18n._({ id: 'settings.reminders.every', message: 'Remind every (minutes)' })}
          value={settings.reminders.intervalMinutes}
          min={5}
          max={240}
          error={err('reminders.intervalMinutes')}
          onSave={(intervalMinutes) => void update({ reminders: { intervalMinutes } }, i18n._({ id: 'settings.reminders.interval', message: 'Reminder interval' }), 'reminders')}
        />
        {said('reminders')}
      </fieldset>

      <FocusSettings onSave={(patch, what) => void update(patch, what, 'focus')} errors={fields} />
      {said('focus')}

      <WorkingHoursEditor value={settings.workingHours} errors={fields} onSave={(workingHours) => void update({ workingHours }, i18n._({ id: 'settings.workingHours', message: 'Working hours' }), 'hours')} />
      {said('hours')}

      <TargetSettings onSave={(patch, what) => void update(patch, what, 'target')} errors={fields} />
      {said('target')}

      <fieldset>
        <legend>{i18n._({ id: 'settings.clock.legend', message: 'Clock and calendar' })}</legend>
        <div class="field">
          <label for="display-clock">{i18n._({ id: 'settings.clock', message: 'Clock' })}</label>
          <select
            id="display-clock"
            value={settings.display.clock}
            onChange={(e) => void update({ display: { clock: e.currentTarget.value as ClockChoice } }, i18n._({ id: 'settings.clock', message: 'Clock' }), 'clock')}
            aria-describedby={err('display.clock') ? 'display-clock-error' : undefined}
          >
            {/* "e.g.": a bare "4:52 PM" beside the real time read as a clock that is wrong. */}
            <option value="system">
              {i18n._({ id: 'settings.clock.system', message: 'System: {cycle, select, h23 {24-hour} other {12-hour}}, e.g. {example}', values: { cycle: s.display.system.hourCycle, example: formatTimeOfDay(SAMPLE_TIME, s.display.system.hourCycle) } })}
            </option>
            <option value="12h">{i18n._({ id: 'settings.clock.12', message: '12-hour, e.g. {example}', values: { example: formatTimeOfDay(SAMPLE_TIME, 'h12') } })}</option>
            <option value="24h">{i18n._({ id: 'settings.clock.24', message: '24-hour, e.g. {example}', values: { example: formatTimeOfDay(SAMPLE_TIME, 'h23') } })}</option>
          </select>
          {err('display.clock') && (
            <p id="display-clock-error" class="field-error">
              {err('display.clock')}
            </p>
          )}
        </div>
        <div class="field">
          <label for="display-week-start">{i18n._({ id: 'settings.weekStart', message: 'Week starts on' })}</label>
          <select
            id="display-week-start"
            value={String(settings.display.weekStart)}
            onChange={(e) => {
              const v = e.currentTarget.value;
              void update({ display: { weekStart: (v === 'system' ? 'system' : Number(v)) as WeekStartChoice } }, i18n._({ id: 'settings.weekStart.saved', message: 'First day of the week' }), 'clock');
            }}
            aria-describedby={err('display.weekStart') ? 'display-week-start-error' : undefined}
          >
            <option value="system">{i18n._({ id: 'settings.weekStart.system', message: 'System ({day})', values: { day: formatDayName(s.display.system.firstDayOfWeek) } })}</option>
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

      <TimesheetSettings decimalHours={settings.display.decimalHours} onDecimalHours={(decimalHours) => void update({ display: { decimalHours } }, i18n._({ id: 'settings.decimalHours', message: 'Decimal hours' }), 'timesheets')} />
      {said('timesheets')}

      <fieldset>
        <legend>{i18n._({ id: 'settings.window', message: 'Window and system' })}</legend>
        <TextField
          label={i18n._({ id: 'settings.shortcut', message: 'Global shortcut' })}
          value={shortcut}
          onInput={setShortcut}
          onBlur={() => {
            const next = shortcut.trim() === '' ? null : shortcut.trim();
            if (next !== settings.shortcut) void update({ shortcut: next }, i18n._({ id: 'settings.shortcut.saved', message: 'Shortcut' }), 'window');
          }}
          onKeyDown={(e) => {
            // Pressed rather than spelt: the combination is the value, kept at once.
            const accelerator = acceleratorOf(e, MAC);
            if (accelerator === null) return;
            e.preventDefault();
            setShortcut(accelerator);
            if (accelerator !== settings.shortcut) void update({ shortcut: accelerator }, i18n._({ id: 'settings.shortcut.saved', message: 'Shortcut' }), 'window');
          }}
          hint={i18n._({ id: 'settings.shortcut.hint', message: 'Opens Stint with the project picker: press the keys here (e.g. {pressed}), or type them as {typed}. Empty: none.', values: { pressed: 'Ctrl+Shift+T', typed: 'CommandOrControl+Shift+T' } })}
          // The engine's refusal of the value first; else what the system made of it.
          error={err('shortcut') ?? s.shell.shortcut}
        />
        <Checkbox
          label={i18n._({ id: 'settings.login', message: 'Launch at login' })}
          checked={settings.launchAtLogin}
          onChange={(launchAtLogin) => void update({ launchAtLogin }, i18n._({ id: 'settings.login', message: 'Launch at login' }), 'window')}
          error={s.shell.launchAtLogin}
        />
        <WindowModeSetting checked={settings.windowMode} onChange={(windowMode) => void update({ windowMode }, i18n._({ id: 'settings.windowMode', message: 'Show as a window' }), 'window')} tray={s.shell.tray ?? s.shell.trayDetection} />
        <Checkbox
          label={i18n._({ id: 'settings.compact', message: 'Show a compact timer on top' })}
          checked={settings.compactTimer}
          onChange={(compactTimer) => void update({ compactTimer }, i18n._({ id: 'settings.compact.saved', message: 'Compact timer' }), 'window')}
          hint={i18n._({ id: 'settings.compact.hint', message: 'A small window over the others: the running timer with Switch and Stop, or Continue. Only while Stint is a window (Show as a window, or no tray icon here).' })}
          error={err('compactTimer')}
        />
        <div class="field">
          <label for="theme">{i18n._({ id: 'settings.theme', message: 'Theme' })}</label>
          <select id="theme" value={settings.theme} onChange={(e) => void update({ theme: e.currentTarget.value as Theme }, i18n._({ id: 'settings.theme', message: 'Theme' }), 'window')}>
            <option value="system">{i18n._({ id: 'settings.sameAsSystem', message: 'Same as the system' })}</option>
            <option value="light">{i18n._({ id: 'settings.theme.light', message: 'Light' })}</option>
            <option value="dark">{i18n._({ id: 'settings.theme.dark', message: 'Dark' })}</option>
          </select>
        </div>
        <div class="field">
          <label for="language">{i18n._({ id: 'settings.language', message: 'Language' })}</label>
          {/* Each language named in itself, as a person looking for theirs reads it. */}
          <select id="language" value={settings.language} onChange={(e) => void update({ language: e.currentTarget.value as LanguageChoice }, i18n._({ id: 'settings.language', message: 'Language' }), 'window')}>
            <option value="system">{i18n._({ id: 'settings.sameAsSystem', message: 'Same as the system' })}</option>
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
        <legend>{s.accounts ? i18n._({ id: 'settings.accountShown', message: 'Account shown: {account}', values: { account: s.accounts.inUseName } }) : i18n._({ id: 'settings.account', message: 'Account' })}</legend>
        {session && (
          <p>
            {i18n._({ id: 'settings.signedInAs', message: 'Signed in as {email} to account {account} at {address}.', values: { email: session.email, account: session.accountId, address: session.baseUrl } })}
          </p>
        )}
        <p class="hint">
          {/[.!?]$/.test(s.secretStore)
            ? i18n._({ id: 'settings.token', message: 'Your sign-in token is kept in {store}', values: { store: s.secretStore } })
            : i18n._({ id: 'settings.tokenDot', message: 'Your sign-in token is kept in {store}.', values: { store: s.secretStore } })}
        </p>
        <div class="actions">
          <button type="button" class="secondary" aria-busy={signOut.busy} onClick={() => void signOut.run(() => outcome(bridge.signOut()))}>
            {i18n._({ id: 'settings.signOut', message: 'Sign out' })}
          </button>
          {signOut.busy && <span class="progress">{i18n._({ id: 'settings.signingOut', message: 'Signing out…' })}</span>}
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
