// The Export screen (issue 70): a timesheet of a range over the person's accounts. The form
// asks for a preview first: what the read costs in words (on a Free account the reserve's
// refusal, nothing spent) and the grouped totals, tracked and billed where rounding changed
// them. Then Save… (the OS save dialog, in the main process: the window never names a path)
// or Copy as text. A change to the form puts the preview away: what is saved is what was shown.

import { useRef, useState } from 'preact/hooks';
import type { ExportFormat, TimesheetPreview } from '../../main/core/accounts/person-export.ts';
import type { WindowRoundingRequest, WindowTimesheetRequest } from '../../main/ipc/contract.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { TextField } from '../controls/text-field.tsx';
import { useBridge, useSnapshot } from '../state/state.ts';
import { rangeOf, rangeChoices, type RangeChoice } from './export-range.ts';
import { dateProblem } from '../text/time.ts';
import { ExportFilter } from './export-filter.tsx';
import { exportAccounts, filterOf, type FilterChoice } from './export-filter-words.ts';
import { RoundingConfirm } from './rounding-confirm.tsx';
import { i18n } from '../i18n/words.ts';

type Level = WindowTimesheetRequest['groupBy'][number];
type Column = NonNullable<WindowTimesheetRequest['columns']>[number];

/** Groupings people ask for, nested left to right (a simple ordered choice), each worded when drawn. */
const GROUPINGS: readonly { readonly levels: readonly Level[]; readonly words: () => string }[] = [
  { levels: ['project'], words: () => i18n._({ id: 'export.group.project', message: 'Project' }) },
  { levels: ['customer', 'project'], words: () => i18n._({ id: 'export.group.customerProject', message: 'Customer, then project' }) },
  { levels: ['customer', 'project', 'day'], words: () => i18n._({ id: 'export.group.customerProjectDay', message: 'Customer, project, then day' }) },
  { levels: ['project', 'task'], words: () => i18n._({ id: 'export.group.projectTask', message: 'Project, then task' }) },
  { levels: ['day'], words: () => i18n._({ id: 'export.group.day', message: 'Day' }) },
  { levels: ['week'], words: () => i18n._({ id: 'export.group.week', message: 'Week' }) },
  { levels: ['account', 'project'], words: () => i18n._({ id: 'export.group.accountProject', message: 'Account, then project' }) },
];

const COLUMNS: readonly Column[] = ['date', 'start', 'end', 'duration', 'billed', 'account', 'customer', 'project', 'task', 'description', 'billable', 'amount'];

/** A column of the file, named as its heading is, worded when drawn. */
function columnWords(column: Column): string {
  return i18n._({
    id: 'export.column',
    message:
      '{column, select, date {Date} start {Start} end {End} duration {Duration} billed {Billed} account {Account} customer {Customer} project {Project} task {Task} description {Description} billable {Billable} other {Amount}}',
    values: { column },
  });
}
const USUAL: readonly Column[] = ['date', 'start', 'end', 'duration', 'project', 'task', 'description'];

type Format = ExportFormat | 'text';
/** The formats; a file format by its name, text by the words of its choice (worded when drawn). */
const FORMATS: readonly { readonly key: Format; readonly label: string | null }[] = [
  { key: 'csv', label: 'CSV' },
  { key: 'xlsx', label: 'XLSX' },
  { key: 'pdf', label: 'PDF' },
  { key: 'text', label: null },
];

type Shown = { readonly request: WindowTimesheetRequest; readonly preview: Extract<TimesheetPreview, { ok: true }> };

