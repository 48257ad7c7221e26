// What commands from outside tell the person, at most NOTICES_PER_MINUTE notifications in any
// minute: a key held down, or a script looping `stint --start` with a typo, would otherwise
// pop one up per launch. Those over the limit are folded into one, shown once the minute
// that was full is over (on the injected clock).

import type { Clock } from '../../../time/clock.ts';
import { sourceWords, type I18n } from '../../../i18n/words.ts';

export const NOTICES_PER_MINUTE = 3;
export const NOTICE_WINDOW_MS = 60_000;

export interface LimitedTell {
  tell(message: string): void;
  /** Nothing more is told, a fold waiting included (quitting). */
  dispose(): void;
}

/** One notification for `count` commands held back, `last` the latest's message, in the words of `i18n`. */
export function foldedNotice(count: number, last: string, i18n: I18n = sourceWords()): string {
  if (count === 1) return last;
  return i18n._({ id: 'shell.commands.folded', message: 'Stint did not carry out {count, plural, one {# command} other {# commands}} given in the last minute. The last one: {last}', values: { count, last } });
}

/** `words`: the words of the moment a folded notice is shown (the language in use). */
export function limitNotices(tell: (message: string) => void, clock: Pick<Clock, 'now' | 'sleep'>, words: () => I18n = sourceWords): LimitedTell {
  /** When each notification of the last minute was shown, oldest first. */
  let shown: number[] = [];
  let held: { count: number; last: string } | null = null;
  const stop = new AbortController();
  const recent = () => {
    const since = clock.now() - NOTICE_WINDOW_MS;
    shown = shown.filter((at) => at > since);
    return shown;
  };
  const show = (message: string) => {
    shown.push(clock.now());
    tell(message);
  };
  const showHeldWhenRoom = () => {
    clock.sleep(shown[0]! + NOTICE_WINDOW_MS - clock.now(), stop.signal).then(
      () => {
        const h = held;
        held = null;
        if (h !== null) show(foldedNotice(h.count, h.last, words()));
      },
      () => undefined,
    );
  };
  return {
    tell(message) {
      if (stop.signal.aborted) return;
      if (held === null && recent().length < NOTICES_PER_MINUTE) {
        show(message);
        return;
      }
      if (held === null) {
        held = { count: 0, last: message };
        showHeldWhenRoom();
      }
      held.count += 1;
      held.last = message;
    },
    dispose() {
      stop.abort();
      held = null;
    },
  };
}
