// The command line and the running app on one data folder: while the app holds the folder's
// lock, each command the command line is given goes to the app, which runs it on its own
// engine and answers the lines to print (app-channel-server.ts). The channel is a local socket
// beside the lock: a Unix socket in the data folder (only its owner may connect), a named
// pipe named after the folder on Windows. Electron's own hand-over (the single-instance lock
// that carries `--toggle`) carries a command but no answer, so it cannot serve here.
//
// One request a connection, each a line of JSON. The request carries the run's own choices
// (the account `use` chose in this run, the terminal's working folder and home, its language and
// locale, which an older command line leaves out): the app keeps
// none of them, so a run's `use` never reaches another terminal or a later run.
//
//   {"stintCommandLine":2,"line":"status","run":{"account":"main","cwd":"/home/ada","home":"/home/ada","language":"de","locale":"de-DE"}}
//
// The app says at once that it took the request, and again every WORKING_EVERY_MS while the
// command waits or runs; the last line is the answer, with the account the run uses after it:
//
//   {"stintCommandLine":2,"working":true}
//   {"stintCommandLine":2,"ok":true,"lines":[...],"run":{"account":"main"}}
//
// So a live app is never silent for long, however slow the command (one waits for the
// service up to 30 s per settle, and behind another terminal's), and one that took the
// connection and went silent is known after ANSWER_SILENCE_MS. No password or token crosses it.

import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { isRecord } from '../core/json-guard.ts';
import { isLanguage, SOURCE_LANGUAGE, type Language } from '../i18n/languages.ts';
import { wordsFor } from '../i18n/words.ts';

export const CHANNEL_TAG = 'stintCommandLine';
/** 2: the run's choices in the request, the app's "working" lines before the answer. */
export const CHANNEL_VERSION = 2;
/** Far above any command line typed or answer printed: more is not ours, and is cut off. */
export const CHANNEL_MAX_BYTES = 1024 * 1024;
/** A line typed at the prompt is never longer. */
export const LINE_MAX = 10_000;
/** Far above any folder's path. */
const PATH_MAX = 4096;
/** Far above any locale's tag. */
const LOCALE_MAX = 100;
/** How often the app says it is still working on a command. */
export const WORKING_EVERY_MS = 1_000;
/**
 * How long the command line waits for a line from the app (from connecting, then between
 * lines) before it says the app is not answering: ten "working" lines missed. A live app
 * sends one at once and then every second whatever its command waits for, so only an app
 * whose process is stuck (or a socket that is not Stint's) stays silent this long.
 */
export const ANSWER_SILENCE_MS = 10_000;

/** Where the app listens for the command line on `dataDir`. */
export function channelPath(dataDir: string, platform: NodeJS.Platform = process.platform): string {
  const dir = resolve(dataDir);
  if (platform === 'win32') return `\\\\.\\pipe\\stint-cli-${createHash('sha256').update(dir).digest('hex').slice(0, 16)}`;
  return join(dir, 'cli.sock');
}

/** What one run of the command line chose, sent with each of its commands. */
export interface RunChoices {
  /** The key of the account the run's commands act on (`use`); `main` until it chooses. */
  readonly account: string;
  /** The terminal's working folder: a relative path typed (`calendar add work.ics`) is read from it. */
  readonly cwd: string;
  /** The terminal's home: `~/` typed is read from it. */
  readonly home: string;
  /** The terminal's language (`--lang`, LC_*): the app answers in it. Absent from an older command line: the app's. */
  readonly language?: Language;
  /** The terminal's locale (LC_ALL / LANG): `1,5` or `14.30` typed is read in it. Absent from an older command line: the app's. */
  readonly locale?: string;
}

export interface ChannelRequest {
  readonly line: string;
  readonly run: RunChoices;
}

export interface ChannelAnswer {
  readonly ok: boolean;
  readonly lines: readonly string[];
  /** The account the run uses after this command (a `use` changes it). */
  readonly account: string;
}

/** An account key as the app makes them (account-list.ts), and no longer. */
const ACCOUNT_KEY = /^[a-z0-9]{1,40}$/;

const isPath = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= PATH_MAX && isAbsolute(v) && !v.includes('\0');

/** A BCP 47 tag as Intl reads it, or null. */
function localeTag(v: unknown): string | null {
  if (typeof v !== 'string' || v.length === 0 || v.length > LOCALE_MAX) return null;
  try {
    return Intl.getCanonicalLocales(v)[0] ?? null;
  } catch {
    return null;
  }
}

/** The run's choices as sent, checked; null when they are not. */
function readRun(v: unknown): RunChoices | null {
  if (!isRecord(v) || typeof v.account !== 'string' || !ACCOUNT_KEY.test(v.account) || !isPath(v.cwd) || !isPath(v.home)) return null;
  if (v.language !== undefined && !isLanguage(v.language)) return null;
  const locale = v.locale === undefined ? undefined : localeTag(v.locale);
  if (locale === null) return null;
  return { account: v.account, cwd: v.cwd, home: v.home, ...(v.language !== undefined ? { language: v.language } : {}), ...(locale !== undefined ? { locale } : {}) };
}

/** The request as sent, checked; null when it is not one of this version. */
export function readRequest(data: unknown): ChannelRequest | null {
  if (!isRecord(data) || data[CHANNEL_TAG] !== CHANNEL_VERSION || typeof data.line !== 'string' || data.line.length > LINE_MAX) return null;
  const run = readRun(data.run);
  return run === null ? null : { line: data.line, run };
}

