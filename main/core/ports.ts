// The engine's only ways to reach the world. Each driver (the Electron shell, the browser
// harness, the command line, the tests) hands the engine one implementation of each port;
// the engine imports nothing platform-specific. Node implementations: main/platform/node/.
// Electron implementations: main/platform/electron/.

import type { FetchLike } from '../api/transport.ts';
import type { Clock } from '../time/clock.ts';
import type { Language } from '../i18n/languages.ts';
import type { I18n } from '../i18n/words.ts';
import type { UpdateChannel } from './settings/settings-schema.ts';

export type { Clock, FetchLike };

/**
 * One secret record (the session: token, User-Agent, account, user), kept in the OS
 * keychain by the shell, in memory by tests. Values are opaque strings to the store.
 */
export interface SecretStore {
  get(): Promise<string | null>;
  set(value: string): Promise<void>;
  delete(): Promise<void>;
  /** Where the secret lives, in words a person understands ("the GNOME keyring", "memory only"). */
  readonly description: string;
  /** The same in the words of `i18n`, for a store that can say it in the language in use now (the snapshot's `secretStore`). */
  describe?(i18n: I18n): string;
}

/**
 * Raw settings storage. The engine owns the schema, defaults and migrations
 * (settings.ts); the store only keeps one JSON object between runs.
 */
export interface SettingsStore {
  read(): unknown;
  write(data: Readonly<Record<string, unknown>>): void;
  /**
   * The settings files found unreadable and moved aside since the last call, the defaults
   * used instead: the engine tells the person where each went. A store that keeps no file
   * (memory) has none.
   */
  takeKeptAside?(): readonly KeptAside[];
}

/** A file Stint could not read, moved aside whole (never deleted) for the person to find. */
export interface KeptAside {
  /** Its full path now. */
  readonly keptAt: string;
  readonly reason: string;
}

/** What reading a durable record found. */
export type DurableRead =
  | { status: 'missing' }
  | { status: 'ok'; value: unknown }
  /** The file could not be read as JSON; it was moved aside to `keptAt` and is never deleted. */
  | { status: 'damaged'; keptAt: string; reason: string };

/**
 * Durable records by key (the outbox, caches). A write is atomic: after a crash the record
 * holds the old value or the new one, never a mix.
 */
