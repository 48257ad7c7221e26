// Undo and the changes the service refused, on the command line: `undo` takes back the last
// correction (its words say which), `notsaved` lists what was refused with why, numbered, and
// `notsaved dismiss <n>` removes one once read.

import type { Snapshot, Stint } from '../core/stint.ts';
import { notSavedLine } from '../core/views/not-saved.ts';
import { formatInstantClock } from '../core/time/clock-format.ts';
import { errorLine, renderFailure } from './render.ts';
import type { I18n } from '../i18n/words.ts';

export interface UndoLinesOutput {
  readonly ok: boolean;
  readonly lines: readonly string[];
}

/**
 * After a command: a correction it made waits for Undo before it is sent, so say what it
 * changed and how to take it back (null when the command made none).
 */
export function undoLine(s: Pick<Snapshot, 'undo'>, before: string | undefined, now: number, i18n: I18n): string | null {
  const u = s.undo;
  if (!u || u.id === before || u.until <= now) return null;
  return i18n._({ id: 'cli.undo.held', message: '{change}. Sent in {seconds} s: type undo before then to take it back without a trace.',
    values: { change: u.words, seconds: Math.ceil((u.until - now) / 1000) },
  });
}

/** `undo`: done in words, or why not, with the way to the entry to edit where there is one. */
export async function runUndo(door: Pick<Stint, 'undo'>, shown: Pick<Snapshot, 'recent'>, i18n: I18n): Promise<UndoLinesOutput> {
  const r = await door.undo();
  if (r.ok) return { ok: true, lines: [r.message] };
  const lines = renderFailure(r, i18n);
  if (r.editEntryKey !== undefined) {
    const n = shown.recent.findIndex((v) => v.key === r.editEntryKey);
    lines.push(
      n >= 0
        ? i18n._({ id: 'cli.undo.editThis', message: '  (edit #{n} ... changes it)', values: { n: n + 1 } })
        : i18n._({ id: 'cli.undo.editRecent', message: '  (edit #n ... changes it: continue lists the recent entries)' }),
    );
  }
  return { ok: false, lines };
}

/** `notsaved`: each refused change, numbered, oldest first. */
export function notSavedLines(s: Pick<Snapshot, 'notSaved' | 'zone' | 'display'>, i18n: I18n): string[] {
  const list = s.notSaved ?? [];
  if (list.length === 0) return [i18n._({ id: 'cli.notSaved.none', message: 'Every change was saved: none was refused.' })];
  return [
    // The service's refusals and Stint's own checks before sending alike: each line says which.
    i18n._({ id: 'cli.notSaved.header', message: '{count, plural, one {# change not saved} other {# changes not saved}} (notsaved dismiss <n> once read):', values: { count: list.length } }),
    ...list.flatMap((r, i) => {
      const line = `  ${i + 1}. ${formatInstantClock(r.at, s.zone.offsetMinutes, s.display.hourCycle)} ${notSavedLine(r, i18n)}`;
      if (!r.choice) return [line];
      return [
        line,
        i18n._({ id: 'cli.notSaved.web', message: '     on the web: {web}', values: { web: r.choice.words.web } }),
        i18n._({ id: 'cli.notSaved.yours', message: "     yours: {mine} (notsaved apply {n} sends yours, dismiss {n} keeps the web's)", values: { mine: r.choice.words.mine, n: i + 1 } }),
      ];
    }),
  ];
}

export interface NotSavedFacts {
  /** The person's door: a refused change is dismissed or applied in the account that listed it. */
  readonly door: Pick<Stint, 'dismissNotSaved' | 'applyNotSaved'>;
  /** The person's day, every account's refusals in one list (numbered as `notsaved` prints them). */
  person(): Pick<Snapshot, 'notSaved' | 'zone' | 'display'>;
  /** The refusals' ids as `notsaved` last printed them (null: not printed yet). */
  readonly printed: readonly string[] | null;
  /** Notes the list as printed now: later numbers name what it showed. */
  noteListed(ids: readonly string[]): void;
}

const idsOf = (s: Pick<Snapshot, 'notSaved'>): string[] => (s.notSaved ?? []).map((r) => r.id);

/**
 * `notsaved`, `notsaved dismiss <n>` and `notsaved apply <n>` (yours over the web's, for one
 * that changed on the web). A number names the refused change printed at that number, in the
 * account that listed it, whatever account is in use; one no longer listed (dismissed or
 * applied in the window since) is refused and the list printed again. The lines after say
 * every account's list as it stands, numbered afresh.
 */
export async function runNotSaved(cmd: { readonly dismiss: number | null; readonly apply?: number }, f: NotSavedFacts, i18n: I18n): Promise<UndoLinesOutput> {
  const listed = (): string[] => {
    const s = f.person();
    f.noteListed(idsOf(s));
    return notSavedLines(s, i18n);
  };
  const n = cmd.apply ?? cmd.dismiss;
  if (n === null) return { ok: true, lines: listed() };
  if (f.printed === null) return { ok: false, lines: [errorLine(i18n._({ id: 'cli.notSaved.listFirst', message: 'List the changes not saved first (notsaved): a number names the one it printed.' }), i18n)] };
  const id = f.printed[n - 1];
  if (id === undefined) return { ok: false, lines: [errorLine(i18n._({ id: 'cli.notSaved.noSuch', message: 'There is no refused change {n}: notsaved listed {count}.', values: { n, count: f.printed.length } }), i18n)] };
  const r = (f.person().notSaved ?? []).find((x) => x.id === id);
  if (!r) {
    const gone = i18n._({ id: 'cli.notSaved.gone', message: 'refused change {n} of that listing is no longer listed (dismissed or sent again here or in the window): nothing was done. Now:', values: { n } });
    return { ok: false, lines: [errorLine(gone, i18n), ...listed()] };
  }
  const done = cmd.apply !== undefined ? await f.door.applyNotSaved(id) : await f.door.dismissNotSaved(id);
  if (!done.ok) return { ok: false, lines: renderFailure(done, i18n) };
  const said =
    cmd.apply !== undefined
      ? i18n._({ id: 'cli.notSaved.applied', message: 'Queued again over the web version: {change}.', values: { change: r.what } })
      : i18n._({ id: 'cli.notSaved.dismissed', message: 'Dismissed: {change}.', values: { change: r.what } });
  return { ok: true, lines: [said, ...listed()] };
}
