// The demo's activity record (issue 69, item 1). The demo picks the focused-window backend as
// the app and the command line do (desktopActivitySource, one chooser): this desktop's own
// windows wherever it lets Stint see them (an X11 session, KDE Plasma, Sway...). Where nothing
// can see them (no desktop session, an unknown compositor, a sandbox), a scripted desktop
// stands in, saying so on screen, so that every part of the record can be tried in the
// window: the lane, a fill from activity, "Always book…", pause and delete.
//
// The scripted desktop has a morning behind it: the windows of DEMO_WINDOWS, each for its
// minutes, ending when the demo starts, written to the demo's record in its temporary folder
// as the recorder writes its lines (activity-lines.ts), so the lane shows them once the record
// is turned on. While the record is on, another of those windows takes the focus every
// LIVE_MINUTES, by the engine's clock, and the record grows as with a real desktop.

import type { ActivityAvailability, ActivitySource, ActivityStore, FocusedWindow } from '../../main/core/ports.ts';
import { lineOf, partsByDate, type Stretch } from '../../main/core/activity/activity-lines.ts';
import { chooseBackend, type DesktopFacts } from '../../main/platform/node/activity/desktop-choice.ts';
import { desktopActivitySource } from '../../main/platform/node/activity/desktop-activity-source.ts';
import { processDesktopFacts } from '../../main/platform/node/activity/desktop-facts.ts';
import { cannotWords, desktopWords } from '../../main/platform/node/activity/desktop-words.ts';
import { sourceWords } from '../../main/i18n/words.ts';
import { systemClock, type Clock } from '../../main/time/clock.ts';

/** A morning's applications and windows, in order, with their minutes: the demo's projects' kind of work. */
export const DEMO_WINDOWS: readonly (readonly [app: string, title: string, minutes: number])[] = [
  ['Figma', 'Homepage — Acme', 40],
  ['Slack', '#acme-website', 6],
  ['Code', 'api-client.ts — mobile-app — Visual Studio Code', 45],
  ['Firefox', 'Pull request 12 · mobile-app — Mozilla Firefox', 15],
  ['Figma', 'Homepage — Acme', 25],
  ['Thunderbird', 'Inbox — ada@example.com', 10],
];

/** While the record is on, the scripted focus moves on this often. */
export const LIVE_MINUTES = 4;
const LIVE_MS = LIVE_MINUTES * 60_000;

/** What the scripted desktop says of itself, in Settings and under the lane, before why this desktop's own windows cannot be seen. */
export const SCRIPTED_WORDS = `A scripted desktop of the demo, not your own windows: the record holds a morning of its applications and windows, and another of them takes the focus every ${LIVE_MINUTES} minutes while the record is on.`;

/** The morning's stretches, the last ending at `end` (epoch ms). Pure. */
export function demoMorning(end: number): Stretch[] {
  let at = end - DEMO_WINDOWS.reduce((sum, [, , minutes]) => sum + minutes * 60_000, 0);
  return DEMO_WINDOWS.map(([app, title, minutes]) => {
    const start = at;
    at += minutes * 60_000;
    return { start, end: at, app, title };
  });
}

/** The scripted window in focus at `now`: the same for every watcher, by the clock alone. Pure. */
export function demoWindowAt(now: number): FocusedWindow {
  const [app, title] = DEMO_WINDOWS[Math.floor(now / LIVE_MS) % DEMO_WINDOWS.length]!;
  return { app, title };
}

/** The scripted desktop: says what it is and why this desktop's own windows cannot be seen. */
export class DemoDesktop implements ActivitySource {
  constructor(
    private readonly clock: Clock,
    /** The chooser's words for this desktop (desktop-choice.ts). */
    readonly reason: string,
  ) {}

  async availability(): Promise<ActivityAvailability> {
    return { ok: true, backend: 'demo', titles: true, note: `${SCRIPTED_WORDS} ${this.reason}` };
  }

  watch(onFocus: (focused: FocusedWindow | null) => void): () => void {
    const stop = new AbortController();
    const run = async () => {
      onFocus(demoWindowAt(this.clock.now()));
      for (;;) {
        await this.clock.sleep(LIVE_MS - (this.clock.now() % LIVE_MS), stop.signal);
        onFocus(demoWindowAt(this.clock.now()));
      }
    };
    // Aborted when the record stops watching: the loop ends there.
    run().catch(() => undefined);
    return () => stop.abort();
  }

  /** Writes the morning, ending at `end`, to `store` (the demo's record): each stretch's line in its local date's file. */
  async writeMorning(store: ActivityStore, end: number, offsetMinutes: number): Promise<void> {
    const byDate = new Map<string, string[]>();
    for (const stretch of demoMorning(end)) {
      for (const { date, part } of partsByDate(stretch, offsetMinutes)) byDate.set(date, [...(byDate.get(date) ?? []), lineOf(part)]);
    }
    for (const [date, lines] of byDate) await store.append(date, lines);
  }
}

export interface DemoActivity {
  /** For the harness: this desktop's backend, or the scripted desktop. */
  readonly source: ActivitySource;
  /** The scripted desktop where it stands in; null: this desktop's own windows. */
  readonly scripted: DemoDesktop | null;
  /** The banner's line: what the record sees in this demo. */
  readonly words: string;
}

/** The demo's focused window, chosen as the app and the command line choose. */
export function demoActivity(facts: DesktopFacts = processDesktopFacts(), clock: Clock = systemClock): DemoActivity {
  const made: { scripted: DemoDesktop | null } = { scripted: null };
  const source = desktopActivitySource({ facts, clock, whereNone: (none) => (made.scripted = new DemoDesktop(clock, cannotWords(none.why, sourceWords()))) });
  const { scripted } = made;
  // The demo speaks English, as its banner does.
  const said = desktopWords(chooseBackend(facts), sourceWords());
  const words =
    scripted === null
      ? `${said} Settings → Activity record turns it on.`
      : `${said} The demo offers a scripted desktop instead (not your own windows): Settings → Activity record turns it on.`;
  return { source, scripted, words };
}