export interface DurableStore {
  read(key: string): Promise<DurableRead>;
  write(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Moves the record of `key` aside whole, under a name of its own that no later one
   * overwrites, and answers where it is now (a full path a person can open): for a record
   * that reads as JSON in a shape this version does not know (a newer Stint wrote it).
   * A store without files (memory) may lack it.
   */
  keepAside?(key: string, why: 'unrecognised'): Promise<string>;
}

export type SystemEvent = 'lock' | 'unlock' | 'suspend' | 'resume';

/** Idle time and the system events that count as idle. */
export interface IdleSource {
  /**
   * Seconds since the last input, or `undefined` when this system cannot tell (Electron reads
   * 0 under Wayland; the shell reports `undefined` there).
   */
  idleSeconds(): number | undefined;
  /** Subscribe to lock/unlock/suspend/resume; returns the unsubscribe function. */
  onEvent(listener: (event: SystemEvent) => void): () => void;
}

export interface NotificationAction {
  id: string;
  label: string;
}

export interface NotificationRequest {
  /** Stable id: a newer notification with the same id replaces the older one. */
  id: string;
  title: string;
  body: string;
  actions: readonly NotificationAction[];
}

/** OS notifications. The chosen action (or `'click'` for the body) comes back through `onAction`. */
export interface Notifier {
  show(n: NotificationRequest): void;
  close(id: string): void;
  onAction(listener: (notificationId: string, actionId: string) => void): () => void;
}

/** The window in focus, as a desktop's backend sees it (main/platform/node/activity). */
export interface FocusedWindow {
  /** The application's name as the desktop gives it ("Firefox", "code"); never empty. */
  readonly app: string;
  /** The window's title; '' where the backend cannot see titles (macOS without Screen Recording). */
  readonly title: string;
  /** A browser's address where the backend knows it; the core drops it unless the person allowed addresses. */
  readonly url?: string;
}

/**
 * A sentence of a backend for the person, worded when the snapshot is made, in the language of
 * that moment (the person may change it in Settings while the record's reason stays): a
 * function of the words. A string is one already worded (a scripted source's).
 */
export type ActivityWords = string | ((i18n: I18n) => string);

/** Whether this desktop lets Stint see the focused window, and if not why, in words for Settings. */
export type ActivityAvailability =
  | { readonly ok: true; readonly backend: string; readonly titles: boolean; readonly note?: ActivityWords }
  | { readonly ok: false; readonly backend: string | null; readonly reason: ActivityWords };

/**
 * The focused window, for the person's activity record (main/core/activity). One per person,
 * not per account. A backend that can only poll polls by itself; the core stamps each change
 * with its own clock, so a scripted source in tests needs no timers.
 */
export interface ActivitySource {
  /** Whether this desktop lets Stint see the focused window, judged without reading a window or its title: it is asked while the record is off. */
  availability(): Promise<ActivityAvailability>;
  /**
   * Calls `onFocus` with the focused window at once and at each change after (null: nothing in
   * focus), and `onTrouble` with a sentence when the backend stops seeing (the compositor went,
   * a permission was taken back). Returns the function that stops watching. Never throws.
   */
  watch(onFocus: (focused: FocusedWindow | null) => void, onTrouble: (reason: ActivityWords) => void): () => void;
}

/**
 * The person's activity record on disk (main/core/activity): one append-only file of lines per
 * local date, kept on this machine only. Node's is main/platform/node/activity-files.ts. Lines
 * are opaque to the store (the core writes JSON); a line torn by a kill mid-write is left out
 * when read, and never glues itself to the next one.
 */
export interface ActivityStore {
  /** Adds `lines` to the record of `date` (YYYY-MM-DD); on disk (flushed) when it resolves. */
  append(date: string, lines: readonly string[]): Promise<void>;
  /** The lines of `date` in the order written; none kept: []. */
  read(date: string): Promise<readonly string[]>;
  /** The dates that have a record, oldest first. */
  dates(): Promise<readonly string[]>;
  /** Deletes the record of `date` from disk (none: nothing to do). */
  remove(date: string): Promise<void>;
  /** Where the record lives, in words for Settings (a folder's path). */
  readonly where: string;
}

/** Whether the OS believes the machine is online. The engine's own failures count too. */
export interface NetworkStatus {
  online(): boolean;
  onChange(listener: (online: boolean) => void): () => void;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Log lines a user can attach to a bug report: never a token, a password or personal data beyond ids. */
export interface Logger {
  log(level: LogLevel, message: string, fields?: Readonly<Record<string, string | number | boolean | null>>): void;
  /**
   * From now on, `secret` is replaced wherever it would appear in a line. The session calls
   * it with the password before `/auth` and with the token as soon as it has one.
   */
  redact(secret: string): void;
}

/**
 * The system's locale, which the display settings' `system` choices follow (the clock, the
 * first day of the week). The engine never reads the process's own: Electron asks the OS
 * (`app.getSystemLocale()`), Node gives Intl's default, a test gives a fixed one.
 */
export interface LocaleSource {
  /** A BCP 47 tag as the system reports it ("en-US", "de-DE"); asked at each snapshot, so a change shows. */
  systemLocale(): string;
  /**
   * The system's preferred languages, most wanted first (Electron's
   * `app.getPreferredSystemLanguages()`, a terminal's LC_ALL / LC_MESSAGES / LANG), which the
   * language setting's `system` follows. Absent: the system's locale alone.
   */
  systemLanguages?(): readonly string[];
  /**
   * A language the driver fixes over the Settings' choice: the command line speaks its
   * terminal's (`--lang`, else LC_ALL / LC_MESSAGES / LANG) whatever the app's window was set to.
   */
  readonly language?: Language;
  /**
   * Tells when the system's locale or languages change while Stint runs (the demo's browser
   * asking in another language): the engine publishes again, in the words now in use. Absent:
   * read at each snapshot only. Returns what stops the listening.
   */
  onChange?(listener: () => void): () => void;
}

/**
 * An update of Stint itself, downloaded and verified, that the person can move to. `how`:
 * `restart` installs it on a restart; `download` means this install cannot update itself (a
 * deb package), so the person gets the release page (`releaseUrl`) instead.
 */
export interface UpdateReady {
  readonly version: string;
  readonly how: 'restart' | 'download';
  /** The release's page, for `download`; null when the feed named none. */
  readonly releaseUrl: string | null;
}

/** What the person chose in settings about updates. */
export interface UpdatePolicy {
  readonly enabled: boolean;
  readonly channel: UpdateChannel;
}

/**
 * Updates of Stint itself, as the engine sees them: only "an update is ready". The shell's
 * updater checks, downloads and verifies behind it; failures stay in its log. Absent from a
 * driver that never updates (the harness, the command line, tests that do not ask).
 */
export interface UpdatePort {
  /** Told of each change (null: nothing ready any more). Returns the unsubscribe. */
  onReady(listener: (ready: UpdateReady | null) => void): () => void;
  /** The person's choice from settings, applied at once; called at start and at every change. */
  configure(policy: UpdatePolicy): void;
  /**
   * Restarts into the update. The shell flushes the engine first, as a quit does; resolves
   * false when it cannot (nothing is installed, Stint keeps running).
   */
  install(): Promise<boolean>;
}

export interface Ports {
  clock: Clock;
  fetch: FetchLike;
  secrets: SecretStore;
  settings: SettingsStore;
  durable: DurableStore;
  idle: IdleSource;
  notifier: Notifier;
  network: NetworkStatus;
  logger: Logger;
  locale: LocaleSource;
  /** Updates of Stint itself; absent where nothing updates (see UpdatePort). */
  updates?: UpdatePort;
}

/** What reading a local .ics file gave: its text and when it last changed (epoch ms), or why not in a sentence. */
export type CalendarFileRead = { readonly ok: true; readonly text: string; readonly modifiedAt: number } | { readonly ok: false; readonly message: string };

/**
 * Local .ics files for the person's calendars (main/core/calendar): the size capped before a
 * file is read, its problems in plain sentences naming the file's base name only. Node's is
 * main/platform/node/calendar-file.ts; tests hand in their own.
 */
export interface CalendarFiles {
  /** Never throws; a problem said in the words of `i18n`. */
  read(path: string, maxBytes: number, i18n: I18n): Promise<CalendarFileRead>;
}

/**
 * The stores of each account the person adds (accounts/): its own keychain item, settings
 * file and durable records, beside the ports every account shares (clock, fetch, idle,
 * notifier, network, logger, locale; the updates only in the first). The first account,
 * `main`, gets the stores a Stint of one account always used, so an upgrade finds them.
 */
export interface AccountPorts {
  portsFor(key: string): Ports;
  /** The person's calendars (main/core/calendar): the keychain item of their addresses, and local .ics files where they can be read. */
  readonly calendars: { readonly secrets: SecretStore; readonly files?: CalendarFiles };
  /** The focused window for the person's activity record; absent where the driver has none (the record says it cannot see). */
  readonly activity?: ActivitySource;
  /** Where the activity record is kept; absent: the record cannot be kept here (said in Settings). */
  readonly activityStore?: ActivityStore;
  /** Deletes an account's keychain item and files (never asked for `main`). */
  discard(key: string): Promise<void>;
}
