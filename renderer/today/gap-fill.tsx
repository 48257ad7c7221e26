// What fills a gap chosen on the timeline: one of the recent entries of any account (its project, task and
// description) as a new entry spanning exactly the gap, or the part of it typed in From and
// To, in one step; or quick entry opened on that day with that start and end, for anything
// else. Each choice shows its whole name (wrapped, never cut). Queued like every entry (offline-safe);
// a refusal (the time was tracked meanwhile) says why here. A calendar's events with time in
// the gap come first (gap-event-offers.tsx). Loaded when first opened.

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { GapView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { useDrafts } from '../state/drafts.ts';
import { useOpenPlace } from '../state/open-place.ts';
import { entryLabel } from '../text/entry-label.ts';
import { formatInstantTime } from '../text/time.ts';
import { useAction } from '../controls/use-action.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { prefillQuickEntry } from '../quick-entry/quick-entry-draft.ts';
import { TextField } from '../controls/text-field.tsx';
import { i18n } from '../i18n/words.ts';
import { gapPart } from './gap-part.ts';
import { gapRecent } from './gap-recent.ts';
import { offersInGap } from './calendar-offers.ts';
import { GapEventOffers } from './gap-event-offers.tsx';
import { ActivityFillOffer } from './activity-fill-offer.tsx';
import type { BookedFromActivity } from './activity-words.ts';

/** The recent entries offered: as many as fit the window without scrolling past the strip. */
const OFFERED = 4;

export interface GapFillProps {
  readonly gap: GapView;
  /** The gap's name, as its button says it. */
  readonly name: string;
  /** `filled`: the entry is queued and the gap goes. */
  readonly done: (filled: boolean) => void;
  /** A fill from activity whose project the person picked (for "Always book … to …?"). */
  readonly booked?: (b: BookedFromActivity) => void;
}

export function GapFill({ gap, name, done, booked }: GapFillProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const drafts = useDrafts();
  const openPlace = useOpenPlace();
  const action = useAction();
  const firstRef = useRef<HTMLButtonElement>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => firstRef.current?.focus(), []);
  const recent = gapRecent(s.recent, s.accounts, OFFERED);
  // The events first: the first of them takes the focus, else what the activity record offers, else the first recent entry.
  const events = offersInGap(s.calendar?.fillable ?? [], gap);
  const activity = s.activity?.fills.find((f) => f.date === gap.date && f.gap.start === gap.start) ?? null;
  const first = events.length > 0 ? 'event' : activity !== null ? 'activity' : recent.length > 0 ? 'recent' : 'quick';
  const at = (ms: number) => formatInstantTime(ms, s.zone.offsetMinutes, s.display.hourCycle);
  // The part to fill: the whole gap as first offered, or a start and an end typed inside it.
  const [offered] = useState(() => ({ from: at(gap.start), to: at(gap.end) }));
  const [from, setFrom] = useState(offered.from);
  const [to, setTo] = useState(offered.to);
  const [partErrors, setPartErrors] = useState<{ from?: string; to?: string }>({});
  const part = () =>
    gapPart({
      gap,
      offsetMinutes: s.zone.offsetMinutes,
      from,
      to,
      fromOffered: from === offered.from,
      toOffered: to === offered.to,
      words: { start: at(gap.start), end: at(gap.end), example: at(gap.start + Math.floor((gap.end - gap.start) / 2 / 60_000) * 60_000) },
    });
  // A field's reason goes as soon as what is typed there is right.
  const now = part();
  const shownErrors = 'fields' in now ? { from: partErrors.from && now.fields.from, to: partErrors.to && now.fields.to } : {};
  const fill = async (entryKey: string, accountKey?: string) => {
    const p = part();
    if ('fields' in p) {
      action.newAttempt();
      setPartErrors(p.fields);
      (p.fields.from !== undefined ? fromRef : toRef).current?.focus();
      return;
    }
    setPartErrors({});
    const r = await action.run(() => outcome(bridge.fillGap({ start: p.start, end: p.end, entryKey, ...(accountKey !== undefined ? { accountKey } : {}) })));
    if (r?.ok) done(true);
  };
  const toQuickEntry = () => {
    const p = part();
    prefillQuickEntry(drafts, { date: gap.date, ...('fields' in p ? { start: at(gap.start), end: at(gap.end) } : { start: at(p.start), end: at(p.end) }) });
    openPlace('quick-entry');
  };
  return (
    <div class="gap-fill" role="group" aria-label={name}>
      <p class="hint" aria-hidden="true">
        {name}
      </p>
      {events.length > 0 && <GapEventOffers offers={events} filled={() => done(true)} />}
      {activity !== null && <ActivityFillOffer offer={activity} first={first === 'activity'} filled={() => done(true)} booked={(b) => booked?.(b)} />}
      <div class="time-fields">
        <TextField label={i18n._({ id: 'gap.from', message: 'From' })} value={from} onInput={setFrom} error={shownErrors.from} inputRef={fromRef} class="time-field" />
        <TextField label={i18n._({ id: 'gap.to', message: 'To' })} value={to} onInput={setTo} error={shownErrors.to} inputRef={toRef} class="time-field" />
      </div>
      {recent.map((r, i) => (
        <button type="button" class="secondary" ref={i === 0 && first === 'recent' ? firstRef : undefined} aria-busy={action.busy || undefined} onClick={() => void fill(r.entryKey, r.accountKey)}>
          {i18n._({ id: 'gap.fillWith', message: 'Fill with {entry}', values: { entry: entryLabel(r.shown) } })}
        </button>
      ))}
      <div class="actions">
        <button type="button" class="secondary" ref={first === 'quick' ? firstRef : undefined} onClick={toQuickEntry}>
          {i18n._({ id: 'gap.quickEntry', message: 'Quick entry…' })}
        </button>
        <button type="button" class="link" onClick={() => done(false)}>
          {i18n._({ id: 'common.cancel', message: 'Cancel' })}
        </button>
      </div>
      <ActionError error={action.error} />
    </div>
  );
}