export function ExportForm() {
  const bridge = useBridge();
  const snapshot = useSnapshot();
  // With one account: that one alone (no Accounts field; its key names the filter's).
  const offered = exportAccounts(snapshot);
  const accounts = snapshot.accounts ? offered : [];
  const [range, setRange] = useState<RangeChoice>('last-week');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [chosen, setChosen] = useState<readonly string[] | null>(null);
  const [filter, setFilter] = useState<FilterChoice | null>(null);
  const [grouping, setGrouping] = useState(0);
  const [columns, setColumns] = useState<readonly Column[]>(USUAL);
  const [decimal, setDecimal] = useState(false);
  const [rounding, setRounding] = useState(false);
  const [format, setFormat] = useState<Format>('csv');
  const [bom, setBom] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; cost: readonly string[] } | null>(null);
  const [said, setSaid] = useState('');
  /** The account whose rounding is being confirmed (one at a time: its rules are its own). */
  const [roundingIn, setRoundingIn] = useState<{ readonly key: string; readonly name: string } | null>(null);
  const offerRef = useRef<HTMLDivElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const saidRef = useRef<HTMLParagraphElement>(null);

  const picked = chosen ?? accounts.map((a) => a.key);
  const dates = range === 'dates' ? { from, to } : rangeOf(range, snapshot.today, snapshot.display.firstDayOfWeek);
  const fromError = range === 'dates' && attempted ? dateProblem(from) : null;
  const toError = range === 'dates' && attempted ? (dateProblem(to) ?? (from <= to || fromError ? null : i18n._({ id: 'export.lastAfterFirst', message: 'The last day comes on or after the first.' }))) : null;
  const accountsError = attempted && accounts.length > 1 && picked.length === 0 ? i18n._({ id: 'export.chooseAccount', message: 'Choose at least one account.' }) : null;
  const columnsError = attempted && columns.length === 0 ? i18n._({ id: 'export.chooseColumn', message: 'Choose at least one column.' }) : null;

  /** Any change: the preview shown was of the form before it. */
  const change = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setShown(null);
    setRefusal(null);
    setSaid('');
    setRoundingIn(null);
  };

  /** The confirmation closed: applied (the preview's figures are the entries' no longer, so it goes), or cancelled (back at its button). */
  const onRounded = (words: string | null) => {
    const was = roundingIn;
    setRoundingIn(null);
    if (words === null) {
      requestAnimationFrame(() => offerRef.current?.querySelector<HTMLButtonElement>(`[data-account="${was?.key ?? ''}"]`)?.focus());
      return;
    }
    setShown(null);
    setSaid(words);
    requestAnimationFrame(() => saidRef.current?.focus());
  };

  // A filter is of one account (its ids are its own): that account alone is read.
  const request = (): WindowTimesheetRequest => ({
    from: dates.from,
    to: dates.to,
    ...(filter !== null ? { accounts: [filter.accountKey], filters: { [filter.accountKey]: filterOf(filter) } } : accounts.length > 1 ? { accounts: picked } : {}),
    groupBy: GROUPINGS[grouping]!.levels,
    columns: COLUMNS.filter((k) => columns.includes(k)),
    style: decimal ? 'decimal' : 'clock',
    rounding,
  });

  const onPreview = async (e: Event) => {
    e.preventDefault();
    setAttempted(true);
    const wrong = (range === 'dates' && (dateProblem(from) !== null || dateProblem(to) !== null || from > to)) || (accounts.length > 1 && picked.length === 0) || columns.length === 0;
    if (wrong || busy) return;
    const asked = request();
    setBusy(true);
    setSaid('');
    setRoundingIn(null);
    const a = await bridge.previewTimesheet(asked);
    setBusy(false);
    if (!a.ok) {
      setShown(null);
      setRefusal({ message: a.error.message, cost: [] });
    } else if (!a.value.ok) {
      setShown(null);
      setRefusal({ message: a.value.message, cost: a.value.cost });
    } else {
      setRefusal(null);
      setShown({ request: asked, preview: a.value });
    }
    requestAnimationFrame(() => previewRef.current?.focus());
  };

  const onSave = async () => {
    if (shown === null || busy) return;
    setBusy(true);
    setSaid('');
    const a = format === 'text' ? await bridge.copyTimesheet(shown.request) : await bridge.saveTimesheet({ request: shown.request, format, ...(format === 'csv' && bom ? { bom } : {}) });
    setBusy(false);
    setSaid(a.ok ? a.value.message : a.error.message);
    requestAnimationFrame(() => saidRef.current?.focus());
  };

  return (
    <section class="export" aria-labelledby="export-heading">
      <h2 id="export-heading">{i18n._({ id: 'export.exportATimesheet', message: 'Export a timesheet' })}</h2>
      <form onSubmit={onPreview} noValidate>
        <div class="field">
          <label for="export-range">{i18n._({ id: 'export.range', message: 'Range' })}</label>
          <select id="export-range" value={range} onChange={(e) => change(setRange)(e.currentTarget.value as RangeChoice)}>
            {rangeChoices().map((r) => (
              <option key={r.key} value={r.key}>
                {r.label}
              </option>
            ))}
          </select>
          {range !== 'dates' && <p class="hint">{dates.from === dates.to ? dates.from : i18n._({ id: 'export.rangeDates', message: '{from} to {to}', values: { from: dates.from, to: dates.to } })}</p>}
        </div>
        {range === 'dates' && (
          <>
            <TextField label={i18n._({ id: 'export.firstDay', message: 'First day' })} hint={i18n._({ id: 'export.yyyyMmDd', message: 'YYYY-MM-DD' })} value={from} onInput={change(setFrom)} error={fromError} inputMode="numeric" />
            <TextField label={i18n._({ id: 'export.lastDay', message: 'Last day' })} hint={i18n._({ id: 'export.yyyyMmDd', message: 'YYYY-MM-DD' })} value={to} onInput={change(setTo)} error={toError} inputMode="numeric" />
          </>
        )}
        {accounts.length > 1 && (
          <Ticks
            legend={i18n._({ id: 'export.accounts', message: 'Accounts' })}
            id="export-account"
            items={accounts.map((a) => ({ key: a.key, label: a.name }))}
            ticked={picked}
            onChange={change((keys: readonly string[]) => {
              setChosen(keys);
              // A filter of an account no longer ticked goes with it.
              if (filter !== null && !keys.includes(filter.accountKey)) setFilter(null);
            })}
            error={accountsError}
          />
        )}
        <ExportFilter accounts={offered.filter((a) => accounts.length <= 1 || picked.includes(a.key))} several={accounts.length > 1} value={filter} onChange={change(setFilter)} />
        <div class="field">
          <label for="export-group">{i18n._({ id: 'export.groupBy', message: 'Group by' })}</label>
          <select id="export-group" value={String(grouping)} onChange={(e) => change(setGrouping)(Number(e.currentTarget.value))}>
            {GROUPINGS.map((g, i) => (
              <option key={i} value={String(i)}>
                {g.words()}
              </option>
            ))}
          </select>
        </div>
        <Ticks
          legend={i18n._({ id: 'export.columns', message: 'Columns' })}
          id="export-column"
          class="export-columns"
          items={COLUMNS.map((key) => ({ key, label: columnWords(key) }))}
          ticked={columns}
          onChange={change(setColumns)}
          error={columnsError}
        />
        <div class="checkbox">
          <input id="export-decimal" type="checkbox" checked={decimal} onChange={(e) => change(setDecimal)(e.currentTarget.checked)} />
          <label for="export-decimal">{i18n._({ id: 'export.decimalHours753', message: 'Decimal hours (7.53, not 7:32)' })}</label>
        </div>
        <div class="checkbox">
          <input id="export-rounding" type="checkbox" checked={rounding} onChange={(e) => change(setRounding)(e.currentTarget.checked)} aria-describedby="export-rounding-hint" />
          <label for="export-rounding">{i18n._({ id: 'export.applyRoundingRules', message: 'Apply rounding rules' })}</label>
          <p id="export-rounding-hint" class="hint">{i18n._({ id: 'export.billsEachEntryUnder', message: "Bills each entry under its account's rounding rules; the tracked time stays beside the billed." })}</p>
        </div>
        <fieldset>
          <legend>{i18n._({ id: 'export.format', message: 'Format' })}</legend>
          {FORMATS.map((f) => (
            <div class="checkbox" key={f.key}>
              <input id={`export-format-${f.key}`} type="radio" name="export-format" checked={format === f.key} onChange={() => setFormat(f.key)} />
              <label for={`export-format-${f.key}`}>{f.label ?? i18n._({ id: 'export.copyAsText', message: 'Copy as text' })}</label>
            </div>
          ))}
        </fieldset>
        {format === 'csv' && (
          <div class="checkbox">
            <input id="export-bom" type="checkbox" checked={bom} onChange={(e) => setBom(e.currentTarget.checked)} />
            <label for="export-bom">{i18n._({ id: 'export.byteOrderMarkFor', message: 'Byte-order mark, for Excel' })}</label>
          </div>
        )}
        <div class="actions">
          <button type="submit" class="primary" aria-busy={busy && shown === null}>{i18n._({ id: 'export.preview', message: 'Preview' })}</button>
        </div>
      </form>
      {(shown !== null || refusal !== null) && (
        <section class="export-preview" aria-labelledby="export-preview-heading">
          <h3 id="export-preview-heading" tabIndex={-1} ref={previewRef}>{i18n._({ id: 'export.preview', message: 'Preview' })}</h3>
          {(shown?.preview.cost ?? refusal?.cost ?? []).map((c) => (
            <p class="hint" key={c}>
              {c}
            </p>
          ))}
          {refusal && <ActionError error={refusal.message} />}
          {shown && <PreviewTable preview={shown.preview} />}
          {shown && !shown.preview.incomplete && (
            <div class="actions">
              <button type="button" class="primary" aria-busy={busy} onClick={onSave}>
                {format === 'text' ? i18n._({ id: 'export.copyAsText', message: 'Copy as text' }) : i18n._({ id: 'export.save', message: 'Save…' })}
              </button>
            </div>
          )}
          {shown && (shown.preview.roundable ?? []).length > 0 && (
            <div class="rounding-offer" ref={offerRef}>
              <p class="hint" id="rounding-offer-hint">
                {accounts.length > 1
                  ? i18n._({ id: 'export.storesSeveral', message: 'Stores the billed times in the entries themselves, for one account at a time: each has its own rules, and each apply is one change to undo.' })
                  : i18n._({ id: 'export.stores', message: 'Stores the billed times in the entries themselves, for a client who wants the rounded times.' })}
              </p>
              {shown.preview.roundable!.map((a) => (
                <button key={a.key} type="button" data-account={a.key} aria-describedby="rounding-offer-hint" aria-expanded={roundingIn?.key === a.key} onClick={() => setRoundingIn(a)}>
                  {accounts.length > 1 ? i18n._({ id: 'export.applyTo', message: 'Apply rounding to these entries of {account}…', values: { account: a.name } }) : i18n._({ id: 'export.applyThese', message: 'Apply rounding to these entries…' })}
                </button>
              ))}
              {roundingIn && <RoundingConfirm request={roundingRequest(shown.request, roundingIn.key)} name={roundingIn.name} onDone={onRounded} />}
            </div>
          )}
        </section>
      )}
      <p class="hint export-said" role="status" tabIndex={-1} ref={saidRef}>
        {said}
      </p>
    </section>
  );
}

