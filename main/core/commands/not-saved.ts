// A change the service refused for good, kept until the person dismisses it: what was meant
// and why it failed, in words (refusal-words.ts), with the service's own code, message and any
// further fields of the refusal as they came. Each refusal is one record: a second never
// replaces the first, a later Start never clears it. Kept with the outbox, written in the same
// step that takes the refused op out of the queue, so a restart finds the op or its record.

import { isRecord } from '../json-guard.ts';
import type { NotSavedView } from '../snapshot.ts';
import { CHECK_REFUSED, SERVICE_REFUSED, withoutNotSavedHead } from './refusal-words.ts';

/** The refusal as the snapshot lists it (`NotSavedView`), with whose change it was. */
export interface NotSavedRecord extends NotSavedView {
  /** Whose change it was (`ownerKeyOf` of the queue's owner). */
  readonly owner: string;
}

/** How many refusals are kept at most; the oldest go first (far more than a person meets). */
export const NOT_SAVED_KEPT = 200;

function stringRecord(v: unknown): Record<string, string> {
  if (!isRecord(v)) return {};
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/**
 * A reason saved by a Stint before 2933956, which began with the change again ("The service
 * refused: Add X. …", "Not sent: Add X. Not saved: it would…"), in today's words: the
 * listing names the change itself ("Not saved: Add X. The service refused it. …").
 */
function reasonOnly(what: string, why: string): string {
  const first = what.split('; ')[0]!;
  const service = [`The service refused: ${first}.`, /^The service did not save the entry for .+? on \d{4}-\d{2}-\d{2}\./.exec(why)?.[0] ?? null];
  for (const head of service) if (head !== null && why.startsWith(head)) return `${SERVICE_REFUSED}${why.slice(head.length)}`;
  const checked = `Not sent: ${first}.`;
  if (why.startsWith(checked)) return `${CHECK_REFUSED} ${withoutNotSavedHead(why.slice(checked.length))}`.trimEnd();
  return why;
}

/** The records read back from disk; a record that does not read as one is skipped, the others kept. */
export function parseNotSaved(v: unknown): NotSavedRecord[] {
  if (!Array.isArray(v)) return [];
  const out: NotSavedRecord[] = [];
  for (const r of v) {
    if (!isRecord(r) || typeof r.id !== 'string' || typeof r.owner !== 'string' || typeof r.what !== 'string' || typeof r.why !== 'string' || typeof r.at !== 'number') continue;
    out.push({
      id: r.id,
      owner: r.owner,
      what: r.what,
      why: reasonOnly(r.what, r.why),
      at: r.at,
      ...(typeof r.entryKey === 'string' ? { entryKey: r.entryKey } : {}),
      fields: stringRecord(r.fields),
      refusal: isRecord(r.refusal) ? r.refusal : {},
    });
  }
  return out;
}
