// What the engine lists as not saved (a change the service refused for good), read for the
// property suite's oracle through ONE adapter, `notSavedOf`: the engine's list of changes not
// saved names an entry by its key, so a watch (`NotSavedWatch`) sees every snapshot,
// remembers what each key showed, and keeps every refusal told.
import type { EntryView, Snapshot } from '../../../main/core/stint.ts';
import type { Fields } from '../support/intent.ts';

/** One change the service refused for good: the entry it was about (when known) and why. */
export interface NotSaved {
  /** The entry as the person last saw it meant; null when the engine did not say which. */
  readonly entry: (Fields & { readonly date: string }) | null;
  /**
   * Where the entry began as its key last showed it ("HH:MM:SS"): which of two entries alike
   * in every field it was (a split's part and a part of a later split onto the same project).
   */
  readonly shownStart?: string;
  readonly why: string;
  /** The engine's id of a listed refusal: two alike (the same change refused twice) are two. */
  readonly id?: string;
}

/** What each entry key last showed, so a refusal named by key says which entry it was about. */
export type ShownByKey = ReadonlyMap<string, Shown>;

interface Shown {
  readonly fields: Fields & { readonly date: string };
  readonly timeStart: string;
}

/** The entry a key named, with where it began when one was shown. */
function about(shown: ShownByKey, key: string | undefined): Pick<NotSaved, 'entry' | 'shownStart'> {
  const s = key !== undefined ? shown.get(key) : undefined;
  return s === undefined ? { entry: null } : { entry: s.fields, shownStart: s.timeStart };
}

/**
 * The refusals a snapshot tells: the engine's list of changes not saved (`snapshot.notSaved`,
 * kept until dismissed), and its notice when that is an error about an entry not listed (a
 * refusal at the click, which is never queued and so never listed).
 */
export function notSavedOf(s: Snapshot, shown: ShownByKey): NotSaved[] {
  const listed = (s.notSaved ?? []).map((r): NotSaved => ({ ...about(shown, r.entryKey), why: `${r.what}: ${r.why}`, id: r.id }));
  const n = s.notice;
  if (n === null || n.level !== 'error') return listed;
  // The notice of a refusal that is listed says it again: one refusal, told once.
  if (n.entryKey !== undefined && (s.notSaved ?? []).some((r) => r.entryKey === n.entryKey)) return listed;
  return [...listed, { ...about(shown, n.entryKey), why: n.message }];
}

const shownOf = (v: EntryView): Shown => ({ fields: { projectId: v.projectId, taskId: v.taskId, description: v.description, date: v.date }, timeStart: v.timeStart });

/** Every refusal told over a run, across restarts: `watch` each engine as it starts. */
export class NotSavedWatch {
  private readonly shown = new Map<string, Shown>();
  private readonly told = new Map<string, NotSaved>();
  private watched: object | null = null;
  private stop: (() => void) | null = null;

  /** Follows `stint` (a no-op when it is the one already followed). */
  watch(stint: { snapshot(): Snapshot; subscribe(l: (s: Snapshot) => void): () => void }): void {
    if (this.watched === stint) return;
    this.stop?.();
    this.watched = stint;
    this.see(stint.snapshot());
    this.stop = stint.subscribe((s) => this.see(s));
  }

  private see(s: Snapshot): void {
    for (const v of [...(s.running ? [s.running] : []), ...s.todayEntries, ...s.recent]) this.shown.set(v.key, shownOf(v));
    // By the entry as its key showed it at each moment (a refusal is about what the person saw
    // then, and a read may show the entry put back later), and by the engine's id where listed.
    for (const item of notSavedOf(s, this.shown)) this.told.set(`${item.id ?? ''} ${JSON.stringify(item.entry)} ${item.why}`, item);
  }

  /** Everything listed as not saved so far. */
  all(): NotSaved[] {
    return [...this.told.values()];
  }

  close(): void {
    this.stop?.();
    this.stop = null;
  }
}

/** Whether a not-saved item is about the entry with these fields on this date. */
export function names(item: NotSaved, e: Fields & { readonly date: string }): boolean {
  const i = item.entry;
  return i !== null && i.date === e.date && i.projectId === e.projectId && i.taskId === e.taskId && i.description === e.description;
}
