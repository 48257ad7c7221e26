// The command line and the running app on one data folder: while the app holds the folder's
// lock, each command the command line is given goes to the app, which runs it on its own
// engine and answers the lines to print (app-channel-server.ts). The channel is a local socket
// beside the lock: a Unix socket in the data folder (only its owner may connect), a named
// pipe named after the folder on Windows. Electron's own hand-over (the single-instance lock
// that carries `--toggle`) carries a command but no answer, so it cannot serve here.
//
// One request a connection: a line of JSON `{"stintCommandLine":1,"line":"status"}`, answered
// by a line of JSON `{"ok":true,"lines":[...]}`. No password or token ever crosses it.

import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { isRecord } from '../core/json-guard.ts';

export const CHANNEL_TAG = 'stintCommandLine';
export const CHANNEL_VERSION = 1;
/** Far above any command line typed or answer printed: more is not ours, and is cut off. */
export const CHANNEL_MAX_BYTES = 1024 * 1024;
/** A line typed at the prompt is never longer. */
export const LINE_MAX = 10_000;

/** Where the app listens for the command line on `dataDir`. */
export function channelPath(dataDir: string, platform: NodeJS.Platform = process.platform): string {
  const dir = resolve(dataDir);
  if (platform === 'win32') return `\\\\.\\pipe\\stint-cli-${createHash('sha256').update(dir).digest('hex').slice(0, 16)}`;
  return join(dir, 'cli.sock');
}

export interface ChannelAnswer {
  readonly ok: boolean;
  readonly lines: readonly string[];
}

/** The answer as sent, checked; null when it is not one. */
export function readAnswer(data: unknown): ChannelAnswer | null {
  if (!isRecord(data) || data[CHANNEL_TAG] !== CHANNEL_VERSION || typeof data.ok !== 'boolean') return null;
  const lines = data.lines;
  if (!Array.isArray(lines) || !lines.every((l): l is string => typeof l === 'string')) return null;
  return { ok: data.ok, lines };
}

/** The request's line, checked; null when it is not one. */
export function readRequest(data: unknown): string | null {
  if (!isRecord(data) || data[CHANNEL_TAG] !== CHANNEL_VERSION || typeof data.line !== 'string') return null;
  return data.line.length <= LINE_MAX ? data.line : null;
}

export function requestText(line: string): string {
  return `${JSON.stringify({ [CHANNEL_TAG]: CHANNEL_VERSION, line })}\n`;
}

export function answerText(a: ChannelAnswer): string {
  return `${JSON.stringify({ [CHANNEL_TAG]: CHANNEL_VERSION, ok: a.ok, lines: a.lines })}\n`;
}

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

export type Sent = { readonly reached: true; readonly answer: ChannelAnswer } | { readonly reached: false; readonly why: string };

/**
 * Sends one command line to the app on `dataDir` and waits for its answer. `reached: false`
 * when nothing listens there (the folder is held by another command line, or an app without
 * the channel) or the answer could not be read.
 */
export function sendToApp(dataDir: string, line: string): Promise<Sent> {
  return new Promise((resolve) => {
    const socket = connect(channelPath(dataDir));
    socket.once('error', (e: NodeJS.ErrnoException) => resolve({ reached: false, why: e.code ?? e.message }));
    socket.once('connect', () => {
      socket.write(requestText(line));
      void firstLine(socket).then((text) => {
        socket.destroy();
        const answer = readAnswer(jsonOf(text));
        resolve(answer === null ? { reached: false, why: 'the app gave no answer that could be read' } : { reached: true, answer });
      });
    });
  });
}
