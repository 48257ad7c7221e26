// "Fill the day from activity…" (issue 62): first a preview from the engine
// (`previewActivityFills`: nothing sent), every gap's proposed fill with its time, what was
// done and the project its rule gives (or that none does yet: those are filled in their
// gap, with a project picked there); then "Book N" books the ones with a project, each its
// own entry with its own Undo (`fillDayFromActivity`), and Cancel books nothing. What came
// of it stays in a status line, which takes the focus from the preview that went.

import { useId, useRef, useState } from 'preact/hooks';
import type { ActivityFillView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { useAction } from '../controls/use-action.ts';
import { SaidLine } from '../controls/said-line.tsx';
import { useFocusAfterRender } from '../controls/focus-after-render.ts';
import { formatDurationWords, formatInstantTime } from '../text/time.ts';

const entries = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);

/** What the merge settings did to this fill (Settings → Activity record: the longest break bridged, the shortest entry). */
function mergeNote(f: ActivityFillView): string {
  const said = [f.bridgedSeconds > 0 ? `${formatDurationWords(f.bridgedSeconds)} of breaks bridged` : '', f.droppedSeconds > 0 ? `${formatDurationWords(f.droppedSeconds)} in pieces too short left out` : ''].filter((x) => x !== '');
  return said.length === 0 ? '' : ` (${said.join('; ')})`;
}

export function ActivityDayFill({ date }: { readonly date: string }) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const id = useId();
  const focusAfterRender = useFocusAfterRender();
  /** The preview shown; null: closed. */
  const [fills, setFills] = useState<readonly ActivityFillView[] | null>(null);
  const [said, setSaid] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const saidRef = useRef<HTMLParagraphElement>(null);
  const at = (ms: number) => formatInstantTime(ms, s.zone.offsetMinutes, s.display.hourCycle);
  const ready = (fills ?? []).filter((f) => f.work !== null);
  const projectOf = (f: ActivityFillView) => (f.work === null ? null : (s.projects.find((p) => p.id === f.work!.projectId)?.name ?? 'its rule’s project'));

  const open = async () => {
    setSaid('');
    const answer = bridge.previewActivityFills({ date });
    const r = await action.run(() => outcome(answer));
    if (!r?.ok) return;
    const a = await answer;
    setFills(a.ok && a.value.ok ? (a.value.fills ?? []) : []);
  };
  const close = () => {
    setFills(null);
    focusAfterRender(() => toggleRef.current?.focus());
  };
  const book = async () => {
    const answer = bridge.fillDayFromActivity({ date });
    const r = await action.run(() => outcome(answer));
    if (!r?.ok) return;
    const a = await answer;
    const filled = a.ok && a.value.ok ? (a.value.filled ?? ready.length) : ready.length;
    setFills(null);
    setSaid(`Booked ${entries(filled)} from your activity.`);
    focusAfterRender(() => saidRef.current?.focus());
  };

  return (
    <div class="activity-day-fill">
      <button
        type="button"
        class="secondary"
        ref={toggleRef}
        aria-expanded={fills !== null}
        aria-controls={fills !== null ? id : undefined}
        aria-busy={(action.busy && fills === null) || undefined}
        onClick={() => void (fills === null ? open() : close())}
      >
        Fill the day from activity…
      </button>
      {fills !== null && (
        <div id={id} class="activity-preview" role="group" aria-label="Fills proposed from your activity">
          {fills.length === 0 ? (
            <p class="hint">Nothing recorded lies in an untracked gap of your working hours.</p>
          ) : (
            <ul aria-label="Proposed fills">
              {fills.map((f) => {
                const seconds = f.parts.reduce((sum, p) => sum + (p.end - p.start) / 1000, 0);
                const span = `${at(f.parts[0]!.start)} to ${at(f.parts[f.parts.length - 1]!.end)}`;
                return (
                  <li key={f.gap.start}>
                    {span} ({formatDurationWords(seconds)}), {f.label}: {projectOf(f) ?? 'no rule yet, pick a project in its gap'}
                    {mergeNote(f)}
                  </li>
                );
              })}
            </ul>
          )}
          {ready.length === 0 && fills.length > 0 && <p class="hint">No gap has a rule for what was done in it yet: fill one in its gap, and Stint can remember it.</p>}
          <div class="actions">
            {ready.length > 0 && (
              <button type="button" class="primary" aria-busy={action.busy || undefined} onClick={() => void book()}>
                Book {entries(ready.length)}
              </button>
            )}
            <button type="button" class="link" onClick={close}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <SaidLine error={action.error} said={said} saidRef={saidRef} />
    </div>
  );
}
