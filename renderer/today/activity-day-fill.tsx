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
import { i18n } from '../i18n/words.ts';

/** What the merge settings did to this fill (Settings → Activity record: the longest break bridged, the shortest entry). */
function mergeNote(f: ActivityFillView): string {
  const said = [
    f.bridgedSeconds > 0 ? i18n._({ id: 'activity.bridged', message: '{duration} of breaks bridged', values: { duration: formatDurationWords(f.bridgedSeconds) } }) : '',
    f.droppedSeconds > 0 ? i18n._({ id: 'activity.dropped', message: '{duration} in pieces too short left out', values: { duration: formatDurationWords(f.droppedSeconds) } }) : '',
  ].filter((x) => x !== '');
  return said.length === 0 ? '' : ` ${i18n._({ id: 'activity.mergeNote', message: '({notes})', values: { notes: said.join('; ') } })}`;
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
  const projectOf = (f: ActivityFillView) => (f.work === null ? null : (s.projects.find((p) => p.id === f.work!.projectId)?.name ?? i18n._({ id: 'activity.rulesProject', message: 'its rule’s project' })));

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
    setSaid(i18n._({ id: 'activity.bookedCount', message: '{count, plural, one {Booked # entry from your activity.} other {Booked # entries from your activity.}}', values: { count: filled } }));
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
        {i18n._({ id: 'activity.fillTheDay', message: 'Fill the day from activity…' })}
      </button>
      {fills !== null && (
        <div id={id} class="activity-preview" role="group" aria-label={i18n._({ id: 'activity.proposedGroup', message: 'Fills proposed from your activity' })}>
          {fills.length === 0 ? (
            <p class="hint">{i18n._({ id: 'activity.nothingInGaps', message: 'Nothing recorded lies in an untracked gap of your working hours.' })}</p>
          ) : (
            <ul aria-label={i18n._({ id: 'activity.proposedList', message: 'Proposed fills' })}>
              {fills.map((f) => {
                const seconds = f.parts.reduce((sum, p) => sum + (p.end - p.start) / 1000, 0);
                const values = { start: at(f.parts[0]!.start), end: at(f.parts[f.parts.length - 1]!.end), duration: formatDurationWords(seconds), what: f.label };
                const project = projectOf(f);
                return (
                  <li key={f.gap.start}>
                    {project === null
                      ? i18n._({ id: 'activity.proposedNoRule', message: '{start} to {end} ({duration}), {what}: no rule yet, pick a project in its gap', values })
                      : i18n._({ id: 'activity.proposed', message: '{start} to {end} ({duration}), {what}: {project}', values: { ...values, project } })}
                    {mergeNote(f)}
                  </li>
                );
              })}
            </ul>
          )}
          {ready.length === 0 && fills.length > 0 && <p class="hint">{i18n._({ id: 'activity.noRuleYet', message: 'No gap has a rule for what was done in it yet: fill one in its gap, and Stint can remember it.' })}</p>}
          <div class="actions">
            {ready.length > 0 && (
              <button type="button" class="primary" aria-busy={action.busy || undefined} onClick={() => void book()}>
                {i18n._({ id: 'activity.bookCount', message: '{count, plural, one {Book # entry} other {Book # entries}}', values: { count: ready.length } })}
              </button>
            )}
            <button type="button" class="link" onClick={close}>
              {i18n._({ id: 'common.cancel', message: 'Cancel' })}
            </button>
          </div>
        </div>
      )}
      <SaidLine error={action.error} said={said} saidRef={saidRef} />
    </div>
  );
}
