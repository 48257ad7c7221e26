// The person's calendars (issue 42): the list, each one's last good copy, and their reading.
// A calendar is read when it is added, on demand, and while the window is open at most every
// 15 minutes, with a conditional request; a read that fails leaves the last good copy serving
// and says why beside that calendar, and the others go on. Nothing of a calendar goes to the
// time service: the book hands events to the window, and only a fill the person makes from
// one becomes an entry. One book for the person, whichever account is in use.

import type { CalendarFiles, Clock, DurableStore, FetchLike, Logger, SecretStore } from '../ports.ts';
import type { AddCalendarInput, CommandResult } from '../stint-api.ts';

export type { AddCalendarInput };
import { CalendarAddresses } from './calendar-keychain.ts';
import { readAddress, shownAddress } from './calendar-address.ts';
import { fetchCalendar, type CalendarValidators } from './calendar-fetch.ts';
import { CALENDAR_LIST_KEY, CALENDAR_NAME_MAX, copyKey, fileNameOf, nextColour, readCalendarList, readColour, type CalendarEntry } from './calendar-list.ts';
import { MAX_CALENDAR_BYTES } from './calendar-limits.ts';
import type { EventProblem, ParsedCalendar } from './calendar-types.ts';
import type { CalendarEventView, CalendarView } from '../snapshot.ts';

export type { CalendarEventView, CalendarView };
import { isRecord } from '../json-guard.ts';
import { EVENT_RULES_KEY, readEventRules, withRule, type EventRule } from './event-rules.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

type Reader = typeof import('./calendar-reader.ts');
/** The reader, once a calendar was read (loaded with import(): calendar-reader.ts says why). */
let reader: Reader | null = null;

async function loadReader(): Promise<Reader> {
  reader ??= await import('./calendar-reader.ts');
  return reader;
}

/** A calendar is read again at most this often while the window is open. */
export const CALENDAR_READ_EVERY_MS = 15 * 60_000;

export interface CalendarBookPorts {
  readonly clock: Clock;
  readonly fetch: FetchLike;
  /** The first account's records: the list and the copies live beside the accounts' list. */
  readonly durable: DurableStore;
  /** The keychain item of the calendars' addresses. */
  readonly secrets: SecretStore;
  /** Local .ics files; absent where none can be read (the window's harness reads only addresses then). */
  readonly files?: CalendarFiles;
  readonly logger: Logger;
  /** The words of the person's language now (refusals, a calendar's problems); English when absent. */
  readonly words?: () => I18n;
}


interface Held {
  entry: CalendarEntry;
  parsed: ParsedCalendar | null;
  validators: CalendarValidators | null;
  readAt: number | null;
  reading: Promise<void> | null;
  message: string | null;
}

interface StoredCopy {
  readonly text: string;
  readonly etag: string | null;
  readonly lastModified: string | null;
  readonly readAt: number;
}

function readCopy(value: unknown): StoredCopy | null {
  if (!isRecord(value) || typeof value.text !== 'string' || typeof value.readAt !== 'number') return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return { text: value.text, etag: str(value.etag), lastModified: str(value.lastModified), readAt: value.readAt };
}

const refused = (message: string, field?: string): CommandResult => ({ ok: false, message, fields: field ? { [field]: message } : {} });

export class CalendarBook {
  private held: Held[] = [];
  private readonly addresses: CalendarAddresses;
  private readonly listeners = new Set<() => void>();
  private visible = false;
  private closed = false;
  private wake: AbortController | null = null;
  private loopDone: Promise<void> = Promise.resolve();
  /** Bumped at every change a view or the events could show. */
  private version = 0;
  private viewsKept: { version: number; said: number; views: readonly CalendarView[] } | null = null;
  /**
   * The events of each span asked since the last change: the snapshot asks today's and the
   * week's at every rebuild, and expanding a long series is the costly part. Beside them, by
   * calendar, what each span left out (work spent, a rule that never matches), said in the views.
   */
  private eventsKept: { version: number; bySpan: Map<string, readonly CalendarEventView[]>; leftOut: Map<string, readonly EventProblem[]> } = { version: -1, bySpan: new Map(), leftOut: new Map() };
  /** Bumped when a span asked leaves out what the views did not say yet. */
  private said = 0;

  private constructor(private readonly ports: CalendarBookPorts) {
    this.addresses = new CalendarAddresses(ports.secrets);
  }

  /** The words of the person's language now. */
  private get i18n(): I18n {
    return this.ports.words?.() ?? sourceWords();
  }

  static async open(ports: CalendarBookPorts): Promise<CalendarBook> {
    const book = new CalendarBook(ports);
    await book.load();
    book.loopDone = book.loop();
    return book;
  }