/** One line from the app: still working, the answer, or (null) not one of this version. */
export type AppLine = { readonly working: true } | { readonly working: false; readonly answer: ChannelAnswer };

export function readAppLine(data: unknown): AppLine | null {
  if (!isRecord(data) || data[CHANNEL_TAG] !== CHANNEL_VERSION) return null;
  if (data.working === true) return { working: true };
  if (typeof data.ok !== 'boolean' || !isRecord(data.run) || typeof data.run.account !== 'string' || !ACCOUNT_KEY.test(data.run.account)) return null;
  const lines = data.lines;
  if (!Array.isArray(lines) || !lines.every((l): l is string => typeof l === 'string')) return null;
  return { working: false, answer: { ok: data.ok, lines, account: data.run.account } };
}

/** The version a line of the other side says it speaks, when it is another one (an older or newer Stint). */
export function otherVersion(data: unknown): number | null {
  const v = isRecord(data) ? data[CHANNEL_TAG] : undefined;
  return typeof v === 'number' && v !== CHANNEL_VERSION ? v : null;
}

export function requestText(r: ChannelRequest): string {
  return `${JSON.stringify({ [CHANNEL_TAG]: CHANNEL_VERSION, line: r.line, run: r.run })}\n`;
}

export function answerText(a: ChannelAnswer): string {
  return `${JSON.stringify({ [CHANNEL_TAG]: CHANNEL_VERSION, ok: a.ok, lines: a.lines, run: { account: a.account } })}\n`;
}

export const WORKING_TEXT = `${JSON.stringify({ [CHANNEL_TAG]: CHANNEL_VERSION, working: true })}\n`;

/** Collects a socket's data up to the first newline (within CHANNEL_MAX_BYTES). */
export function firstLine(socket: NodeJS.ReadableStream): Promise<string | null> {
  return new Promise((resolve) => {
    let text = '';
    const done = (v: string | null) => {
      socket.removeAllListeners('data');
      resolve(v);
    };
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => {
      text += d;
      const nl = text.indexOf('\n');
      if (nl >= 0) done(text.slice(0, nl));
      else if (text.length > CHANNEL_MAX_BYTES) done(null);
    });
    socket.once('end', () => done(null));
    socket.once('error', () => done(null));
  });
}

/** A line read as JSON, `unknown` until checked; null when it is none. */
export function jsonOf(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

export type Sent =
  | { readonly reached: true; readonly answer: ChannelAnswer }
  /**
   * `absent`: nothing listens there (or it hung up); `silent`: the app took the connection and
   * then said nothing for the whole bound (it may still run the command); `unreadable`: what
   * answered is not this version's channel. `why` says it in words.
   */
  | { readonly reached: false; readonly failure: 'absent' | 'silent' | 'unreadable'; readonly why: string };

/** "10 s", or "250 ms" for a bound under a second (tests). */
export function silenceWords(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}

export interface SendOptions {
  /** How long a silence from the app ends the wait (ANSWER_SILENCE_MS; tests give a short one). */
  readonly silenceMs?: number;
}

/**
 * Sends one command line to the app on `dataDir` and waits for its answer, as long as the app
 * keeps saying it works on it. `reached: false` when nothing listens there (the folder is held
 * by another command line, or an app without the channel), the app went silent, or its answer
 * could not be read.
 */
export function sendToApp(dataDir: string, request: ChannelRequest, options: SendOptions = {}): Promise<Sent> {
  const silenceMs = options.silenceMs ?? ANSWER_SILENCE_MS;
  // Said to the terminal, in its language.
  const i18n = wordsFor(request.run.language ?? SOURCE_LANGUAGE);
  const unreadable = (): string => i18n._({ id: 'cli.app.why.unreadable', message: 'the app gave no answer that could be read' });
  return new Promise((resolve) => {
    const socket = connect(channelPath(dataDir));
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = (sent: Sent) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(sent);
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish({ reached: false, failure: 'silent', why: i18n._({ id: 'cli.app.why.silent', message: 'no answer in {silence}', values: { silence: silenceWords(silenceMs) } }) }), silenceMs);
    };
    quiet();
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => {
      text += d;
      for (let nl = text.indexOf('\n'); nl >= 0 && !settled; nl = text.indexOf('\n')) {
        const data = jsonOf(text.slice(0, nl));
        text = text.slice(nl + 1);
        const line = readAppLine(data);
        const other = otherVersion(data);
        const speaks = (version: number): string => i18n._({ id: 'cli.app.why.version', message: "the app speaks version {theirs} of the command line's channel, this command line {ours}", values: { theirs: String(version), ours: String(CHANNEL_VERSION) } });
        if (line === null) return finish({ reached: false, failure: 'unreadable', why: other === null ? unreadable() : speaks(other) });
        if (!line.working) return finish({ reached: true, answer: line.answer });
        quiet();
      }
      if (text.length > CHANNEL_MAX_BYTES) finish({ reached: false, failure: 'unreadable', why: unreadable() });
    });
    socket.once('error', (e: NodeJS.ErrnoException) => finish({ reached: false, failure: 'absent', why: e.code ?? e.message }));
    socket.once('end', () => finish({ reached: false, failure: 'absent', why: i18n._({ id: 'cli.app.why.closed', message: 'the app closed the connection without an answer' }) }));
    socket.once('connect', () => socket.write(requestText(request)));
  });
}
