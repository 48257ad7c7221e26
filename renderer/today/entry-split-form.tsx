// An entry split in two, under its row: `Split at` a time (first offered: the middle of the
// entry, or of the run so far for the running timer), and the part from that time on as a new
// entry on the same or another project, task and description. The preview says what each
// part holds; the engine checks the cut (inside the entry, before now) and answers at the field,
// where the answer stays until the time typed is right, and text that is no time says why.
// Loaded when first opened (entry-row.tsx).

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { EntrySplitInput } from '../../main/core/stint-api.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { formatHoursMinutes, formatTimeOfDay } from '../text/time.ts';
import { formatHms } from '../text/time-input.ts';
import { whyNotATimeOfDay } from '../text/time-of-day-why.ts';
import { cutInside, cutMeant, DAY, middleOf, splitSpan } from './split-cut.ts';
import { focusQuietly } from '../pickers/combobox.tsx';
import type { EntryFormProps } from './entry-editor.tsx';
import { useEntryFields } from './entry-fields.tsx';
import { TextField } from '../controls/text-field.tsx';
import { useAction } from '../controls/use-action.ts';
import { SubmitRow } from '../controls/submit-row.tsx';
import { i18n } from '../i18n/words.ts';

export function EntrySplitForm({ entry, accountKey, label, done }: EntryFormProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const { hourCycle } = s.display;
  // The running timer holds its stored seconds plus the run so far; a run past midnight is cut within it (split-cut.ts).
  const span = splitSpan(entry, Date.now(), s.zone.offsetMinutes);
  const [at, setAt] = useState(() => formatTimeOfDay(formatHms(middleOf(span)), hourCycle));
  const fields = useEntryFields(entry, accountKey);
  const atRef = useRef<HTMLInputElement>(null);
  const projectRef = useRef<HTMLInputElement>(null);
  const taskRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    atRef.current?.focus();
    atRef.current?.select();
  }, []);

  // Without AM/PM on a 12-hour clock, the time within the entry (the engine's reading).
  const cut = cutMeant(at, span, hourCycle);
  const clock = (seconds: number): string => formatTimeOfDay(formatHms(seconds % DAY), hourCycle);
  const preview = cutInside(cut, span)
    ? span.running
      ? i18n._({ id: 'split.previewRunning', message: '{start}–{cut} ({kept}) stays; {cut}–now becomes a new entry.', values: { start: clock(span.start), cut: clock(cut), kept: formatHoursMinutes(cut - span.start) } })
      : i18n._({ id: 'split.preview', message: '{start}–{cut} ({kept}) stays; {cut}–{end} ({moved}) becomes a new entry.', values: { start: clock(span.start), cut: clock(cut), kept: formatHoursMinutes(cut - span.start), end: clock(span.to), moved: formatHoursMinutes(span.to - cut) } })
    : '';

  // A refusal at Split at goes as soon as the time typed is right (inside the entry, as the
  // preview shows); while the text cannot be read, the field says why ("40m" is a length).
  const right = preview !== '';
  const atRefused = action.fields.at !== undefined;
  const atError = !atRefused || right ? undefined : cut === undefined ? (whyNotATimeOfDay(at, formatTimeOfDay('10:30:00', hourCycle)) ?? action.fields.at) : action.fields.at;
  const shownAction = atRefused && right ? { ...action, error: null } : action;

  const save = async () => {
    const input: EntrySplitInput = {
      entryKey: entry.key,
      ...(accountKey !== undefined ? { accountKey } : {}),
      // Unread text goes as typed: the engine refuses it at the field, in the person's clock.
      at: cut === undefined ? at : formatHms(cut % DAY),
      ...fields.changed,
    };
    const r = await action.run(() => outcome(bridge.splitEntry(input)));
    if (r === null) return;
    if (r.ok) return done();
    if (r.fields.at !== undefined) focusQuietly(atRef.current);
    else if (r.fields.project !== undefined) focusQuietly(projectRef.current);
    else if (r.fields.task !== undefined) focusQuietly(taskRef.current);
  };

  return (
    <form
      class="entry-form"
      aria-label={i18n._({ id: 'entry.splitNamed', message: 'Split {entry}', values: { entry: label } })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField label={i18n._({ id: 'entry.splitAt', message: 'Split at' })} value={at} onInput={setAt} error={atError} hint={preview || undefined} inputRef={atRef} class="time-field" />
      <p class="hint">{i18n._({ id: 'entry.theNewEntryFrom', message: 'The new entry, from that time on:' })}</p>
      {fields.pickers(action.fields, { project: projectRef, task: taskRef })}
      <TextField label={i18n._({ id: 'entry.description', message: 'Description' })} value={fields.description} onInput={fields.setDescription} error={action.fields.description} />
      <SubmitRow submit={i18n._({ id: 'entry.split', message: 'Split' })} action={shownAction} onCancel={done} />
    </form>
  );
}