/** The rounding of one account's entries of the preview shown: its range and that account's filter, so Apply stores what was shown. */
function roundingRequest(shown: WindowTimesheetRequest, account: string): WindowRoundingRequest {
  const filter = shown.filters?.[account];
  return { from: shown.from, to: shown.to, account, ...(filter ? { filter } : {}) };
}

interface TicksProps<K extends string> {
  readonly legend: string;
  /** Each box's id is `<id>-<key>`, its error's `<id>-error`. */
  readonly id: string;
  readonly class?: string;
  readonly items: readonly { readonly key: K; readonly label: string }[];
  readonly ticked: readonly K[];
  readonly onChange: (ticked: readonly K[]) => void;
  readonly error: string | null;
}

/** A group of checkboxes (the accounts, the columns) with its error as the group's description. */
function Ticks<K extends string>(p: TicksProps<K>) {
  const errorId = `${p.id}-error`;
  return (
    <fieldset class={p.class} aria-describedby={p.error ? errorId : undefined}>
      <legend>{p.legend}</legend>
      {p.items.map((item) => (
        <div class="checkbox" key={item.key}>
          <input
            id={`${p.id}-${item.key}`}
            type="checkbox"
            checked={p.ticked.includes(item.key)}
            onChange={(e) => p.onChange(e.currentTarget.checked ? [...p.ticked, item.key] : p.ticked.filter((k) => k !== item.key))}
          />
          <label for={`${p.id}-${item.key}`}>{item.label}</label>
        </div>
      ))}
      {p.error && (
        <p id={errorId} class="field-error">
          {p.error}
        </p>
      )}
    </fieldset>
  );
}

function PreviewTable({ preview }: { readonly preview: Shown['preview'] }) {
  return (
    <>
      {preview.problems.map((p) => (
        <p class="form-error" key={p}>
          {p}
        </p>
      ))}
      <ul class="export-groups" aria-label={i18n._({ id: 'export.totalsByGroup', message: 'Totals by group' })}>
        {preview.lines.map((l, i) => (
          <li key={i} class={`depth-${Math.min(l.depth, 5)}`}>
            <span class="export-label">{l.label}</span> <span class="export-figures">{l.figures}</span>
          </li>
        ))}
      </ul>
      <p class="export-total">
        <span>{i18n._({ id: 'export.total', message: '{entries, plural, one {Total, # entry} other {Total, # entries}}', values: { entries: preview.entries } })}</span> <span class="export-figures">{preview.total}</span>
      </p>
    </>
  );
}
