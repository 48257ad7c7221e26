// What a stopped harness kept for next time, and the words `npm run demo` and
// `npm run dev:browser` print for it after Ctrl-C.

export interface StopReport {
  /** False: a request was still unanswered at the deadline, and the engine was left to it. */
  readonly finished: boolean;
  /** The actions that had not reached the service, oldest first, in the engine's words. */
  readonly unsent: readonly string[];
  /** The data folder when it stays (given with --data-dir): settings and the unsent actions are in it. Null: a temporary folder, deleted. */
  readonly keptIn: string | null;
  /** The session stays in the keyring for the next run on the same folder. */
  readonly sessionKept: boolean;
}

/** The time a person reads: `5 s`, `0.5 s`. */
export function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

const actions = (n: number) => (n === 1 ? '1 action' : `${n} actions`);

function unanswered(report: StopReport, deadlineMs: number, service: string): string[] {
  return report.finished ? [] : [`${service} had not answered within ${seconds(deadlineMs)}: stopped without waiting further.`];
}

export const NOTHING_KEPT = 'Nothing was kept for next time: the next npm run demo starts fresh, from the demo data.';

/** `npm run demo`: the simulator goes with it, so nothing is kept, whatever the folder. */
export function demoStopLines(report: StopReport, deadlineMs: number): string[] {
  return [
    ...unanswered(report, deadlineMs, 'The simulator'),
    ...(report.unsent.length > 0 ? [`Not sent, and gone with the demo: ${report.unsent.join('; ')}.`] : []),
    NOTHING_KEPT,
  ];
}

/** `npm run dev:browser`: the data folder stays when one was given. */
export function harnessStopLines(report: StopReport, deadlineMs: number): string[] {
  const lines = unanswered(report, deadlineMs, 'The service');
  const n = report.unsent.length;
  if (report.keptIn === null) {
    const dropped = n > 0 ? ` ${actions(n)} not sent went with it: ${report.unsent.join('; ')}.` : '';
    lines.push(`Nothing was kept: the data folder was temporary (--data-dir <dir> keeps one).${dropped}`);
    return lines;
  }
  const waiting = n > 0 ? `, and ${actions(n)} not sent yet, sent at the next start on that folder: ${report.unsent.join('; ')}` : '';
  lines.push(`Kept in ${report.keptIn}: the settings${waiting}.`);
  lines.push(report.sessionKept ? 'The session stays in the keyring: the next start on that folder is signed in.' : 'The session was not kept: sign in again next time.');
  return lines;
}
