// `stint round` run (issue 70, item 3): the person's facade asked what applying the account's
// rounding rules to the range's entries would store (the window's own preview), printed; with
// --yes, applied: one correction in that account, held for Undo as the window's is. Alone the
// facade is the command line's own; through the app, the app's (app-channel-server.ts).

import type { RoundingCommands, RoundingRequest } from '../core/accounts/person-rounding.ts';
import { formatDurationWithSeconds } from '../core/views/totals.ts';
import type { ExportPlace } from './export-lines.ts';
import { accountKeys, noteLine } from './export-lines.ts';
import { rangeDates } from './export-range.ts';
import type { RoundCommand } from './round-command.ts';
import { errorLine } from './render.ts';

export interface RoundPlace extends Pick<ExportPlace, 'accounts' | 'today' | 'weekStartsOn' | 'i18n'> {
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

export async function runRound(cmd: RoundCommand, place: RoundPlace): Promise<RoundOutput> {
  const { i18n } = place;
  const refused = (line: string): RoundOutput => ({ ok: false, lines: [errorLine(line, i18n)] });
  const named = cmd.account === null ? [place.current] : accountKeys([cmd.account], place.accounts, i18n, '--account');
  if (typeof named === 'string') return refused(named);
  const account = named![0]!;
  if (place.project && account !== place.current) {
    const inUse = place.accounts.find((a) => a.key === place.current)?.name ?? place.current;
    return refused(i18n._({ id: 'cli.round.projectAccount', message: '--project names a project of the account in use ({account}): leave --account out, or use that account.', values: { account: inUse } }));
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
    ...(preview.left.length === 0 ? [] : [i18n._({ id: 'cli.round.leftHeader', message: 'Left as tracked:' }), ...preview.left.map((l) => `  ${l.words}`)]),
    ...preview.problems.map((p) => noteLine(p, i18n)),
  ];
  // Nothing to store is no failure; entries to store that the day cannot spare the requests for is.
  const unchanged = i18n._({ id: 'cli.round.unchanged', message: 'Nothing was changed.' });
  if (!preview.applicable) return preview.changes.length === 0 ? { ok: true, lines } : { ok: false, lines: [...lines, errorLine(unchanged, i18n)] };
  if (!cmd.yes) return { ok: true, lines: [...lines, i18n._({ id: 'cli.round.askYes', message: 'Nothing was changed: run it again with --yes to store these.' })] };
  const applied = await place.door.applyRounding(request);
  if (!applied.ok) return { ok: false, lines: [...lines, errorLine(applied.message, i18n)] };
  const queued =
    applied.left.length === 0
      ? i18n._({ id: 'cli.round.queued', message: '{change}: queued, sent once its Undo time is over (undo takes it back).', values: { change: applied.message } })
      : i18n._({ id: 'cli.round.queuedLeft', message: '{change}: queued, sent once its Undo time is over (undo takes it back). {count, plural, one {# entry is left as tracked.} other {# entries are left as tracked.}}', values: { change: applied.message, count: applied.left.length } });
  return { ok: true, lines: [...lines, queued] };
}
