// The main screen: the timer (start form or running entry), today, the week, and recent
// entries of earlier days to continue. A reminder's click or the window coming forward
// shows the screen from its top (the clock first, whatever was scrolled to before) and
// lands the focus on the picker (with a timer running, its Switch button) or on the first
// Continue. Only the parts that tick (the running timer, today's figures) re-render every
// second; the pickers do not.

import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { EntryView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useAfterFirstFrame } from '../state/first-frame.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { focusQuietly } from '../pickers/combobox.tsx';
import { scrollToTop } from '../controls/scroll-to-top.ts';
import { EntryRow } from '../today/entry-row.tsx';
import { FocusStatus } from './focus-status.tsx';
import { RunningTimer } from './running-timer.tsx';
import { StartForm } from './start-form.tsx';
import { Today } from '../today/today.tsx';
import { useAction } from '../controls/use-action.ts';
import { i18n } from '../i18n/words.ts';

export interface FocusRequest {
  readonly target: 'picker' | 'continue';
  /** Distinguishes two requests for the same target. */
  readonly at: number;
}

/** Entries that do the same work (project, task, description) continue the same way. */
function workKey(e: EntryView): string {
  return `${e.projectId}|${e.taskId ?? ''}|${e.description.trim()}`;
}

const RECENT_SHOWN = 8;

export interface TimerScreenProps {
  /** Where the window asked for the focus (the picker, a Continue), until `onFocusDone`. */
  readonly focus: FocusRequest | null;
  readonly onFocusDone: (at: number) => void;
}

export function TimerScreen({ focus, onFocusDone }: TimerScreenProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const projectRef = useRef<HTMLInputElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const switchRef = useRef<HTMLButtonElement>(null);
  const continueListRef = useRef<HTMLDivElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const running = s.running;
  const drawBelow = useAfterFirstFrame();

  // With a timer running, the request goes to that running entry only (its Switch button,
  // running-timer.tsx); the entry a switch starts later is not asked for the focus.
  const [focusFor, setFocusFor] = useState<{ key: string; at: number } | null>(null);
  // A request is carried out once: the screen drawn again later (another tab and back) is
  // not a new request.
  useEffect(() => {
    if (focus === null) return;
    if (focus.target === 'picker') {
      scrollToTop(screenRef.current);
      if (running === null) focusQuietly(projectRef.current);
      else setFocusFor({ key: running.key, at: focus.at });
      onFocusDone(focus.at);
      return;
    }
    const button = continueListRef.current?.querySelector<HTMLButtonElement>('button[data-continue]');
    button?.focus();
    // Else again once the entries are drawn (a request on the window's first render).
    if (button || drawBelow) onFocusDone(focus.at);
  }, [focus?.at, drawBelow]);

  // Starting, switching or stopping replaces the form under the focus: keep the focus on
  // the timer, in the same task as the change, so a key pressed next is not lost on the page.
  const runningKey = running?.key ?? null;
  const wasRunningKey = useRef(runningKey);
  useLayoutEffect(() => {
    if (runningKey !== wasRunningKey.current && (document.activeElement === document.body || document.activeElement === null)) {
      // After a start (or a switch) the focus goes to Switch, not Stop: Stop took Start's place,
      // so an Enter pressed twice stopped the timer just started. Toggl Track and Clockify keep
      // the focus where the start was asked for (their description field), where a second
      // Enter does nothing; here Start itself is gone, and Switch is the nearest control a
      // second Enter cannot harm (it opens the switch form: nothing is stopped or sent). The
      // window coming forward puts the focus there too (running-timer.tsx).
      (runningKey !== null ? switchRef : startRef).current?.focus();
    }
    wasRunningKey.current = runningKey;
  }, [runningKey]);

  const onContinue = (entry: EntryView) => void action.run(() => outcome(bridge.continueEntry({ entryKey: entry.key })));
  const todayWork = new Set(s.todayEntries.map(workKey));
  const recent = s.recent.filter((e) => !todayWork.has(workKey(e))).slice(0, RECENT_SHOWN);

  return (
    <div class="screen timer-screen" ref={screenRef}>
      <section class="card timer" aria-labelledby="timer-heading">
        <h2 id="timer-heading" class="visually-hidden">
          {i18n._({ id: 'screen.timer', message: 'Timer' })}
        </h2>
        {s.focus && s.focus.status !== 'over' && <FocusStatus focus={s.focus} />}
        {running !== null ? (
          <RunningTimer key={running.key} entry={running} projectRef={projectRef} stopRef={stopRef} switchRef={switchRef} focusAt={focusFor?.key === running.key ? focusFor.at : null} />
        ) : (
          <StartForm projectRef={projectRef} startRef={startRef} />
        )}
      </section>
      {action.error && (
        <p class="form-error" role="alert">
          {action.error}
        </p>
      )}
      <div ref={continueListRef}>
        {drawBelow && <Today onContinue={onContinue} />}
        {drawBelow && recent.length > 0 && (
          <section class="card" aria-labelledby="recent-heading">
            <h2 id="recent-heading">{i18n._({ id: 'timer.recent', message: 'Recent' })}</h2>
            <ul class="entries">
              {recent.map((e) => (
                <EntryRow key={e.key} entry={e} now={null} showDate isRunning={false} onContinue={onContinue} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
