// Undo and the changes the service refused, on the command line: `undo` takes back the last
// correction (its words say which), `notsaved` lists what was refused with why, numbered, and
// `notsaved dismiss <n>` removes one once read.

import type { Snapshot, Stint } from '../core/stint.ts';
import { notSavedLine } from '../core/views/not-saved.ts';
import { formatInstantClock } from '../core/time/clock-format.ts';
import { renderFailure } from './render.ts';

export interface UndoLinesOutput {
  readonly ok: boolean;
  readonly lines: readonly string[];
}

/**
 * After a command: a correction it made waits for Undo before it is sent, so say what it
 * changed and how to take it back (null when the command made none).
 */
export function undoLine(s: Pick<Snapshot, 'undo'>, before: string | undefined, now: number): string | null {
  const u = s.undo;
  if (!u || u.id === before || u.until <= now) return null;
  return `${u.words}. Sent in ${Math.ceil((u.until - now) / 1000)} s: type undo before then to take it back without a trace.`;
}

/** `undo`: done in words, or why not, with the way to the entry to edit where there is one. */
export async function runUndo(stint: Stint): Promise<UndoLinesOutput> {
  const r = await stint.undo();
  if (r.ok) return { ok: true, lines: [r.message] };
  const lines = renderFailure(r);
  if (r.editEntryKey !== undefined) {
    const n = stint.snapshot().recent.findIndex((v) => v.key === r.editEntryKey);
    lines.push(n >= 0 ? `  (edit #${n + 1} ... changes it)` : '  (edit #n ... changes it: continue lists the recent entries)');
  }
  return { ok: false, lines };
}

/** `notsaved`: each refused change, numbered, oldest first. */
export function notSavedLines(s: Pick<Snapshot, 'notSaved' | 'zone' | 'display'>): string[] {
  const list = s.notSaved ?? [];
  if (list.length === 0) return ['Every change was saved: none was refused.'];
  return [
    // The service's refusals and Stint's own checks before sending alike: each line says which.
    `${list.length} change${list.length === 1 ? '' : 's'} not saved (notsaved dismiss <n> once read):`,
    ...list.flatMap((r, i) => {
      const line = `  ${i + 1}. ${formatInstantClock(r.at, s.zone.offsetMinutes, s.display.hourCycle)} ${notSavedLine(r)}`;
      if (!r.choice) return [line];
      return [line, `     on the web: ${r.choice.words.web}`, `     yours: ${r.choice.words.mine} (notsaved apply ${i + 1} sends yours, dismiss ${i + 1} keeps the web's)`];
    }),
  ];
}

/** `notsaved dismiss <n>` and `notsaved apply <n>` (yours over the web's, for one that changed on the web). */
async function onNotSaved(stint: Stint, n: number, act: 'dismissNotSaved' | 'applyNotSaved', said: string): Promise<UndoLinesOutput> {
  const r = stint.snapshot().notSaved?.[n - 1];
  if (!r) return { ok: false, lines: [`error: There is no refused change ${n}: notsaved lists them.`] };
  const done = await stint[act](r.id);
  return done.ok ? { ok: true, lines: [`${said}: ${r.what}.`, ...notSavedLines(stint.snapshot())] } : { ok: false, lines: renderFailure(done) };
}

export const dismissNotSaved = (stint: Stint, n: number) => onNotSaved(stint, n, 'dismissNotSaved', 'Dismissed');
export const applyNotSaved = (stint: Stint, n: number) => onNotSaved(stint, n, 'applyNotSaved', 'Queued again over the web version');
