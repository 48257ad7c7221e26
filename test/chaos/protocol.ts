// What the chaos test and its engine process (driver.ts) say to each other: a person's command,
// one JSON object a line, and the acknowledgment the process prints for it. Read as `unknown`
// and checked, so a mistake of the test is said in words rather than taken for a command.

import type { RunningStartInput } from '../../main/core/stint.ts';

export type ChaosCommand = { readonly n: number } & (
  | { readonly do: 'signin'; readonly email: string; readonly password: string; readonly accountId: string }
  | { readonly do: 'start'; readonly projectId: number; readonly description: string }
  | { readonly do: 'stop' }
  /** Continue the finished entry shown with this description. */
  | { readonly do: 'continue'; readonly description: string }
  /** "Started … ago", "started at", "from the last stop" on the running timer. */
  | { readonly do: 'started'; readonly input: RunningStartInput }
  /** An edit of a finished entry of today (the one with this description shown nearest `timeStart`, HH:MM:SS): its description. */
  | { readonly do: 'rename'; readonly description: string; readonly timeStart: string; readonly to: string }
  /** The running timer split at `at` (HH:MM:SS today), the second part named `description`. */
  | { readonly do: 'split'; readonly at: string; readonly description: string }
  /** A gap of the day filled (epoch ms). */
  | { readonly do: 'fill'; readonly start: number; readonly end: number; readonly projectId: number; readonly description: string }
  /** Nothing done: what the window shows. */
  | { readonly do: 'show' }
  /** Waits until the engine has nothing left to do now (the outbox drained, or waiting on the network). */
  | { readonly do: 'settle' }
  /** The OS says the network went (false) or came back (true). */
  | { readonly do: 'network'; readonly online: boolean }
  /** Waits until no correction waits out its Undo time. */
  | { readonly do: 'unheld' }
  /** Waits until the outbox is empty. */
  | { readonly do: 'drain' }
);

/** An entry as the window shows it. */
export interface ShownEntry {
  readonly key: string;
  readonly projectId: number;
  readonly taskId: number | null;
  readonly description: string;
  readonly date: string;
  readonly timeStart: string;
  readonly totalSeconds: number;
  readonly runningSince: number | null;
}

export interface Ack {
  readonly n: number;
  /** Epoch ms just before the engine was given the command: the person's click. */
  readonly at: number;
  readonly ok: boolean;
  readonly message?: string;
  readonly running: ShownEntry | null;
  readonly queued: number;
  readonly session: string;
  readonly notSaved: readonly { readonly what: string; readonly why: string; readonly entryKey?: string }[];
  readonly today: readonly ShownEntry[];
}

const KINDS = new Set(['signin', 'start', 'stop', 'continue', 'started', 'rename', 'split', 'fill', 'show', 'settle', 'network', 'unheld', 'drain']);

export function parseChaosCommand(line: string): { ok: true; command: ChaosCommand } | { ok: false; message: string } {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return { ok: false, message: `not JSON: ${line}` };
  }
  if (typeof v !== 'object' || v === null) return { ok: false, message: `not an object: ${line}` };
  const o = v as Record<string, unknown>;
  if (typeof o.n !== 'number' || typeof o.do !== 'string' || !KINDS.has(o.do)) return { ok: false, message: `needs a number "n" and a known "do": ${line}` };
  // The fields of each kind are the test's own writing (script.ts), typed at the source.
  return { ok: true, command: o as unknown as ChaosCommand };
}

/** The acknowledgment line the driver prints, read back by the test. */
export function parseAck(line: string): Ack {
  const v: unknown = JSON.parse(line.slice('ack '.length));
  if (typeof v !== 'object' || v === null || typeof (v as { n?: unknown }).n !== 'number') throw new Error(`not an acknowledgment: ${line}`);
  return v as Ack;
}