  private eventRules: readonly EventRule[] = [];

  /** The work remembered for events (event-rules.ts). */
  rules(): readonly EventRule[] {
    return this.eventRules;
  }

  /** Remembers `rule` in place of one that matched the same way; a new id unless it has one. */
  async remember(rule: Omit<EventRule, 'id'>): Promise<EventRule> {
    const made: EventRule = { ...rule, id: `r${this.token()}` };
    this.eventRules = withRule(this.eventRules, made);
    await this.ports.durable.write(EVENT_RULES_KEY, { rules: this.eventRules });
    this.changed();
    return made;
  }

  async forgetRule(id: string): Promise<CommandResult> {
    if (!this.eventRules.some((r) => r.id === id)) return refused(this.i18n._({ id: 'calendar.ruleGone', message: 'Stint no longer remembers this.' }));
    this.eventRules = this.eventRules.filter((r) => r.id !== id);
    await this.ports.durable.write(EVENT_RULES_KEY, { rules: this.eventRules });
    this.changed();
    return { ok: true };
  }

  private async load(): Promise<void> {
    const rules = await this.ports.durable.read(EVENT_RULES_KEY);
    this.eventRules = rules.status === 'ok' ? readEventRules(rules.value) : [];
    const read = await this.ports.durable.read(CALENDAR_LIST_KEY);
    const list = read.status === 'ok' ? readCalendarList(read.value) : [];
    if (list === null) this.ports.logger.log('warn', 'calendar list unreadable; starting with none', {});
    for (const entry of list ?? []) {
      const held: Held = { entry, parsed: null, validators: null, readAt: null, reading: null, message: null };
      const copy = await this.ports.durable.read(copyKey(entry.id));
      const stored = copy.status === 'ok' ? readCopy(copy.value) : null;
      if (stored !== null) {
        const { parseCalendar, prepareCalendar } = await loadReader();
        const parsed = parseCalendar(stored.text, { i18n: this.i18n });
        if (parsed.ok) prepareCalendar(parsed.calendar);
        if (parsed.ok) Object.assign(held, { parsed: parsed.calendar, validators: { etag: stored.etag, lastModified: stored.lastModified }, readAt: stored.readAt });
      }
      this.held.push(held);
    }
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.version++;
    for (const l of this.listeners) l();
  }

  views(): readonly CalendarView[] {
    const kept = this.viewsKept;
    if (kept?.version === this.version && kept.said === this.said) return kept.views;
    const views = this.held.map((h): CalendarView => {
      const { id, name, colour, kind, shown } = h.entry;
      const state = h.reading !== null ? 'reading' : h.message !== null ? 'problem' : h.parsed !== null ? 'ready' : 'unread';
      const spans = this.eventsKept.version === this.version ? [...this.eventsKept.leftOut].filter(([key]) => key.startsWith(`${id}/`)).flatMap(([, p]) => p) : [];
      const leftOut = [...new Map([...(h.parsed?.unreadable ?? []), ...spans].map((p) => [`${p.uid}\n${p.title}\n${p.message}`, { title: p.title, message: p.message }])).values()];
      return { id, name, colour, kind, shown, state, message: h.message, readAt: h.readAt, leftOut: listed(leftOut, this.i18n), leftOutCount: leftOut.length };
    });
    this.viewsKept = { version: this.version, said: this.said, views };
    return views;
  }

