// The person's activity record as it is made: the focused window from the desktop's backend
// (ActivitySource), stamped with the person's clock, filtered before anything is stored,
// turned into stretches (focus-steps.ts) and appended to the day's file (ActivityStore).
// Nothing is watched while the record is off; nothing is recorded while paused, locked,
// asleep or away (the idle policy of attention/ decides, on the same threshold as the away
// prompt). A stretch is written when it begins and again every CHECKPOINT_MS while it runs,
// so a kill costs at most the seconds since the last line, and a restart reads each stretch
// once (activity-lines.ts). Titles never reach the log.

import { INITIAL_IDLE_STATE, stepIdle, type IdleEvent, type IdleState } from '../attention/idle-policy.ts';
import type { ActivityAvailability, ActivitySource, ActivityWords, ActivityStore, Clock, DurableStore, FocusedWindow, IdleSource, Logger } from '../ports.ts';
import type { ActivitySettings } from '../settings/settings-schema.ts';
import { startOfLocalDate } from '../time/local-calendar.ts';
import { addDays, localDate } from '../time/local-time.ts';
import { filtered, type Seen } from './activity-filter.ts';
import { datesToDelete, expiredDates, type DeleteRange } from './activity-dates.ts';
import { foldLines, lineOf, writesFor, type Placed, type Stretch } from './activity-lines.ts';
import { focused, NOTHING_OPEN, settle, stopped, type FocusState, type FocusStep } from './focus-steps.ts';
import { beginTime, readTime, tickTime, type RecordTime } from './record-time.ts';
import { MAX_TEXT, printableLine, printableWindow } from './window-text.ts';

/** A running stretch is written again this often: what a kill can cost at most. */
export const CHECKPOINT_MS = 30_000;
const TICK_MS = 15_000;
/** The durable record of a pause (survives a restart). */
export const ACTIVITY_PAUSE_KEY = 'activity-pause';

export interface RecorderPorts {
  readonly clock: Clock;
  readonly idle: IdleSource;
  /** The first account's records: the pause is kept there. */
  readonly durable: DurableStore;
  readonly logger: Logger;
  readonly source?: ActivitySource;
  readonly store?: ActivityStore;
  /** The zone the person's days are read in (the account in use's). */
  readonly offsetMinutes: () => number;
  /** The first day of the person's week (0 Sunday .. 6 Saturday). */
  readonly weekStart: () => number;
}

export interface RecorderConfig {
  readonly activity: ActivitySettings;
  readonly idleThresholdMinutes: number;
  /**
   * Why a setting that guards the record could not be read, in words; nothing is watched or
   * recorded until it can (habit 19: never an empty list in a filter's place). Absent: none.
   */
  readonly held?: string | null;
}

/** What the record is doing, for Settings and the tray. */
export type RecordingState = 'off' | 'on' | 'paused' | 'away' | 'unavailable';

export class ActivityRecorder {
  private config: RecorderConfig | null = null;
  private focus: FocusState = NOTHING_OPEN;
  private idleState: IdleState = INITIAL_IDLE_STATE;
  /** The last window the backend gave, unfiltered, kept in memory only: recording goes on with it after an absence. */
  private current: FocusedWindow | null = null;
  private unwatch: (() => void) | null = null;
  /** The watch under way: a late call of one stopped is not heard. */
  private watching: object | null = null;
  private offIdle: (() => void) | null = null;
  private trouble: ActivityWords | null = null;
  private availability: ActivityAvailability | null = null;
  private pausedUntil: number | null = null;
  /** Where the open stretch's lines reached, and when it was last written. */
  private writtenUntil: number | null = null;
  /** The open stretch's parts written so far (date, start): what a later line must erase when it no longer has them. */
  private placed: readonly Placed[] = [];
  /** Stretches of the dates read or written this run, folded (the dates shown; pruned at each new day). */
  private readonly known = new Map<string, Map<number, Stretch>>();
  private writing: Promise<unknown> = Promise.resolve();
  private readonly stopTicks = new AbortController();
  private readonly listeners = new Set<() => void>();
  private lastDate: string | null = null;
  private closed = false;
  /** The end of what is recorded (this run's lines and the dates read at start): nothing is recorded before it again. */
  private floor = -Infinity;
  /** The record's own time (record-time.ts): the wall clock, never back under a stretch. */
  private time: RecordTime;

