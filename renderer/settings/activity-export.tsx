// "Export the record…" (issue 73, item 4): a range of the record (the last 7 days kept, to
// start with) saved as CSV or JSON through the OS save dialog, the person's exclusions and
// rewrites as they stand applied again: the engine's own export, as `stint activity export`
// makes it. A line says where the file went, or why not (nothing kept in the range, a file
// already there, no file chosen); a date the engine refuses is said at its field.

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ActivityExportInput } from '../../main/core/stint-api.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { TextField } from '../controls/text-field.tsx';
import { SubmitRow } from '../controls/submit-row.tsx';
import { useAction } from '../controls/use-action.ts';
import { addDays, dateProblem } from '../text/time.ts';
import { i18n } from '../i18n/words.ts';

type Format = ActivityExportInput['format'];

/** The last 7 days the record keeps (fewer when it keeps fewer), today the last. */
export function lastDaysKept(today: string, keepDays: number): { readonly from: string; readonly to: string } {
  return { from: addDays(today, -(Math.min(7, Math.max(1, keepDays)) - 1)), to: today };
}

export function ActivityExport() {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const start = lastDaysKept(s.today, s.settings.activity.keepDays);
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(start.from);
  const [to, setTo] = useState(start.to);
  const [format, setFormat] = useState<Format>('csv');
  const [checked, setChecked] = useState<{ from?: string; to?: string }>({});
  const [said, setSaid] = useState('');
  const first = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The form takes the focus when it opens, and gives it back to its button when it closes.
  useLayoutEffect(() => {
    if (open) first.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const submit = async (e: Event) => {
    e.preventDefault();
    const wrong = { ...(dateProblem(from) ? { from: dateProblem(from)! } : {}), ...(dateProblem(to) ? { to: dateProblem(to)! } : {}) };
    setChecked(wrong);
    if (Object.keys(wrong).length > 0) return action.newAttempt();
    let message = '';
    const r = await action.run(() =>
      outcome(
        bridge.saveActivityRecord({ from, to, format }).then((a) => {
          if (a.ok && a.value.ok) message = a.value.message;
          return a;
        }),
      ),
    );
    if (r?.ok) {
      setSaid(message);
      setOpen(false);
    }
  };

  const f = { ...action.fields, ...checked };
  return (
    <div class="activity-export">
      {open ? (
        <form aria-label={i18n._({ id: 'record.export.form', message: 'Export the record' })} onSubmit={submit} noValidate>
          <TextField label={i18n._({ id: 'export.firstDay', message: 'First day' })} hint={i18n._({ id: 'export.yyyyMmDd', message: 'YYYY-MM-DD' })} value={from} onInput={setFrom} error={f.from} inputMode="numeric" inputRef={first} />
          <TextField label={i18n._({ id: 'export.lastDay', message: 'Last day' })} hint={i18n._({ id: 'export.yyyyMmDd', message: 'YYYY-MM-DD' })} value={to} onInput={setTo} error={f.to} inputMode="numeric" />
          <div class="field">
            <label for="activity-export-format">{i18n._({ id: 'export.format', message: 'Format' })}</label>
            <select id="activity-export-format" value={format} onChange={(e) => setFormat(e.currentTarget.value as Format)}>
              <option value="csv">{i18n._({ id: 'record.export.csv', message: 'CSV (a spreadsheet)' })}</option>
              <option value="json">JSON</option>
            </select>
          </div>
          <p class="hint">{i18n._({ id: 'record.export.applied', message: 'Your exclusions and title rewrites as they are now apply to the file. It is yours alone to read.' })}</p>
          <SubmitRow submit={i18n._({ id: 'export.save', message: 'Save…' })} action={action} onCancel={() => setOpen(false)} fields={f} />
        </form>
      ) : (
        <div class="actions">
          <button
            type="button"
            class="secondary"
            ref={opener}
            onClick={() => {
              setSaid('');
              setOpen(true);
            }}
          >
            {i18n._({ id: 'record.export.open', message: 'Export the record…' })}
          </button>
        </div>
      )}
      <p class="saved" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