  /**
   * Every calendar's occurrences overlapping `fromMs`..`toMs`, floating and all-day times read
   * at `offsetMinutes`, invitations one of `selfEmails` declined left out; by start.
   */
  events(fromMs: number, toMs: number, offsetMinutes: number, selfEmails: readonly string[]): readonly CalendarEventView[] {
    const key = `${fromMs}/${toMs}/${offsetMinutes}/${selfEmails.join(',')}`;
    if (this.eventsKept.version !== this.version) this.eventsKept = { version: this.version, bySpan: new Map(), leftOut: new Map() };
    const kept = this.eventsKept.bySpan.get(key);
    if (kept !== undefined) return kept;
    // A span of another day each time (midnight passed, another week shown): the oldest go.
    if (this.eventsKept.bySpan.size >= 8) {
      this.eventsKept.bySpan.clear();
      this.eventsKept.leftOut.clear();
    }
    let news = false;
    const events = this.held
      .flatMap((h) => {
        // A calendar parsed: the reader is loaded.
        if (h.parsed === null || reader === null) return [];
        const { id, colour } = h.entry;
        const read = reader.eventsBetween(h.parsed, fromMs, toMs, { selfEmails, floatingOffsetMinutes: offsetMinutes, i18n: this.i18n });
        const leftOut = read.problems.slice(h.parsed.unreadable.length);
        if (leftOut.length > 0) {
          news = true;
          this.eventsKept.leftOut.set(`${id}/${key}`, leftOut);
        }
        return read.events.map((e): CalendarEventView => ({ ...e, calendarId: id, colour, key: `${id}:${e.uid}:${e.recurrenceId ?? ''}` }));
      })
      .sort((a, b) => a.start - b.start || a.end - b.end || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.eventsKept.bySpan.set(key, events);
    if (news) this.sayLeftOut();
    return events;
  }

  /**
   * The views say what a span just left out: a new value of them, and the listeners told once
   * the snapshot being made (which asked the span) is done. The events kept stay.
   */
  private sayLeftOut(): void {
    this.said++;
    queueMicrotask(() => {
      for (const l of this.listeners) l();
    });
  }

  // ===== commands =====

  async add(input: AddCalendarInput): Promise<CommandResult & { id?: string }> {
    const i18n = this.i18n;
    const where = readAddress(input.address, i18n);
    if (!where.ok) return refused(where.message, 'address');
    if (where.kind === 'url') this.ports.logger.redact(where.url);
    const colour = input.colour === undefined || input.colour.trim() === '' ? nextColour(this.held.map((h) => h.entry)) : readColour(input.colour);
    if (colour === null) return refused(pickColour(i18n), 'colour');
    const name = (input.name ?? '').trim().slice(0, CALENDAR_NAME_MAX);
    if (where.kind === 'url') {
      const already = await this.addresses.idOf(where.url).catch(() => null);
      const same = this.held.find((h) => h.entry.id === already);
      if (same) return refused(i18n._({ id: 'calendar.already', message: 'This calendar is already here, as "{name}".', values: { name: same.entry.name } }), 'address');
    } else if (this.held.some((h) => h.entry.path === where.path)) {
      return refused(i18n._({ id: 'calendar.fileAlready', message: 'This file is already one of your calendars.' }), 'address');
    }
    if (where.kind === 'file' && this.ports.files === undefined) return refused(i18n._({ id: 'calendar.noFilesHere', message: 'Stint cannot read local files here: give the calendar’s https address.' }), 'address');
    const id = this.newId();
    const entry: CalendarEntry = { id, name, colour, kind: where.kind, shown: where.kind === 'url' ? shownAddress(where.url) : fileNameOf(where.path), ...(where.kind === 'file' ? { path: where.path } : {}) };
    // Read once before anything is kept: an address that does not answer a calendar is said now, and nothing stays.
    const first = await this.readFrom(entry, where.kind === 'url' ? where.url : null, null, false);
    if (first.kind === 'failed') return refused(first.transient ? notAdded(first.message, i18n) : first.message, 'address');
    if (first.kind !== 'fresh') return refused(i18n._({ id: 'calendar.noEvents', message: 'The calendar did not send its events: try again.' }), 'address');
    const named: CalendarEntry = { ...entry, name: name !== '' ? name : (first.parsed.name ?? entry.shown).slice(0, CALENDAR_NAME_MAX) };
    if (where.kind === 'url') {
      try {
        await this.addresses.set(id, where.url);
      } catch (e) {
        return refused(i18n._({ id: 'calendar.addressNotKept', message: 'The address could not be kept in {keychain}, so the calendar was not added: {why}', values: { keychain: this.addresses.description, why: e instanceof Error ? e.message : String(e) } }), 'address');
      }
    }
    const now = this.ports.clock.now();
    await this.ports.durable.write(copyKey(id), { text: first.text, etag: first.validators.etag, lastModified: first.validators.lastModified, readAt: now });
    this.held.push({ entry: named, parsed: first.parsed, validators: first.validators, readAt: now, reading: null, message: null });
    await this.saveList();
    this.ports.logger.log('info', 'calendar added', { calendar: id, kind: where.kind });
    this.changed();
    this.poke();
    return { ok: true, id };
  }

  async remove(id: string): Promise<CommandResult> {
    const held = this.held.find((h) => h.entry.id === id);
    if (!held) return refused(gone(this.i18n));
    this.held = this.held.filter((h) => h !== held);
    await this.saveList();
    await this.ports.durable.delete(copyKey(id));
    if (held.entry.kind === 'url') await this.addresses.delete(id).catch((e: unknown) => this.ports.logger.log('warn', 'calendar address not deleted from the keychain', { calendar: id, error: e instanceof Error ? e.message : String(e) }));
    this.ports.logger.log('info', 'calendar removed', { calendar: id });
    this.changed();
    return { ok: true };
  }

  async rename(id: string, name: string, colour?: string): Promise<CommandResult> {
    const held = this.held.find((h) => h.entry.id === id);
    if (!held) return refused(gone(this.i18n));
    const trimmed = name.trim().slice(0, CALENDAR_NAME_MAX);
    if (trimmed === '') return refused(this.i18n._({ id: 'calendar.giveName', message: 'Give the calendar a name.' }), 'name');
    const c = colour === undefined ? held.entry.colour : readColour(colour);
    if (c === null) return refused(pickColour(this.i18n), 'colour');
    held.entry = { ...held.entry, name: trimmed, colour: c };
    await this.saveList();
    this.changed();
    return { ok: true };
  }

  /** Reads every calendar now (or `id`'s), whatever their last read: the person asked. */
  async refresh(id?: string): Promise<CommandResult> {
    const which = this.held.filter((h) => id === undefined || h.entry.id === id);
    if (id !== undefined && which.length === 0) return refused(gone(this.i18n));
    await Promise.all(which.map((h) => this.read(h)));
    return { ok: true };
  }

  setWindowVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    this.poke();
  }

