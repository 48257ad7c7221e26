// The end of a command-line run that held the data folder: what waits is sent when the service
// answers (a correction still in its Undo time once that time is up), then the engines close;
// what is left stays in the outbox on disk for the next holder, and is said.

import type { Clock } from '../time/clock.ts';
import type { Stint } from '../core/stint.ts';
import type { StintAccounts } from '../core/accounts/accounts.ts';
import { actionsWait } from './render.ts';
import type { I18n } from '../i18n/words.ts';
import { settle } from './settle.ts';

/** Sends what waits (when the service answers), then closes the engine; what is left stays on disk. */
export async function shutdown(stint: Stint, hub: StintAccounts, print: (lines: readonly string[]) => void, dataDir: string, clock: Clock, i18n: I18n): Promise<void> {
  // The other accounts send what they can first; their queues stay on disk otherwise.
  for (const a of hub.accounts()) {
    const other = a.key === 'main' ? null : hub.account(a.key);
    if (other && other.snapshot().session.state === 'signed_in' && other.snapshot().sync.queued > 0) await settle(other, clock);
  }
  const s = stint.snapshot();
  if (s.session.state === 'signed_in') {
    if (s.sync.queued > 0) print([i18n._({ id: 'cli.quit.sending', message: 'Sending what waits ({count})…', values: { count: s.sync.queued } })]);
    // A correction still in its Undo time goes when that time is up, not before: wait for it
    // (at most the hold), so that quitting sends it as it sends the rest. Every one held, not
    // only the last change's (after `undo` took the last back, an earlier one still waits).
    const holdEnd = (s.sync.heldForUndo ?? 0) > 0 ? (s.sync.heldUntil ?? s.undo?.until ?? null) : null;
    if (holdEnd !== null && holdEnd > clock.now()) {
      print([i18n._({ id: 'cli.quit.waitingUndo', message: 'Waiting {seconds} s for the Undo time of the last correction.', values: { seconds: Math.ceil((holdEnd - clock.now()) / 1000) } })]);
      await clock.sleep(holdEnd - clock.now() + 50);
    }
    await settle(stint, clock);
  }
  await hub.close();
  const after = stint.snapshot();
  const left = after.sync.queued;
  if (left > 0) {
    const who = after.settings.lastSignIn.email;
    const values = { waiting: actionsWait(left, i18n), folder: dataDir, email: who };
    print([
      who
        ? i18n._({ id: 'cli.quit.leftAs', message: '{waiting} in {folder}, to be sent when you sign in again as {email}.', values })
        : i18n._({ id: 'cli.quit.left', message: '{waiting} in {folder}, to be sent when you sign in again.', values }),
    ]);
  }
}
