// The running entry: its time ticking from the run's start, its project, task and
// description editable in place (each change sent as an edit of the running entry), Stop,
// and Switch: the start form in place of the fields, so that a project typed to move on to
// starts a new entry instead of re-filing the running one. Switch opens only when the
// person asks for it; the window coming forward (the tray, the global shortcut) puts the
// focus on the Switch button, one Enter away, and never in the running entry's own picker,
// where a project typed would re-file its time. Cancel and Edit go back. Started earlier…
// moves the run's start back (./start-earlier.tsx).

import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { EntryView, ProjectView } from '../../main/core/snapshot.ts';
import type { EditInput } from '../../main/core/stint-api.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useNow, useSnapshot } from '../state/state.ts';
import { formatElapsed, formatTimeOfDay } from '../text/time.ts';
import { liveSeconds } from '../today/totals.ts';
import { useDropDraft } from '../state/drafts.ts';
import { entryLabel } from '../text/entry-label.ts';
import { Pickers } from '../pickers/pickers.tsx';
import { focusQuietly } from '../pickers/combobox.tsx';
import { useFocusAfterRender } from '../controls/focus-after-render.ts';
import { StartForm } from './start-form.tsx';
import { TextField } from '../controls/text-field.tsx';
import { useAction } from '../controls/use-action.ts';
import { BudgetBar } from './budget-bar.tsx';
import { StartEarlier } from './start-earlier.tsx';
import { i18n } from '../i18n/words.ts';

export interface RunningTimerProps {
  readonly entry: EntryView;
  readonly projectRef: RefObject<HTMLInputElement | null>;
  readonly stopRef: RefObject<HTMLButtonElement | null>;
  /** Its Switch button, where the timer screen puts the focus after a start (timer-screen.tsx). */
  readonly switchRef: RefObject<HTMLButtonElement | null>;
  /**
   * A request (its time) for the focus, as the window comes forward: the Switch button, or
   * Switch's picker (list closed) when the person has Switch open.
   */
  readonly focusAt: number | null;
}

