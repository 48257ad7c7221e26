// A fill of a gap's parts as every fill of the person's is made (a meeting's, the activity
// record's): one gap fill per part in the account the work books to (the account in use's
// when it names none), in order, each queued, offline-safe and with its Undo; the first
// refusal ends it, and what was filled stays.

import type { CommandResult, Stint } from '../stint-api.ts';
import type { Span } from '../time/entry-span.ts';
import type { I18n } from '../../i18n/words.ts';

const refused = (message: string, fields: Record<string, string> = {}): CommandResult => ({ ok: false, message, fields });

export interface FillWork {
  readonly projectId: number;
  readonly taskId: number | null;
  readonly description: string;
  readonly accountKey?: string;
}

export interface FillAccounts {
  inUse(): Stint;
  account(key: string): Stint | undefined;
}

export async function fillParts(people: FillAccounts, parts: readonly Span[], work: FillWork, i18n: I18n): Promise<{ filled: number; result: CommandResult }> {
  let filled = 0;
  const stint = work.accountKey === undefined ? people.inUse() : people.account(work.accountKey);
  if (!stint) return { filled, result: refused(i18n._({ id: 'fill.accountGone', message: 'That account is no longer here: pick a project again.' })) };
  for (const p of parts) {
    const r = await stint.fillGap({ start: p.start, end: p.end, projectId: work.projectId, taskId: work.taskId, description: work.description });
    if (!r.ok) return { filled, result: filled === 0 ? r : { ok: false, message: i18n._({ id: 'fill.partsThen', message: '{filled} of {total, plural, one {# part} other {# parts}} filled; then: {reason}', values: { filled, total: parts.length, reason: r.message } }), fields: r.fields } };
    filled++;
  }
  return { filled, result: { ok: true } };
}
