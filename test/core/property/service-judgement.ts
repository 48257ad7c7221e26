// The property suite's judgement of the service after the drain, once the world can refuse:
// every entry the person meant is held exactly once with what they meant, unless the engine
// listed it as not saved (excused). What the service holds of an excused entry (its older
// fields, or an older total) is then no surprise; anything else held and not meant is.
import { compare, identity, type Meant, type Recorded } from '../support/intent.ts';

export interface Unexplained {
  readonly missing: string[];
  readonly unexpected: string[];
  readonly mistimed: string[];
}

/** Entries of one project, task and day: where an excused entry's older version stays. */
export const slot = (e: { date: string; projectId: number; taskId: number | null }): string => `${e.date} p${e.projectId} t${e.taskId ?? '-'}`;

/** What `compare` says of a held entry it found unexpected. */
const heldWords = (e: Recorded): string => `${identity(e)} ${e.total}s`;

export function unexplained(held: readonly Recorded[], meant: readonly Meant[], excused: ReadonlySet<Meant>, slackPerRunS: number): Unexplained {
  const firm = compare(held, meant.filter((m) => !excused.has(m)), slackPerRunS);
  // Each excused entry may leave one version of itself behind, in its own slot.
  const room = new Map<string, number>();
  for (const m of excused) room.set(slot(m), (room.get(slot(m)) ?? 0) + 1);
  const left = [...firm.unexpected];
  const unexpected: string[] = [];
  for (const e of held) {
    const i = left.indexOf(heldWords(e));
    if (i < 0) continue;
    left.splice(i, 1);
    const free = room.get(slot(e)) ?? 0;
    if (free > 0) room.set(slot(e), free - 1);
    else unexpected.push(heldWords(e));
  }
  return { missing: firm.missing, unexpected, mistimed: firm.mistimed };
}