export function RunningTimer({ entry, projectRef, stopRef, switchRef, focusAt }: RunningTimerProps) {
  const bridge = useBridge();
  const snapshot = useSnapshot();
  const { hourCycle } = snapshot.display;
  const budget = snapshot.runningBudget ?? null;
  // With several accounts, which one this timer runs in ("Studio · Brand Refresh").
  const runningIn = snapshot.accounts?.running ?? null;
  const now = useNow();
  const action = useAction();
  /** A project that needs a task: the entry moves to it once the task is picked. */
  const [pendingProject, setPendingProject] = useState<ProjectView | null>(null);
  const [description, setDescription] = useState(entry.description);
  const taskRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLInputElement>(null);
  /** Switch is shown (the person asked for it). */
  const [switching, setSwitching] = useState(false);
  useLayoutEffect(() => {
    if (focusAt === null) return;
    if (switching) focusQuietly(projectRef.current);
    else switchRef.current?.focus();
  }, [focusAt]);
  // In the same task as the click that drew the form: a key typed next goes into it, and
  // the list opens, as the person asked to pick.
  useLayoutEffect(() => {
    if (switching) projectRef.current?.focus();
  }, [switching]);
  /** Back to the running entry: Cancel to the Switch button, Edit into the entry's fields. */
  const dropDraft = useDropDraft();
  const switchDraft = `switch:${entry.key}`;
  const focusAfterRender = useFocusAfterRender();
  const leaveSwitch = (to: 'switch' | 'fields') => {
    // Left on purpose: what was typed there is let go, not shown on the next Switch.
    dropDraft(switchDraft);
    setSwitching(false);
    focusAfterRender(() => (to === 'switch' ? switchRef.current?.focus() : focusQuietly(projectRef.current)));
  };

  // A change from elsewhere (the tray, another device) shows unless the person is typing.
  useEffect(() => {
    if (document.activeElement !== descriptionRef.current) setDescription(entry.description);
  }, [entry.description]);

  const edit = (input: EditInput) => void action.run(() => outcome(bridge.editRunning(input)));
  const commitDescription = () => {
    if (description.trim() !== entry.description.trim()) edit({ description: description.trim() });
  };

  const pendingError: Record<string, string> = pendingProject ? { task: i18n._({ id: 'timer.needsTaskToMove', message: '{project} needs a task: pick one to move this entry.', values: { project: pendingProject.name } }) } : {};
  return (
    <div class="running">
      <div class="running-head">
        <p class="elapsed">
          <span role="timer" aria-label={i18n._({ id: 'timer.elapsed', message: 'Elapsed time' })}>{formatElapsed(liveSeconds(entry, now))}</span>
          <span class="since">{i18n._({ id: 'entry.since', message: 'since {time}', values: { time: formatTimeOfDay(entry.timeStart, hourCycle) } })}</span>
          {entry.billable === true && <span class="badge billable-badge">{i18n._({ id: 'timer.billable', message: 'billable' })}</span>}
        </p>
        <div class="running-actions">
          {!switching && (
            <button type="button" class="secondary" ref={switchRef} onClick={() => setSwitching(true)}>
              {i18n._({ id: 'timer.switch', message: 'Switch' })}
            </button>
          )}
          <button type="button" class="stop" ref={stopRef} aria-busy={action.busy} onClick={() => void action.run(() => outcome(bridge.stop()))}>
            {i18n._({ id: 'timer.stop', message: 'Stop' })}
          </button>
        </div>
      </div>
      {runningIn && (
        <p class="running-account">
          <span class="visually-hidden">{i18n._({ id: 'timer.runningIn', message: 'Running in {account}', values: { account: runningIn.title } })}</span>
          <span aria-hidden="true">{runningIn.title}</span>
        </p>
      )}
      <StartEarlier key={entry.key} />
      {budget && budget.projectId === entry.projectId && <BudgetBar budget={budget} />}
      {switching ? (
        <>
          <p class="running-summary">
            <span>{entryLabel(entry)}</span>{' '}
            <button type="button" class="link" aria-label={i18n._({ id: 'timer.editRunning', message: 'Edit the running entry, {entry}', values: { entry: entryLabel(entry) } })} onClick={() => leaveSwitch('fields')}>
              {i18n._({ id: 'common.edit', message: 'Edit' })}
            </button>
          </p>
          <StartForm projectRef={projectRef} switching={{ from: runningIn?.title ?? entry.projectName, draftKey: switchDraft, onCancel: () => leaveSwitch('switch') }} />
        </>
      ) : (
        <>
          <Pickers
            projectId={pendingProject?.id ?? entry.projectId}
            taskId={pendingProject ? null : entry.taskId}
            onProject={(p, how) => {
              if (p.id === entry.projectId) {
                setPendingProject(null);
                return;
              }
              if (p.requiredTask) {
                setPendingProject(p);
                if (how === 'keyboard') taskRef.current?.focus();
                else focusQuietly(taskRef.current);
              } else {
                setPendingProject(null);
                edit({ projectId: p.id, taskId: null });
              }
            }}
            onTask={(taskId) => {
              if (pendingProject !== null) {
                edit({ projectId: pendingProject.id, taskId });
                setPendingProject(null);
              } else if (taskId !== entry.taskId) {
                edit({ taskId });
              }
            }}
            errors={{ ...action.fields, ...pendingError }}
            projectRef={projectRef}
            taskRef={taskRef}
          />
          <TextField
            label={i18n._({ id: 'timer.description', message: 'Description' })}
            value={description}
            onInput={setDescription}
            onBlur={commitDescription}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commitDescription();
            }}
            error={action.fields.description}
            inputRef={descriptionRef}
            placeholder={i18n._({ id: 'timer.descriptionPlaceholder', message: 'What are you working on?' })}
          />
        </>
      )}
      {action.busy && <p class="progress">{i18n._({ id: 'common.saving', message: 'Saving…' })}</p>}
      {action.error && (
        <p class="form-error" role="alert">
          {action.error}
        </p>
      )}
    </div>
  );
}
