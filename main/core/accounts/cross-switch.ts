// A start in one account while another account's timer runs: the new one starts, then the
// others stop at the instant it began, as a switch within one account does. The two are
// writes to two outboxes, so the switch is first written down on its own (one record in the
// first account's store): a kill between the writes leaves a record that the next run
// finishes, never two timers running.

import { isRecord } from '../json-guard.ts';

export const CROSS_SWITCH_KEY = 'accounts-switch';

export interface CrossSwitch {
  /** The click, epoch ms. */
  readonly at: number;
  /** The account whose timer starts. */
  readonly to: string;
  /** The accounts whose timers stop. */
  readonly stops: readonly string[];
  /**
   * The accounts signed out while their timers run on the service: no stop reaches them, so
   * theirs is owed (owed-stops.ts) from the new run's start. Written with the switch, so a
   * kill between the start's write and the owed stop's loses neither.
   */
  readonly owes?: readonly string[];
  /**
   * Each stopping account's running entry at the click (its key). A run that begins after the
   * click on this clock may still be the one the person switched from (queued by a command
   * line whose clock ran ahead): the next run tells the person's later run from that one by
   * the entry, not by the clocks (property suite, seed 68 run 403: a clock 29 minutes ahead).
   */
  readonly runs?: Readonly<Record<string, string>>;
}

export function readCrossSwitch(value: unknown): CrossSwitch | null {
  if (!isRecord(value) || typeof value.at !== 'number' || !Number.isFinite(value.at) || typeof value.to !== 'string') return null;
  if (!Array.isArray(value.stops) || !value.stops.every((k): k is string => typeof k === 'string')) return null;
  const owes = value.owes === undefined ? [] : value.owes;
  if (!Array.isArray(owes) || !owes.every((k): k is string => typeof k === 'string')) return null;
  const runs = value.runs === undefined ? {} : value.runs;
  if (!isRecord(runs) || !Object.values(runs).every((k) => typeof k === 'string')) return null;
  return { at: value.at, to: value.to, stops: value.stops, ...(owes.length > 0 ? { owes } : {}), ...(Object.keys(runs).length > 0 ? { runs: runs as Record<string, string> } : {}) };
}

/** How far the new run's start may lie from the click and still be that click's (a start sent late keeps its click). */
export const SAME_CLICK_MS = 1_000;

/**
 * What a run found the switch at: the new timer's run (its start, epoch ms) if it runs from
 * the click, so the others stop there; null when its start never reached the disk (the
 * click is lost as a click before its write is: nothing to finish).
 */
export function startedRun(s: CrossSwitch, running: { readonly runningSince: number | null } | null): number | null {
  const since = running?.runningSince ?? null;
  return since !== null && Math.abs(since - s.at) <= SAME_CLICK_MS ? since : null;
}
