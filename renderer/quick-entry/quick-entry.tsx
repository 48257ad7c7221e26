// A finished entry typed in: date, project, task, description and any two of start, end and
// duration, the third previewed live by the service's rule. Errors sit next to their
// fields: the local ones from the first Save on (then live as the person types; shown
// earlier, on leaving a field, they would move the Save button under the pointer), the
// engine's and the service's as they come. Nothing is sent while a field is invalid, and a
// field the service refused counts as invalid until it is changed.
//
// The engine's "ok" means only that the entry is queued: the form follows the entry by its
// key (../sent-entry.ts) and says "Sent in N s" while it is held for Undo (the Undo bar at the
// foot), "Saving…" until the service has it, then "Entry saved";
// when the service refuses it, its errors show at the fields with the values kept; while
// it cannot be sent (offline, a limit), it is kept here, the form is cleared, and a later
// refusal brings the values back when nothing was typed since. An entry booked to another
// account than the one shown is followed in that account (sent-entry.ts accountSentView), and
// the saved line names it.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useDraft } from '../state/drafts.ts';
import { blankQuickEntry, QUICK_ENTRY_DATE_CHOSEN, QUICK_ENTRY_DRAFT, type QuickEntryForm } from './quick-entry-draft.ts';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { confirmationAsked, outcome, type Confirmations } from '../state/bridge.ts';
import { previewManualEntry, splitTimeRange, whyNoPreview, type TimeField } from './manual-preview.ts';
import { LengthChoice } from './length-choice.tsx';
import { formatHoursNumber } from '../text/locale-format.ts';
import { secondsOfDayNow } from '../text/time-meant.ts';
import { accountSentView, sentFateOfAll, shownSentView, type SentView } from './sent-entry.ts';
import { useBridge, useNow, useSnapshot } from '../state/state.ts';
import { sentInWords } from '../text/undo-words.ts';
import { formatHoursMinutes, formatInstantTime, formatLongDate, formatTimeOfDay } from '../text/time.ts';
import { Pickers, projectById } from '../pickers/pickers.tsx';
import { focusQuietly } from '../pickers/combobox.tsx';
import { TextField } from '../controls/text-field.tsx';
import { useAction } from '../controls/use-action.ts';
import { i18n } from '../i18n/words.ts';

type Form = QuickEntryForm;

const FIELD_ORDER = ['date', 'project', 'task', 'description', 'start', 'end', 'duration'] as const;
type FieldName = (typeof FIELD_ORDER)[number];
const FIELD_OF: Readonly<Record<keyof Form, FieldName>> = {
  date: 'date',
  projectId: 'project',
  // The project's account is the project field's.
  accountKey: 'project',
  taskId: 'task',
  description: 'description',
  start: 'start',
  end: 'end',
  duration: 'duration',
};

/** An entry Save queued, followed until the service answers. */
interface Sent {
  readonly key: string;
  /** Every entry it made: one per day it covers (`key` first). */
  readonly keys: readonly string[];
  /** The form as it was sent: it comes back if the service refuses the entry. */
  readonly form: Form;
  /** The account it was booked to when another than the one shown (null: the one shown's). */
  readonly accountKey: string | null;
  /** "Website Redesign 0:45:00", for the saved line. */
  readonly label: string;
  /** It could not be sent at once: kept here, the form cleared for the next one. */
  readonly kept: boolean;
}

/** The line under the form: progress, the outcome, or why the entry waits. */
interface Status {
  readonly tone: 'progress' | 'saved' | 'kept' | 'refused';
  readonly text: string;
}

function hmsToSeconds(hms: string): number {
  const [h, m, s] = hms.split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
}

function sameForm(a: Form, b: Form): boolean {
  return (Object.keys(FIELD_OF) as (keyof Form)[]).every((k) => a[k] === b[k]);
}

/** The form after an entry went: the date, project and task stay for the next one. */
function cleared(f: Form): Form {
  return { ...f, description: '', start: '', end: '', duration: '' };
}

