// What a status bar shows of Stint (waybar, polybar, i3blocks, tmux): a pure function of
// the tray's input and the clock, so a bar says what the tray says and nothing more. Every
// word here is one the tray already shows (its icon state, its tooltip, a project name as
// its menu writes it, the elapsed time; with several accounts, their names as its menu
// writes them): no address or email reaches a file that other programs of the session
// read, and an account only by the name the tray gives it.
//
// The bars read a file, not Stint: their text cannot tell a person more than the tray
// would, and it costs no request (the elapsed time comes from `now`, as in the tray).

import { wordsFor } from '../../i18n/words.ts';
import { truncateLabel } from './entry-label.ts';
import { formatDuration, liveEntrySeconds, todayTotal } from './totals.ts';
import { formatHours } from './hours.ts';
import { focusLabel, trayDaySeconds, trayIcon, trayModel, type TrayIcon, type TrayInput } from './tray-model.ts';
import { targetLine } from './day-target.ts';
import { localDate } from '../time/local-time.ts';
import { accountSeconds, accountTodayLabel, runningAccountName, severalAccounts } from './tray-accounts.ts';
import type { I18n } from '../../i18n/words.ts';

/** waybar's custom module with `"return-type": "json"` (waybar-custom(5)). */
export interface WaybarStatus {
  readonly text: string;
  readonly tooltip: string;
  /** The tray icon's state, for the bar's stylesheet (`#custom-stint.running`). */
  readonly class: TrayIcon;
  /** The same state, for waybar's `{alt}` and `format-icons` keyed by state. */
  readonly alt: TrayIcon;
  /**
   * The changes the service refused, until dismissed in Stint: what was meant, why, and when
   * (ISO 8601). Present only when there are some (waybar ignores it; a script may list them).
   */
  readonly notSaved?: readonly { readonly what: string; readonly why: string; readonly at: string }[];
}

export interface StatusLine {
  readonly json: WaybarStatus;
  /** One line for bars that read plain text (polybar, i3blocks, tmux), without its newline. */
  readonly text: string;
}

/** The tray's menu cuts a project name to 40 characters where it lists it alone (today's totals). */
const PROJECT_MAX = 40;
/** And an account's name to 30 where something follows it. */
const ACCOUNT_MAX = 30;

/** What the bar adds after the text when the tray icon is not plain idle or running. */
function stateWord(icon: TrayIcon, i18n: I18n): string {
  if (icon === 'offline') return i18n._({ id: 'status.offline', message: 'offline' });
  return icon === 'attention' ? i18n._({ id: 'status.attention', message: 'needs attention' }) : '';
}

// A bar shows one line: a name from the service with a newline or a control character in
// it would break the line, or be read by the bar as the next field.
function oneLine(s: string): string {
  return s.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').replace(/ {2,}/g, ' ').trim();
}

// polybar reads `%{...}` in a script's output as its own formatting, and `%{A1:cmd:}` runs
// `cmd` on a click: a project name must not be able to put one there.
function withoutPolybarTags(s: string): string {
  return s.replaceAll('%{', '% {');
}

/**
 * " · 6:12 of 8:00, 1:48 left" on a working day with a target, as the tray's Today line says it;
 * else nothing, but with several accounts the day of all of them: " · all accounts 3:15".
 */
function targetPart(s: TrayInput, now: number, i18n: I18n): string {
  const today = localDate(now, s.zone.offsetMinutes);
  const several = severalAccounts(s.accounts) !== null;
  const seconds = several ? trayDaySeconds(s, now) : todayTotal({ entries: s.todayEntries, running: s.running, today, now }).seconds;
  const line = targetLine(s.target, today, seconds, i18n);
  if (line !== null) return ` · ${line}`;
  return several ? ` · ${i18n._({ id: 'status.allAccounts', message: 'all accounts {hours}', values: { hours: formatHours(seconds, s.display) } })}` : '';
}

/** The running entry's project, named with its account when there are several ("Acme · Website redesign"). */
function runningName(s: TrayInput): string {
  const project = truncateLabel(oneLine(s.running!.projectName), PROJECT_MAX);
  const accounts = severalAccounts(s.accounts);
  if (accounts === null) return project;
  return `${truncateLabel(oneLine(runningAccountName(accounts)), ACCOUNT_MAX)} · ${project}`;
}

/** The waybar tooltip's lines per account ("Acme: 2:05"), as the Today submenu writes them; none with one account. */
function accountLines(s: TrayInput, now: number): string[] {
  const accounts = severalAccounts(s.accounts);
  if (accounts === null || s.session.state !== 'signed_in') return [];
  const today = todayTotal({ entries: s.todayEntries, running: s.running, today: localDate(now, s.zone.offsetMinutes), now });
  return accountSeconds(accounts, today.seconds, today.date).map((a) => oneLine(accountTodayLabel(a, s.display)));
}

function mainText(s: TrayInput, now: number, i18n: I18n): string {
  if (s.session.state === 'signing_in') return i18n._({ id: 'tray.tooltip.signingIn', message: 'Stint: signing in' });
  if (s.session.state !== 'signed_in') return i18n._({ id: 'tray.tooltip.signedOut', message: 'Stint: signed out' });
  const focus = focusLabel(s.focus, now, i18n);
  const phase = (focus === null ? '' : ` · ${focus}`) + targetPart(s, now, i18n);
  if (s.running === null) return `${i18n._({ id: 'status.noTimer', message: 'No timer' })}${phase}`;
  const elapsed = formatDuration(liveEntrySeconds(s.running, now));
  return `▶ ${elapsed} ${runningName(s)}${phase}`;
}

export function statusLine(s: TrayInput, now: number): StatusLine {
  const i18n = wordsFor(s.language ?? 'en');
  const icon = trayIcon(s);
  const word = stateWord(icon, i18n);
  const main = oneLine(mainText(s, now, i18n));
  const text = word === '' ? main : `${main} · ${word}`;
  // The tooltip is the tray's own, whatever the platform (it does not depend on it).
  // With several accounts, each account's today below it (waybar's tooltip has room; the tray's is cut at 127).
  const tooltip = [trayModel(s, now, 'linux').tooltip, ...accountLines(s, now)].join('\n');
  const notSaved = (s.notSaved ?? []).map((r) => ({ what: r.what, why: r.why, at: new Date(r.at).toISOString() }));
  return {
    json: { text, tooltip, class: icon, alt: icon, ...(notSaved.length > 0 ? { notSaved } : {}) },
    text: withoutPolybarTags(text),
  };
}
