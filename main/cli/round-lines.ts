// `stint round` run (issue 70, item 3): the person's facade asked what applying the account's
// rounding rules to the range's entries would store (the window's own preview), printed; with
// --yes, applied: one correction in that account, held for Undo as the window's is. Alone the
// facade is the command line's own; through the app, the app's (app-channel-server.ts).

import type { RoundingCommands, RoundingRequest } from '../core/accounts/person-rounding.ts';
import { formatDurationWithSeconds } from '../core/views/totals.ts';
import type { ExportPlace } from './export-lines.ts';
import { accountKeys } from './export-lines.ts';
import { rangeDates } from './export-range.ts';
import type { RoundCommand } from './round-command.ts';

export interface RoundPlace extends Pick<ExportPlace, 'accounts' | 'today' | 'weekStartsOn'> {
  readonly door: RoundingCommands;
  /** The account in use (`use`): the one rounded unless --account names another. */
  readonly current: string;
  /** `--project` as looked up in the account in use. */
  readonly project?: { readonly projectId: number; readonly taskId: number | null } | undefined;
}

export interface RoundOutput {
  readonly ok: boolean;
  readonly lines: readonly string[];
}

const refused = (...lines: string[]): RoundOutput => ({ ok: false, lines: lines.map((l) => `error: ${l}`) });

export async function runRound(cmd: RoundCommand, place: RoundPlace): Promise<RoundOutput> {
  const named = cmd.account === null ? [place.current] : accountKeys([cmd.account], place.accounts);
  if (typeof named === 'string') return refused(named.replace(/^--accounts/, '--account'));
  const account = named![0]!;
  if (place.project && account !== place.current) {
    return refused(`--project names a project of the account in use (${place.accounts.find((a) => a.key === place.current)?.name ?? place.current}): leave --account out, or use that account.`);
  }
  const request: RoundingRequest = {
    ...rangeDates(cmd.range, place.today, place.weekStartsOn),
    account,
    ...(place.project ? { filter: { projectIds: [place.project.projectId], ...(place.project.taskId === null ? {} : { taskIds: [place.project.taskId] }) } } : {}),
  };
  const preview = await place.door.previewRounding(request);
  if (!preview.ok) return refused(preview.message);
  const lines = [
    preview.message,
    ...preview.changes.map((c) => `  ${c.name}: ${formatDurationWithSeconds(c.tracked)} → ${formatDurationWithSeconds(c.billed)}`),
    ...(preview.left.length === 0 ? [] : ['Left as tracked:', ...preview.left.map((l) => `  ${l.words}`)]),
    ...preview.problems.map((p) => `note: ${p}`),
  ];
  // Nothing to store is no failure; entries to store that the day cannot spare the requests for is.
  if (!preview.applicable) return preview.changes.length === 0 ? { ok: true, lines } : { ok: false, lines: [...lines, 'error: Nothing was changed.'] };
  if (!cmd.yes) return { ok: true, lines: [...lines, 'Nothing was changed: run it again with --yes to store these.'] };
  const applied = await place.door.applyRounding(request);
  if (!applied.ok) return { ok: false, lines: [...lines, `error: ${applied.message}`] };
  const left = applied.left.length === 0 ? '' : ` ${applied.left.length} ${applied.left.length === 1 ? 'entry is' : 'entries are'} left as tracked.`;
  return { ok: true, lines: [...lines, `${applied.message}: queued, sent once its Undo time is over (undo takes it back).${left}`] };
}