/** Why an entry waits here instead of going now (`sync`: its account's), and when it goes. */
function keptWords(s: Snapshot, sync: Pick<Snapshot['sync'], 'state' | 'resumesAt'>): string {
  switch (sync.state) {
    case 'rate_limited':
      return sync.resumesAt !== null
        ? i18n._({ id: 'quick.kept.limitUntil', message: "The service's request limit is reached: the entry is kept here and sent at {time}.", values: { time: formatInstantTime(sync.resumesAt, s.zone.offsetMinutes, s.display.hourCycle) } })
        : i18n._({ id: 'quick.kept.limit', message: "The service's request limit is reached: the entry is kept here and sent when it allows." });
    case 'error':
      return i18n._({ id: 'quick.kept.failed', message: 'Sending failed for now: the entry is kept here and will be tried again.' });
    default:
      return i18n._({ id: 'quick.kept.offline', message: 'Offline: the entry is kept here and will be sent when the service is back.' });
  }
}

export function QuickEntry() {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  // What is typed waits while another tab shows or the window hides (../drafts.ts).
  const [form, setForm] = useDraft<Form>(QUICK_ENTRY_DRAFT, () => blankQuickEntry(s.today));
  // A date the person did not choose is today's, whenever today is: the window lives for days.
  const [dateChosen, setDateChosen] = useDraft(QUICK_ENTRY_DATE_CHOSEN, () => false);
  useEffect(() => {
    if (!dateChosen && form.date !== s.today) setForm((f) => ({ ...f, date: s.today }));
  }, [s.today]);
  /** Save was pressed: local errors show from then on. */
  const [attempted, setAttempted] = useState(false);
  /** The engine's or the service's errors, each until its field changes. */
  const [remote, setRemote] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  /** The engine asks whether an entry ending later than now is meant: the question, for the form as it was. */
  const [confirming, setConfirming] = useState<{ readonly question: string; readonly form: Form; readonly confirm: Confirmations } | null>(null);
  // Left while an entry is on its way: what it becomes is no longer followed here (Today
  // and the notices show it), so its values must not wait to be saved a second time.
  const sentNow = useRef(sent);
  sentNow.current = sent;
  useEffect(
    () => () => {
      if (sentNow.current !== null) setForm((f) => (sameForm(f, sentNow.current!.form) ? cleared(f) : f));
    },
    [],
  );
  /**
   * Keys a snapshot showed waiting since Save was last pressed (read in render, which every
   * snapshot passes; the one showing the new entry may come before the engine's answer).
   */
  const seenWaiting = useRef(new Set<string>());
  for (const key of s.sync.pendingKeys ?? []) seenWaiting.current.add(key);
  for (const row of s.accounts?.rows ?? []) for (const key of row.pendingKeys ?? []) seenWaiting.current.add(key);
  const refs = {
    date: useRef<HTMLInputElement>(null),
    project: useRef<HTMLInputElement>(null),
    task: useRef<HTMLInputElement>(null),
    description: useRef<HTMLInputElement>(null),
    start: useRef<HTMLInputElement>(null),
    end: useRef<HTMLInputElement>(null),
    duration: useRef<HTMLInputElement>(null),
  };

  // Every account's projects: the entry is booked in the account of the project chosen,
  // relative to the account shown as the pickers take it (null: its own).
  const inUse = s.accounts?.inUse ?? null;
  const accountKey = inUse === null || (form.accountKey ?? inUse) === inUse ? null : form.accountKey!;
  const project = projectById(s, form.projectId, accountKey);
  const { hourCycle } = s.display;
  const preview = useMemo(
    () => previewManualEntry({ ...form, today: s.today, hourCycle, nowSeconds: secondsOfDayNow(s.zone.offsetMinutes), locale: s.display.locale }),
    [form.date, form.projectId, form.start, form.end, form.duration, s.today, hourCycle, s.display.locale],
  );
  const local: Record<string, string> = { ...preview.fields };
  if (project?.requiredTask && form.taskId === null) local.task = i18n._({ id: 'start.needsTask', message: '{project} needs a task: pick one.', values: { project: project.name } });
  const errorOf = (f: FieldName): string | undefined => remote[f] ?? (attempted ? local[f] : undefined);
  const focusField = (f: FieldName) => focusQuietly(refs[f].current);

  // Followed in the account it was booked to: the account shown's part of the snapshot, or another's.
  const sentIn: SentView | null = sent === null ? null : sent.accountKey === null ? shownSentView(s) : accountSentView(s, sent.accountKey);
  const fate = sent === null || sentIn === null ? null : sentFateOfAll(sentIn, sent.keys, sent.form.date, (key) => seenWaiting.current.has(key));
  // The service's answer to the entry sent from here comes in a later snapshot.
  useEffect(() => {
    if (sent === null || fate === null) return;
    switch (fate.kind) {
      case 'unknown':
        return;
      case 'waiting':
        if (fate.sending) {
          // A kept entry goes while the person may be typing the next one: no busy Save for it.
          setStatus(sent.kept ? { tone: 'kept', text: i18n._({ id: 'quick.sendingKept', message: 'Sending the entry kept here…' }) } : { tone: 'progress', text: i18n._({ id: 'common.saving', message: 'Saving…' }) });
          return;
        }
        if (!sent.kept) {
          // It waits for the service: Today shows it as waiting, the form is free for the next one.
          setForm((f) => (sameForm(f, sent.form) ? cleared(f) : f));
          setAttempted(false);
          setSent({ ...sent, kept: true });
        }
        // Another account's row gives its state, not when its limit lifts.
        setStatus({ tone: 'kept', text: keptWords(s, sent.accountKey === null ? s.sync : { state: sentIn!.sync.state, resumesAt: null }) });
        return;
      case 'saved':
        if (!sent.kept) {
          setForm((f) => (sameForm(f, sent.form) ? cleared(f) : f));
          setAttempted(false);
        }
        setStatus({ tone: 'saved', text: i18n._({ id: 'quick.saved', message: 'Entry saved: {entry}.', values: { entry: sent.label } }) });
        setSent(null);
        return;
      case 'refused': {
        setSent(null);
        // A kept entry's values come back, unless something was typed since they were cleared.
        const shown = sent.kept ? (sameForm(form, cleared(sent.form)) ? sent.form : null) : form;
        if (shown === null) {
          setStatus({ tone: 'refused', text: i18n._({ id: 'quick.refusedBefore', message: 'The service did not save the entry sent before: see the message at the top.' }) });
          return;
        }
        setForm(shown);
        // Errors only for what is still as it was sent (the person may have typed meanwhile).
        const still = new Set((Object.keys(FIELD_OF) as (keyof Form)[]).filter((k) => shown[k] === sent.form[k]).map((k) => FIELD_OF[k]));
        const fields = Object.fromEntries(Object.entries(fate.notice.fields).filter(([f]) => still.has(f as FieldName)));
        setRemote(fields);
        setAttempted(true);
        const bad = FIELD_ORDER.find((f) => fields[f] !== undefined);
        setStatus({
          tone: 'refused',
          text: bad ? i18n._({ id: 'quick.refused', message: 'Not saved: the service refused it. Fix the marked field and save again.' }) : fate.notice.message,
        });
        if (bad) focusField(bad);
        return;
      }
    }
  }, [s, sent]);

  // At 360x560 the question (and its Save anyway) comes below the fold: brought into view when asked.
  const questionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming !== null) questionRef.current?.scrollIntoView({ block: 'nearest' });
  }, [confirming]);

  const change = (patch: Partial<Form>) => {
    const changed = (Object.keys(patch) as (keyof Form)[]).filter((k) => patch[k] !== form[k]);
    if (changed.length === 0) return;
    setForm((old) => ({ ...old, ...patch }));
    // A question about the form as it was no longer applies once it changes.
    setConfirming(null);
    if (status?.tone === 'saved' || status?.tone === 'refused') setStatus(null);
    const gone = changed.map((k) => FIELD_OF[k]).filter((f) => remote[f] !== undefined);
    if (gone.length > 0) setRemote((old) => Object.fromEntries(Object.entries(old).filter(([f]) => !gone.includes(f as FieldName))));
  };

  const submit = async (e: Event, confirmations: Confirmations = {}) => {
    e.preventDefault();
    setAttempted(true);
    setConfirming(null);
    // The service's errors count until their field changes: sending the same again would be refused again.
    const first = FIELD_ORDER.find((f) => remote[f] !== undefined || local[f] !== undefined);
    if (first !== undefined || form.projectId === null) {
      action.newAttempt();
      focusField(first ?? 'project');
      return;
    }
    // No field error means the times hold; `send` has them as the engine reads them (9:00 PM: 21:00:00).
    const times = preview.send;
    if (times === null) return;
    // The same entry is on its way: a second press would make it twice.
    if (sent !== null && !sent.kept && sameForm(form, sent.form)) return;
    seenWaiting.current = new Set();
    // Booked to another account: named with it ("Studio · Brand Refresh 0:30").
    const bookedIn = accountKey === null ? null : (s.accounts?.rows.find((r) => r.key === accountKey)?.name ?? null);
    const label = `${bookedIn !== null ? `${bookedIn} · ` : ''}${project?.name ?? ''} ${preview.times ? formatHoursMinutes(hmsToSeconds(preview.times.duration)) : ''}`.trim();
    /** The keys of the queued entries, or the engine's question, from its answer (`outcome` keeps only ok or not). */
    const queued: { entryKeys?: readonly string[]; question?: { text: string; confirm: Confirmations } } = {};
    const r = await action.run(() =>
      outcome(
        bridge
          .addManualEntry({
            date: form.date,
            projectId: form.projectId!,
            ...(accountKey !== null ? { accountKey } : {}),
            taskId: form.taskId,
            description: form.description.trim(),
            start: times.start,
            end: times.end,
            duration: times.duration,
            ...confirmations,
          })
          .then((a) => {
            if (a.ok && a.value.ok) queued.entryKeys = a.value.entryKeys;
            const confirm = a.ok && !a.value.ok ? confirmationAsked(a.value, confirmations) : null;
            if (a.ok && !a.value.ok && confirm !== null) queued.question = { text: a.value.message, confirm };
            return a;
          }),
      ),
    );
    if (r === null) return;
    if (queued.question !== undefined) {
      // Not an error: a question, asked beside the Save button.
      action.clear();
      setConfirming({ question: queued.question.text, form, confirm: queued.question.confirm });
      return;
    }
    if (!r.ok) {
      setRemote(r.fields);
      const bad = FIELD_ORDER.find((f) => r.fields[f] !== undefined);
      if (bad) focusField(bad);
      return;
    }
    const keys = queued.entryKeys ?? [];
    if (keys.length === 0) return;
    setSent({ key: keys[0]!, keys, form, accountKey, label, kept: false });
    setStatus({ tone: 'progress', text: i18n._({ id: 'common.saving', message: 'Saving…' }) });
  };

  // A range typed as the start ("9:30-10:15") is read as start and end (manual-preview.ts); on
  // leaving the field it shows as the two, so what is on screen is what is saved.
  const splitRangeTyped = () => {
    const range = splitTimeRange(form.start);
    if (range !== null && form.end.trim() === '' && form.duration.trim() === '') change({ start: range.from, end: range.to });
  };

  const timeField = (f: TimeField, label: string, placeholder: string) => {
    const computed = preview.computed === f && preview.times !== null;
    return (
      <TextField
        label={label}
        value={form[f]}
        onInput={(v) => change({ [f]: v })}
        onBlur={f === 'start' ? splitRangeTyped : undefined}
        error={errorOf(f)}
        // The computed value reads as the preview line does: in the person's locale.
        placeholder={computed ? (f === 'duration' ? formatHoursMinutes(hmsToSeconds(preview.times!.duration)) : formatTimeOfDay(preview.times![f], hourCycle)) : placeholder}
        hint={computed ? i18n._({ id: 'quick.computed', message: 'Computed from the other two.' }) : undefined}
        inputRef={refs[f]}
        class="time-field"
      />
    );
  };

  const saving = action.busy || status?.tone === 'progress';
  // Held for Undo (the engine holds the last change before sending it): how long it waits.
  const heldUntil = saving && !action.busy && s.undo != null && (s.sync.heldForUndo ?? 0) > 0 ? s.undo.until : null;
  const now = useNow(heldUntil !== null);

  return (
    <section class="screen card" aria-labelledby="quick-heading">
      <h2 id="quick-heading">{i18n._({ id: 'screen.quickEntry', message: 'Quick entry' })}</h2>
      <form onSubmit={submit} noValidate>
        <TextField
          label={i18n._({ id: 'quick.date', message: 'Date' })}
          type="date"
          value={form.date}
          onInput={(v) => {
            setDateChosen(v !== '' && v !== s.today);
            change({ date: v });
          }}
          error={errorOf('date')}
          inputRef={refs.date}
        />
        <Pickers
          projectId={form.projectId}
          taskId={form.taskId}
          accountKey={accountKey}
          acrossAccounts
          onProject={(p, how, pickedIn) => {
            const same = p.id === form.projectId && pickedIn === accountKey;
            change({ projectId: p.id, ...(inUse !== null ? { accountKey: pickedIn ?? inUse } : {}), ...(same ? {} : { taskId: null }) });
            if (how === 'keyboard') refs.task.current?.focus();
          }}
          onTask={(taskId, how) => {
            change({ taskId });
            if (how === 'keyboard') refs.description.current?.focus();
          }}
          errors={{
            ...(errorOf('project') ? { project: errorOf('project')! } : {}),
            ...(errorOf('task') ? { task: errorOf('task')! } : {}),
          }}
          projectRef={refs.project}
          taskRef={refs.task}
        />
        <TextField
          label={i18n._({ id: 'timer.description', message: 'Description' })}
          value={form.description}
          onInput={(v) => change({ description: v })}
          error={errorOf('description')}
          inputRef={refs.description}
        />
        <p class="hint">{i18n._({ id: 'quick.giveTwo', message: 'Give any two of start, end and duration.' })}</p>
        <div class="time-fields">
          {timeField('start', i18n._({ id: 'quick.start', message: 'Start time' }), formatTimeOfDay('09:00', hourCycle))}
          {timeField('end', i18n._({ id: 'quick.end', message: 'End time' }), formatTimeOfDay('17:30', hourCycle))}
          {/* The example's decimal in the person's locale: 1,5 in German. */}
          {timeField('duration', i18n._({ id: 'quick.duration', message: 'Duration' }), i18n._({ id: 'quick.durationExample', message: '{clock}, {decimal} or {units}', values: { clock: '1:30', decimal: formatHoursNumber(1.5, s.display.locale), units: '1h30m' } }))}
        </div>
        {preview.ask !== null && <LengthChoice ask={preview.ask} onChoose={(text) => { change({ [preview.ask!.field]: text }); focusField(preview.ask!.field); }} />}
        <p class="preview" aria-live="polite">
          {preview.parts && preview.parts.length > 1
            ? i18n._({
                id: 'quick.preview.days',
                message: '{count, plural, one {Saved as # entry: {parts}.} other {Saved as # entries, one per day: {parts}.}}',
                values: {
                  count: preview.parts.length,
                  parts: preview.parts
                    .map((p) =>
                      i18n._({
                        id: 'quick.preview.part',
                        message: '{date} {start}–{end}, {duration}',
                        values: {
                          date: formatLongDate(p.date),
                          start: formatTimeOfDay(p.start, hourCycle),
                          end: p.end === '23:59:59' ? i18n._({ id: 'quick.preview.midnight', message: 'midnight' }) : formatTimeOfDay(p.end, hourCycle),
                          duration: formatHoursMinutes(hmsToSeconds(p.duration)),
                        },
                      }),
                    )
                    .join('; '),
                },
              })
            : preview.times
              ? `${formatTimeOfDay(preview.times.start, hourCycle)}–${formatTimeOfDay(preview.times.end, hourCycle)}, ${formatHoursMinutes(hmsToSeconds(preview.times.duration))}`
              : attempted
                ? ''
                : whyNoPreview(preview, form)}
        </p>
        {confirming && sameForm(confirming.form, form) && (
          <div class="confirm" role="group" aria-labelledby="quick-confirm-question" ref={questionRef}>
            <p id="quick-confirm-question">{confirming.question}</p>
            <button type="button" class="primary" onClick={(e) => void submit(e, confirming.confirm)}>
              {i18n._({ id: 'quick.saveAnyway', message: 'Save anyway' })}
            </button>
            <button type="button" class="secondary" onClick={() => { setConfirming(null); focusField('end'); }}>
              {i18n._({ id: 'quick.changeTimes', message: 'Change the times' })}
            </button>
          </div>
        )}
        <div class="actions">
          {/* Held for Undo, the form is free for the next entry: not busy. */}
          <button type="submit" class="primary" aria-busy={saving && heldUntil === null}>
            {i18n._({ id: 'quick.save', message: 'Save entry' })}
          </button>
          {saving && <span class="progress">{action.busy ? i18n._({ id: 'common.saving', message: 'Saving…' }) : heldUntil !== null ? sentInWords(heldUntil, now) : status?.text}</span>}
        </div>
        {action.error && (
          <p class="form-error" role="alert">
            {action.error}
          </p>
        )}
        <p class={status?.tone === 'refused' ? 'form-error' : 'saved'} aria-live="polite">
          {status !== null && status.tone !== 'progress' ? status.text : ''}
        </p>
      </form>
    </section>
  );
}