  /** Resolves once no read is under way (the tests' and the command line's settle). */
  async settled(): Promise<void> {
    for (;;) {
      if (!this.sleeping && !this.closed) await this.nextSleep();
      if (!this.held.some((h) => h.reading !== null)) return;
      await Promise.all(this.held.map((h) => h.reading));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.poke();
    this.fellAsleep();
    await this.loopDone;
    await this.settled();
  }

  // ===== reading =====

  /** 8 letters or digits, for a record's id. */
  private token(): string {
    return Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  }

  private newId(): string {
    for (;;) {
      const id = `c${this.token()}`;
      if (!this.held.some((h) => h.entry.id === id)) return id;
    }
  }

  private async saveList(): Promise<void> {
    await this.ports.durable.write(CALENDAR_LIST_KEY, { calendars: this.held.map((h) => h.entry) });
  }

  private poke(): void {
    // Until the loop has looked again, the book is not settled: it may be about to read.
    this.sleeping = false;
    this.wake?.abort();
  }

  /** The loop waits for its next turn (nothing due now); `asleep` resolves when it next does. */
  private sleeping = false;
  private asleep: { promise: Promise<void>; resolve: () => void } | null = null;

  private fellAsleep(): void {
    this.sleeping = true;
    this.asleep?.resolve();
    this.asleep = null;
  }

  private nextSleep(): Promise<void> {
    if (this.asleep === null) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.asleep = { promise, resolve };
    }
    return this.asleep.promise;
  }

  private async loop(): Promise<void> {
    while (!this.closed) {
      const wake = (this.wake = new AbortController());
      const due = this.nextDue();
      const wait = due === null ? 24 * 3600_000 : Math.max(0, due - this.ports.clock.now());
      const slept = this.ports.clock.sleep(wait, wake.signal);
      if (wait > 0) this.fellAsleep();
      try {
        await slept;
      } catch {
        continue;
      } finally {
        this.sleeping = false;
      }
      if (this.closed || !this.visible) continue;
      const now = this.ports.clock.now();
      await Promise.all(this.held.filter((h) => h.reading === null && this.dueAt(h) <= now).map((h) => this.read(h)));
    }
  }

  /** When the next calendar is due a read; null while the window is closed or none is held. */
  private nextDue(): number | null {
    if (!this.visible || this.held.length === 0) return null;
    return Math.min(...this.held.map((h) => this.dueAt(h)));
  }

  private read(h: Held): Promise<void> {
    if (h.reading !== null) return h.reading;
    const run = (async () => {
      const url = h.entry.kind === 'url' ? await this.addresses.get(h.entry.id).catch(() => null) : null;
      // Whatever logs a line about this read (the fetch, an error's text), the address never shows.
      if (url !== null) this.ports.logger.redact(url);
      const r = h.entry.kind === 'url' && url === null
        ? { kind: 'failed' as const, transient: false, message: this.i18n._({ id: 'calendar.addressGone', message: 'Its address is no longer kept (where addresses are kept: {keychain}): remove the calendar and add it again with its address.', values: { keychain: this.addresses.description } }) }
        : await this.readFrom(h.entry, url, h.validators, true);
      const now = this.ports.clock.now();
      if (r.kind === 'failed') {
        h.message = h.parsed === null ? r.message : this.i18n._({ id: 'calendar.copyShown', message: '{problem} The copy read earlier is shown meanwhile.', values: { problem: r.message } });
        this.failedAt.set(h.entry.id, now);
      } else {
        this.failedAt.delete(h.entry.id);
        h.message = null;
        h.readAt = now;
        // Found unchanged: the copy on disk stands (its date is only older, so the first read
        // after a restart asks again, and is answered 304).
        if (r.kind === 'fresh') {
          Object.assign(h, { parsed: r.parsed, validators: r.validators });
          if (this.held.includes(h)) await this.ports.durable.write(copyKey(h.entry.id), { text: r.text, etag: r.validators.etag, lastModified: r.validators.lastModified, readAt: now });
        }
      }
      this.ports.logger.log('info', 'calendar read', { calendar: h.entry.id, outcome: r.kind === 'failed' ? `failed: ${r.code ?? 'address'}` : r.kind });
    })().finally(() => {
      h.reading = null;
      this.changed();
    });
    h.reading = run;
    this.changed();
    return run;
  }