  constructor(private readonly ports: RecorderPorts) {
    this.time = beginTime(ports.clock.now(), this.floor);
  }

  /** Reads the pause kept, asks the backend what it can see, and begins ticking. */
  async open(config: RecorderConfig): Promise<void> {
    const read = await this.ports.durable.read(ACTIVITY_PAUSE_KEY);
    if (read.status === 'ok' && typeof (read.value as { until?: unknown } | null)?.until === 'number') this.pausedUntil = (read.value as { until: number }).until;
    this.availability = this.ports.source ? await this.ports.source.availability() : null;
    this.offIdle = this.ports.idle.onEvent((ev) => this.feedIdle({ type: ev, at: this.now() }));
    await this.configure(config);
    void this.ticker();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The person's settings, at start and at each change: turns the record on or off, and the filters apply from now on. */
  async configure(config: RecorderConfig): Promise<void> {
    const was = this.config?.activity.enabled === true;
    this.config = config;
    if (config.activity.enabled && !was) {
      await this.forget();
      await this.load(this.today());
    }
    this.follow();
    // New filters apply from now: the window in focus is seen again through them.
    if (was && this.state() === 'on') this.apply(focused(this.focus, this.seen(this.current), this.now()));
    await this.settled();
  }

  state(): RecordingState {
    if (this.config?.activity.enabled !== true) return 'off';
    if (!this.ports.source || !this.ports.store || this.availability?.ok === false) return 'unavailable';
    if (this.paused() || this.held() !== null) return 'paused';
    return this.idleState.away !== null ? 'away' : 'on';
  }

  status(): { readonly state: RecordingState; readonly pausedUntil: number | null; readonly held: string | null; readonly availability: ActivityAvailability | null; readonly trouble: ActivityWords | null; readonly where: string | null } {
    return { state: this.state(), pausedUntil: this.paused() ? this.pausedUntil : null, held: this.held(), availability: this.availability, trouble: this.trouble, where: this.ports.store?.where ?? null };
  }

  /** Pauses until `until` (epoch ms); null: goes on now. Kept across a restart. */
  async pause(until: number | null): Promise<void> {
    this.pausedUntil = until;
    // Followed at the instant: a pause's end is not put off by the write of its record.
    this.follow();
    if (until === null) await this.ports.durable.delete(ACTIVITY_PAUSE_KEY);
    else await this.ports.durable.write(ACTIVITY_PAUSE_KEY, { until });
    await this.settled();
  }

  /** The end of today, for "pause for the day". */
  endOfToday(): number {
    const offset = this.ports.offsetMinutes();
    return startOfLocalDate(addDays(localDate(this.ports.clock.now(), offset), 1), offset);
  }

  /** Deletes the record of today, this week or every date from disk; a stretch under way goes on from now. */
  async deleteRecord(range: DeleteRange): Promise<readonly string[]> {
    const store = this.ports.store;
    if (!store) return [];
    await this.settled();
    const gone = datesToDelete(await store.dates(), range, this.today(), this.ports.weekStart());
    // What runs now was partly in a deleted date: it is recorded again from this instant only.
    const open = this.focus.open;
    if (open) {
      this.focus = { ...this.focus, open: { ...open, start: this.now() } };
      this.writtenUntil = null;
      this.placed = [];
    }
    for (const d of gone) {
      await store.remove(d);
      this.known.delete(d);
    }
    if (gone.includes(this.today())) this.known.set(this.today(), new Map());
    this.publish();
    await this.settled();
    return gone;
  }

  /** The dates the record keeps, oldest first (today's too while it is being recorded). */
  async dates(): Promise<readonly string[]> {
    await this.settled();
    const kept = this.ports.store ? await this.ports.store.dates() : [];
    return [...new Set([...kept, ...[...this.known].filter(([, m]) => m.size > 0).map(([d]) => d)])].sort();
  }

  /** The stretches of `date` (the person's zone), the one under way up to now included; by start. */
  async day(date: string): Promise<readonly Stretch[]> {
    await this.settled();
    if (!this.known.has(date)) {
      const lines = this.ports.store ? await this.ports.store.read(date) : [];
      return this.withOpen(date, foldLines(lines));
    }
    return this.withOpen(date, [...this.known.get(date)!.values()].sort((a, b) => a.start - b.start));
  }

  /** Today's stretches as known in memory (for the snapshot, which cannot wait), the one under way up to now included. */
  todayNow(): readonly Stretch[] {
    const today = this.today();
    return this.withOpen(today, [...(this.known.get(today)?.values() ?? [])].sort((a, b) => a.start - b.start));
  }

  /** The window recorded now (after its few seconds), for the switch question. */
  openNow(): { readonly start: number; readonly seen: Seen } | null {
    return this.state() === 'on' ? this.focus.open : null;
  }

  settled(): Promise<void> {
    return this.writing.then(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopTicks.abort();
    this.stopAt(this.now());
    this.unwatch?.();
    this.unwatch = null;
    this.offIdle?.();
    await this.settled();
  }

  // ===== the steps =====

  /** The record's instant now: see record-time.ts. */
  private now(): number {
    this.time = readTime(this.time, this.ports.clock.now(), this.recording(), this.floor);
    return this.time.at;
  }

  /** A stretch is open or a window is becoming one: the record's time is not the wall clock's to move back. */
  private recording(): boolean {
    return this.focus.open !== null || (this.focus.candidate?.seen ?? null) !== null;
  }

  private today(): string {
    return localDate(this.now(), this.ports.offsetMinutes());
  }

  private paused(): boolean {
    // A pause's end is an instant of the wall clock, as the person chose it.
    return this.pausedUntil !== null && this.ports.clock.now() < this.pausedUntil;
  }

  private held(): string | null {
    return this.config?.held ?? null;
  }

  /** Watches the backend while the record is on and not paused; records while also not away. */
  private follow(): void {
    const on = this.config?.activity.enabled === true && !this.paused() && this.held() === null && this.ports.store !== undefined;
    if (on && this.unwatch === null && this.ports.source) {
      this.trouble = null;
      const token = {};
      this.watching = token;
      this.unwatch = this.ports.source.watch(
        (w) => {
          if (this.watching === token) this.onFocus(w);
        },
        (reason) => {
          this.trouble = reason;
          this.stopAt(this.now());
          this.publish();
        },
      );
    } else if (!on && this.unwatch !== null) {
      this.unwatch();
      this.unwatch = null;
      this.watching = null;
      this.current = null;
      this.stopAt(this.now());
    }
    this.publish();
  }

  private onFocus(w: FocusedWindow | null): void {
    if (this.closed) return;
    // One printable line each, before anything is filtered, kept or shown.
    this.current = w === null ? null : printableWindow(w);
    if (this.state() !== 'on') return;
    this.apply(focused(this.focus, this.seen(this.current), this.now()));
  }

  /** What of `w` may be stored, under the person's filters; a title a rewrite made too long is cut between graphemes. */
  private seen(w: FocusedWindow | null): Seen | null {
    const s = filtered(w, this.config!.activity);
    return s === null ? null : { ...s, title: printableLine(s.title, MAX_TEXT) };
  }

  private feedIdle(event: IdleEvent): void {
    const wasAway = this.idleState.away !== null;
    this.idleState = stepIdle(this.idleState, event, { enabled: true, thresholdSeconds: (this.config?.idleThresholdMinutes ?? 5) * 60, running: null, pending: null }).state;
    const away = this.idleState.away;
    if (away !== null && !wasAway) this.stopAt(away.since);
    else if (away === null && wasAway && this.state() === 'on') this.apply(focused(this.focus, this.seen(this.current), this.now()));
    this.publish();
  }

  private async ticker(): Promise<void> {
    let slept = 0;
    while (!this.closed) {
      try {
        // A pause ends on its instant, not at the next tick.
        const untilPauseEnds = this.paused() ? this.pausedUntil! - this.ports.clock.now() : TICK_MS;
        slept = Math.min(TICK_MS, untilPauseEnds);
        await this.ports.clock.sleep(slept, this.stopTicks.signal);
      } catch {
        return;
      }
      this.tick(slept);
    }
  }

  /** After the ticker's timer ran `slept` ms. */
  private tick(slept: number): void {
    this.time = tickTime(this.time, this.ports.clock.now(), slept, this.recording(), this.floor);
    const now = this.time.at;
    if (this.pausedUntil !== null && this.ports.clock.now() >= this.pausedUntil) void this.pause(null);
    this.feedIdle({ type: 'tick', at: now, idleSeconds: this.ports.idle.idleSeconds() });
    this.apply(settle(this.focus, now));
    const open = this.focus.open;
    if (open && (this.writtenUntil === null || now - this.writtenUntil >= CHECKPOINT_MS)) this.write({ start: open.start, end: now, seen: open.seen });
    const today = this.today();
    if (today !== this.lastDate) {
      this.lastDate = today;
      void this.forget();
      for (const d of [...this.known.keys()]) if (d < addDays(today, -1)) this.known.delete(d);
    }
  }

  private stopAt(at: number): void {
    this.apply(stopped(this.focus, Math.min(at, this.now())));
  }

  private apply(step: FocusStep): void {
    this.focus = step.state;
    // In order: the stretch that was open (written up to writtenUntil), then one opened and closed in this step (never written).
    for (const c of step.closed) {
      this.write(c);
      this.writtenUntil = null;
      this.placed = [];
    }
    if (step.opened && this.focus.open?.start === step.opened.start) this.write({ start: step.opened.start, end: this.now(), seen: step.opened.seen });
    if (step.closed.length > 0 || step.opened) this.publish();
  }

  /** Appends the lines of a stretch as it stands (its first, a checkpoint, or its last). */
  private write(s: { start: number; end: number; seen: Seen }): void {
    const store = this.ports.store;
    if (!store) return;
    const stretch: Stretch = { start: s.start, end: s.end, ...s.seen };
    const writes = writesFor(stretch, this.placed, this.ports.offsetMinutes());
    this.writtenUntil = s.end;
    this.floor = Math.max(this.floor, s.end);
    this.placed = writes.filter((w) => w.part.end > w.part.start).map((w) => ({ date: w.date, start: w.part.start }));
    const byDate = new Map<string, string[]>();
    const recent = addDays(this.today(), -1);
    for (const { date, part } of writes) {
      byDate.set(date, [...(byDate.get(date) ?? []), lineOf(part)]);
      // The dates shown are kept in memory as they are written (a date not read yet is new this run).
      if (!this.known.has(date) && date >= recent) this.known.set(date, new Map());
      const mem = this.known.get(date);
      if (part.end > part.start) mem?.set(part.start, part);
      else mem?.delete(part.start);
    }
    this.writing = this.writing.then(async () => {
      for (const [date, lines] of byDate) {
        try {
          await store.append(date, lines);
        } catch (e) {
          // The reason only: a title never goes to the log.
          this.ports.logger.log('error', 'the activity record could not be written', { error: e instanceof Error ? (e as NodeJS.ErrnoException).code ?? e.name : 'unknown' });
        }
      }
    });
  }

  private async load(date: string): Promise<void> {
    const lines = this.ports.store ? await this.ports.store.read(date) : [];
    const stretches = foldLines(lines);
    this.known.set(date, new Map(stretches.map((s) => [s.start, s])));
    this.floor = Math.max(this.floor, ...stretches.map((s) => s.end));
  }

  /** Dates past keeping are deleted from disk (at start and at each new day). */
  private async forget(): Promise<void> {
    const store = this.ports.store;
    const keep = this.config?.activity.keepDays;
    if (!store || keep === undefined) return;
    const run = async () => {
      for (const d of expiredDates(await store.dates(), this.today(), keep)) {
        await store.remove(d);
        this.known.delete(d);
      }
    };
    this.writing = this.writing.then(run, run);
    await this.writing;
  }

  private withOpen(date: string, stretches: Stretch[]): Stretch[] {
    const open = this.focus.open;
    if (open === null) return stretches;
    const live = { start: open.start, end: this.now(), ...open.seen };
    const offset = this.ports.offsetMinutes();
    const from = startOfLocalDate(date, offset);
    const to = startOfLocalDate(addDays(date, 1), offset);
    if (live.end <= from || live.start >= to) return stretches;
    const clipped = { ...live, start: Math.max(from, live.start), end: Math.min(to, live.end) };
    return [...stretches.filter((s) => s.start !== clipped.start), clipped].sort((a, b) => a.start - b.start);
  }

  private publish(): void {
    for (const l of this.listeners) l();
  }
}
