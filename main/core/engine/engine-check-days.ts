// The days a change's check before sending looks at (engine-preflight.ts), read at most once
// for the whole change: the detailed report of the day(s) concerned holds every entry of the
// person's there, so one read answers both "did the entry change on the web since it was
// shown?" and "is anything else under the new times now?". An edit was 2 reads before its
// update (the entry, then the day), a split 2 before its 2 writes; now each is 1 (issue 61).
// A day read a few seconds ago (the engine's poll, or this check's own read for a change's
// earlier part) is the service's state: no read at all.

import { wordsOf } from './engine-language.ts';
import type { EngineState } from './engine-state.ts';
import type { EngineParts } from './engine-parts.ts';
import { readRecent } from '../reads/reads.ts';
import type { ServerEntry } from '../reads/server-entry.ts';
import { weekEnd } from '../reads/week-cache.ts';
import { addDays } from '../time/local-time.ts';

/** A day read this long ago is read again before an entry is laid on it (a phone entry a moment ago). */
export const DAY_FRESH_MS = 5_000;
/** Days further apart than this are not read in one report (a change never spans them; kept as a guard). */
const ONE_READ_SPAN_DAYS = 7;

/** A read that could not be made (offline, rate limited, not signed in): the op waits. */
export type DaysHalt = { readonly halt: { readonly type: 'offline' | 'failed'; readonly message: string } };

/** The entries of a date as the service held them at `at` (epoch ms). */
interface DayCopy {
  readonly at: number;
  readonly entries: readonly ServerEntry[];
}

/**
 * Days this engine read for a check, other than today's and yesterday's (those are the
 * engine's own read, kept in its state): a split of last week's entry checks its second part
 * on the read made for its first a moment before.
 */
export class CheckedDays {
  private readonly days = new Map<string, DayCopy>();

  constructor(
    private readonly s: EngineState,
    private readonly parts: EngineParts,
  ) {}

  private recent(date: string): boolean {
    const today = this.s.today();
    return date <= today && date >= addDays(today, -1);
  }

  /**
   * When the service's entries of `date` were last read (epoch ms), or null: the report's
   * rows, never an answer that only said what runs (it tells nothing of an entry's fields or
   * of one the phone added).
   */
  readAt(date: string): number | null {
    const own = this.days.get(date)?.at ?? null;
    const engine = this.recent(date) ? this.s.lastReportAt : (Object.values(this.s.known.weeks).find((w) => date >= w.start && date <= weekEnd(w.start))?.readAt ?? null);
    return own === null ? engine : engine === null ? own : Math.max(own, engine);
  }

  /** Whether `date` was read within DAY_FRESH_MS, and since the network last came back (the web may have changed anything meanwhile). */
  fresh(date: string): boolean {
    const at = this.readAt(date);
    return at !== null && this.s.now() - at <= DAY_FRESH_MS && at >= this.parts.loop.backOnlineAt();
  }

  /** The person's entries of `date` as last read (no request). */
  copy(date: string): ServerEntry[] {
    const userId = this.s.record?.user.id;
    const mine = (e: ServerEntry) => e.date === date && e.userId === userId;
    const own = this.days.get(date);
    const engine = this.recent(date) ? this.s.lastReportAt : null;
    if (own !== undefined && (engine === null || own.at > engine)) return own.entries.filter(mine);
    const fromState = [...this.s.known.entries.values()].filter(mine);
    if (this.recent(date)) return fromState;
    // A past week read for the window holds that day's entries; what answers taught since is in both.
    const week = Object.values(this.s.known.weeks).find((w) => date >= w.start && date <= weekEnd(w.start));
    const byId = new Map<number, ServerEntry>((week?.entries ?? []).filter(mine).map((e) => [e.id, e]));
    for (const e of fromState) byId.set(e.id, e);
    return [...byId.values()];
  }

  /**
   * One read of every date in `dates` (the engine's own read when they are all today's or
   * yesterday's, which then counts as its poll; else one detailed report over their span).
   * Resolves null when read, or why not.
   */
  async read(dates: readonly string[]): Promise<DaysHalt | null> {
    const record = this.s.record;
    const client = this.s.client;
    const i18n = wordsOf(this.s);
    if (!record || !client) return { halt: { type: 'failed', message: i18n._({ id: 'check.notSignedIn', message: 'Not signed in.' }) } };
    const wanted = [...new Set(dates)].sort();
    if (wanted.length === 0) return null;
    const asked = this.s.now();
    if (wanted.every((d) => this.recent(d))) {
      await this.parts.reads.readNow();
      if (this.s.lastReportAt === null || this.s.lastReportAt < asked) return { halt: { type: 'offline', message: i18n._({ id: 'check.dayUnread', message: 'The day could not be read before the change is sent.' }) } };
      return null;
    }
    const from = wanted[0]!;
    const last = wanted.at(-1)!;
    const to = addDays(from, ONE_READ_SPAN_DAYS) < last ? from : last;
    const r = await readRecent(client, record.user.id, from, to);
    for (let d = from; d <= to; d = addDays(d, 1)) this.days.set(d, { at: asked, entries: r.entries.filter((e) => e.date === d) });
    // Dates left beyond the span (never for one change): each read on its own.
    for (const d of wanted.filter((x) => x > to)) {
      const more = await readRecent(client, record.user.id, d, d);
      this.days.set(d, { at: asked, entries: more.entries });
    }
    this.forgetOld();
    return null;
  }

  private forgetOld(): void {
    const now = this.s.now();
    for (const [d, c] of this.days) if (now - c.at > DAY_FRESH_MS) this.days.delete(d);
  }
}