  /** When `h` is due a read: its pace after its last read, or after its last failed try (a broken address is not hammered). */
  private dueAt(h: Held): number {
    const last = Math.max(h.readAt ?? -Infinity, this.failedAt.get(h.entry.id) ?? -Infinity);
    return last === -Infinity ? this.ports.clock.now() : last + CALENDAR_READ_EVERY_MS;
  }

  /** When each calendar's last read failed: it is due again a pace after that, not at once. */
  private readonly failedAt = new Map<string, number>();

  /**
   * One read of a calendar, its answer parsed, in the words of the person's language; never
   * throws. `readsAgain`: a kept calendar's read, which another follows by itself (its words
   * may promise it); false at Add, where nothing is kept. `transient`: a fault of the moment.
   */
  private async readFrom(
    entry: CalendarEntry,
    url: string | null,
    validators: CalendarValidators | null,
    readsAgain: boolean,
  ): Promise<{ kind: 'fresh'; text: string; parsed: ParsedCalendar; validators: CalendarValidators } | { kind: 'unchanged' } | { kind: 'failed'; code?: string; message: string; transient: boolean }> {
    const i18n = this.i18n;
    let text: string;
    let got: CalendarValidators = { etag: null, lastModified: null };
    if (entry.kind === 'file') {
      const files = this.ports.files;
      if (files === undefined || entry.path === undefined) return { kind: 'failed', transient: false, message: i18n._({ id: 'calendar.noFiles', message: 'Stint cannot read local files here.' }) };
      const r = await files.read(entry.path, MAX_CALENDAR_BYTES, i18n);
      if (!r.ok) return { kind: 'failed', code: 'file', transient: false, message: r.message };
      text = r.text;
    } else {
      const r = await fetchCalendar(this.ports.fetch, url!, validators, { i18n, readsAgain });
      if (r.kind === 'unchanged') return r;
      if (r.kind === 'failed') return r;
      text = r.calendar.text;
      got = r.calendar.validators;
    }
    const { parseCalendar, prepareCalendar } = await loadReader();
    const parsed = parseCalendar(text, { i18n });
    if (!parsed.ok) return { kind: 'failed', code: parsed.error.code, transient: false, message: parsed.error.message };
    prepareCalendar(parsed.calendar);
    return { kind: 'fresh', text, parsed: parsed.calendar, validators: got };
  }
}

const pickColour = (i18n: I18n): string => i18n._({ id: 'calendar.pickColour', message: 'Pick a colour such as #3b82f6.' });
const gone = (i18n: I18n): string => i18n._({ id: 'calendar.gone', message: 'This calendar is no longer in the list.' });

/** At most this many events left out are listed beside a calendar; one line says how many more. */
export const LEFT_OUT_LISTED = 50;

function listed(leftOut: readonly { title: string; message: string }[], i18n: I18n): readonly { title: string; message: string }[] {
  if (leftOut.length <= LEFT_OUT_LISTED) return leftOut;
  const more = leftOut.length - LEFT_OUT_LISTED;
  return [
    ...leftOut.slice(0, LEFT_OUT_LISTED),
    {
      title: i18n._({ id: 'calendar.leftOut.more', message: '{count} more', values: { count: more.toLocaleString('en-US') } }),
      message: i18n._({ id: 'calendar.leftOut.moreWhy', message: 'Left out as well, for the reasons above (the first {count} are listed).', values: { count: LEFT_OUT_LISTED } }),
    },
  ];
}

/**
 * A first read's failure of the moment, said at Add: nothing is kept, so nothing is tried
 * again later (the read was worded without that promise): the person adds it again.
 */
function notAdded(problem: string, i18n: I18n): string {
  return i18n._({ id: 'calendar.notAdded', message: '{problem} The calendar was not added: add it again once it answers.', values: { problem } });
}
