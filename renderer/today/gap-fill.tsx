// What fills a gap chosen on the timeline: one of the recent entries (its project, task and
// description) as a new entry spanning exactly the gap, in one step; or quick entry opened on
// that day with that start and end, for anything else. Queued like every entry (offline-safe);
// a refusal (the time was tracked meanwhile) says why here. Loaded when first opened.

import { useLayoutEffect, useRef } from 'preact/hooks';
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

/** The recent entries offered: as many as fit the window without scrolling past the strip. */
const OFFERED = 4;

export interface GapFillProps {
  readonly gap: GapView;
  /** The gap's name, as its button says it. */
  readonly name: string;
  /** `filled`: the entry is queued and the gap goes. */
  readonly done: (filled: boolean) => void;
}

export function GapFill({ gap, name, done }: GapFillProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const drafts = useDrafts();
  const openPlace = useOpenPlace();
  const action = useAction();
  const firstRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => firstRef.current?.focus(), []);
  const recent = s.recent.slice(0, OFFERED);
  const at = (ms: number) => formatInstantTime(ms, s.zone.offsetMinutes, s.display.hourCycle);
  const fill = async (entryKey: string) => {
    const r = await action.run(() => outcome(bridge.fillGap({ start: gap.start, end: gap.end, entryKey })));
    if (r?.ok) done(true);
  };
  const toQuickEntry = () => {
    prefillQuickEntry(drafts, { date: gap.date, start: at(gap.start), end: at(gap.end) });
    openPlace('quick-entry');
  };
  return (
    <div class="gap-fill" role="group" aria-label={name}>
      <p class="hint" aria-hidden="true">
        {name}
      </p>
      {recent.map((e, i) => (
        <button type="button" class="secondary" ref={i === 0 ? firstRef : undefined} aria-busy={action.busy || undefined} onClick={() => void fill(e.key)}>
          Fill with {entryLabel(e)}
        </button>
      ))}
      <div class="actions">
        <button type="button" class="secondary" ref={recent.length === 0 ? firstRef : undefined} onClick={toQuickEntry}>
          Quick entry…
        </button>
        <button type="button" class="link" onClick={() => done(false)}>
          Cancel
        </button>
      </div>
      <ActionError error={action.error} />
    </div>
  );
}
