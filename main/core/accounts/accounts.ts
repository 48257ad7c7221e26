// Several accounts of one person, one timer: an engine per account, each the engine of a
// one-account Stint with its own token, queue, caches and request quota, and this thin layer
// above them that keeps the list, merges their snapshots (accounts-view.ts) and carries the
// rules across them: one timer runs (a start in one account stops the others' at the instant
// it begins), one account says "No timer running" and only while none runs, one set of the
// person's settings. Drivers call an account's own facade for everything else.

import { createStint, type OtherEntryView, type PersonHours, type StintOptions } from '../stint.ts';
import type { AccountPorts, Clock, DurableStore, Notifier } from '../ports.ts';
import { CalendarBook } from '../calendar/calendar-book.ts';
import { ActivityRecorder, type RecorderConfig } from '../activity/activity-recorder.ts';
import { recordHeldBy } from '../activity/activity-filter.ts';
import { ActivityRuleBook } from '../activity/activity-rule-book.ts';
import type { Settings } from '../settings/settings.ts';
import type { Snapshot } from '../snapshot.ts';
import type { AccountInput, AccountStint, AccountTimesheetsInput, CommandResult, SignInInput, StartInput, Stint, TodoStartInput } from '../stint-api.ts';
import { ACCOUNT_LIST_KEY, FIRST_ACCOUNT_KEY, labelProblem, newAccountKey, ONE_ACCOUNT, readAccountList, withAccount, withLabel, withoutAccount, type AccountEntry, type AccountList } from './account-list.ts';
import { accountsView, type AccountRow, type AccountsSnapshot } from './accounts-view.ts';
import { changedWords, removalQuestion, timerFate, unconfirmedWords, type RemovalInput, type RemovalQuestion } from './removal-question.ts';
import { CROSS_SWITCH_KEY, readCrossSwitch, startedRun, type CrossSwitch } from './cross-switch.ts';
import { personPatch } from './person-settings.ts';
import { readRuleBook } from '../timesheets/rounding-rule.ts';
import { PersonNotifier } from './person-notifier.ts';
import { OWED_STOPS_KEY, owedStopStep, readOwedStops, stillRunsWords, withOwed, type AccountNow, type OwedStop } from './owed-stops.ts';
import { otherEntries, otherEntryKey, readOtherEntryKey } from './entries-across.ts';
import { REMINDER_NOTIFICATION_ID } from '../attention/reminder-policy.ts';
import { sourceWords, wordsFor, type I18n } from '../../i18n/words.ts';

/** What the person calls it ("Acme") and its sign-in. */
export type AddAccountInput = AccountInput;

export type AddAccountResult = { readonly ok: true; readonly key: string } | Extract<CommandResult, { ok: false }>;

export interface RemoveAccountInput {
  /**
   * The person confirmed what the removal's question said the service never gets: the
   * account's actions not sent yet, a timer left running there (removal-question.ts).
   */
  readonly discardQueued?: boolean;
  /** The question the person confirmed (`RemovalQuestion.id`): when it now says more is lost, nothing is removed. */
  readonly asked?: string;
}

/** A removal done, with the question whose words say what it dropped. */
export type RemoveAccountResult = { readonly ok: true; readonly dropped: RemovalQuestion } | Failure;

type Failure = Extract<CommandResult, { ok: false }>;
const fail = (message: string, fields: Record<string, string> = {}): Failure => ({ ok: false, message, fields });
const OK: CommandResult = { ok: true };
/** The refusal of a key no account of the list has, in `i18n`'s words. */
export function noSuchAccount(i18n: I18n): Failure {
  const message = i18n._({ id: 'accounts.noSuch', message: 'There is no such account.' });
  return fail(message, { account: message });
}

/** Opens every account the list names (the first alone on a Stint that never had a list), and finishes a switch a kill interrupted. */
export async function openAccounts(stores: AccountPorts, options: StintOptions): Promise<StintAccounts> {
  const hub = new StintAccounts(stores, options);
  await hub.init();
  return hub;
}

export class StintAccounts {
  private list: AccountList = ONE_ACCOUNT;
  private readonly engines = new Map<string, AccountStint>();
  private readonly unsubscribe = new Map<string, () => void>();
  /** Each Undo's number in the order it appeared (noteUndo). */
  private readonly undoSeen = new Map<string, number>();
  private undoCount = 0;
  /** Whether the window is shown (`setWindowVisible`). */
  private windowVisible = false;
  private readonly listeners = new Set<(s: AccountsSnapshot) => void>();
  private view: AccountsSnapshot | null = null;
  /** When a timer was last seen running in any account: a reminder waits a full interval from it. */
  private lastRunAt: number | null = null;
  /** The person's notifications, each answered by the account that showed it. */
  private readonly notifiers: PersonNotifier;
  /** Stops owed to signed-out accounts (owed-stops.ts), kept in the first account's store. */
  private owed: OwedStop[] = [];
  private settlingOwed = false;
  /** Switches and list changes one at a time: two clicks never interleave their writes. */
  private turn: Promise<unknown> = Promise.resolve();
  private readonly store: DurableStore;
  private readonly clock: Clock;
  /** The person's calendars, one book whichever account is in use; opened with the accounts. */
  calendars: CalendarBook | null = null;
  /** The person's activity record, one across every account (main/core/activity); opened with the accounts. */
  activity: ActivityRecorder | null = null;
  /** The person's rules for booking activity (kept in the first account's records). */
  activityRules: ActivityRuleBook | null = null;

  constructor(
    private readonly stores: AccountPorts,
    private readonly options: StintOptions,
  ) {
    const first = stores.portsFor(FIRST_ACCOUNT_KEY);
    this.store = first.durable;
    this.clock = first.clock;
    this.notifiers = new PersonNotifier(first.notifier, {
      firstKey: FIRST_ACCOUNT_KEY,
      accountName: (key) => (this.list.accounts.length > 1 ? this.nameOf(key) : null),
      personal: [REMINDER_NOTIFICATION_ID],
    });
  }

  async init(): Promise<void> {
    const read = await this.store.read(ACCOUNT_LIST_KEY);
    if (read.status === 'ok') {
      const list = readAccountList(read.value);
      if (list) this.list = list;
      else await this.store.keepAside?.(ACCOUNT_LIST_KEY, 'unrecognised');
    }
    for (const a of this.list.accounts) await this.open(a.key);
    const first = this.stores.portsFor(FIRST_ACCOUNT_KEY);
    this.calendars = await CalendarBook.open({ clock: first.clock, fetch: first.fetch, durable: first.durable, logger: first.logger, secrets: this.stores.calendars.secrets, words: () => wordsFor(this.first.snapshot().language), ...(this.stores.calendars.files ? { files: this.stores.calendars.files } : {}) });
    this.calendars.subscribe(() => this.publish());
    this.activity = new ActivityRecorder({
      clock: first.clock,
      idle: first.idle,
      durable: first.durable,
      logger: first.logger,
      ...(this.stores.activity ? { source: this.stores.activity } : {}),
      ...(this.stores.activityStore ? { store: this.stores.activityStore } : {}),
      offsetMinutes: () => this.first.snapshot().zone.offsetMinutes,
      weekStart: () => this.first.snapshot().display.firstDayOfWeek,
    });
    await this.activity.open(this.activityConfig());
    this.activity.subscribe(() => this.publish());
    this.activityRules = new ActivityRuleBook(first.durable, () => this.publish());
    await this.activityRules.open();
    await this.shareSettings();
    // The stops owed are read before a switch a kill interrupted is finished: it may owe one
    // more, and an account owed already keeps its earlier instant.
    const owed = await this.store.read(OWED_STOPS_KEY);
    if (owed.status === 'ok') {
      const stops = readOwedStops(owed.value);
      // A stop owed at an instant still to come on this clock was owed on another's ahead of
      // it (a command line's, a clock set back since): the click was no later than now. Kept
      // so, the stop would wait for a read after that instant while the timer ran on (property
      // suite, seed 68 run 35: a command line 6 minutes ahead). Never before the run it ends,
      // as the click owed it (a run queued on that clock: seed 823364216 run 559).
      const now = this.now();
      if (stops) this.owed = stops.filter((o) => this.engines.has(o.key)).map((o) => (o.at > now ? { ...o, at: this.endAtTheClick(o.key, now) } : o));
      else await this.store.keepAside?.(OWED_STOPS_KEY, 'unrecognised');
    }
    await this.finishSwitch();
    this.publish();
  }

  /** The notifier account `key`'s engine uses: what the person layer shows for that account goes the same way (its name in the title, its answers to it alone). */
  notifierFor(key: string): Notifier {
    return this.notifiers.forAccount(key);
  }

  /** The first account's facade: what a one-account driver used. */
  get first(): Stint {
    return this.engines.get(FIRST_ACCOUNT_KEY)!;
  }

  /** An account's own facade, for everything that is not a rule across accounts. */
  account(key: string): Stint | undefined {
    return this.engines.get(key);
  }

  /** An account's engine, for what only its own engine answers: a timesheet read on its own quota and pacer. */
  engineOf(key: string): AccountStint | undefined {
    return this.engines.get(key);
  }

  accounts(): readonly AccountEntry[] {
    return this.list.accounts;
  }

  /** The stops owed to signed-out accounts, not yet sent (owed-stops.ts). */
  owedStops(): readonly OwedStop[] {
    return this.owed;
  }

  snapshot(): AccountsSnapshot {
    this.view ??= this.build();
    return this.view;
  }

  subscribe(listener: (s: AccountsSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Starts a timer in `key`'s account; a timer running in another account stops at the
   * instant the new one begins. Refused before anything is written when the account cannot
   * start it (signed out, a project it does not have): nothing else stops then.
   */
  start(key: string, input: StartInput): Promise<CommandResult> {
    return this.switchTo(key, (stint, at) => stint.start({ ...input, at }));
  }

  /** Continues an entry of `key`'s account (`EntryView.key`), as `start` does across accounts. */
  continueEntry(key: string, entryKey: string): Promise<CommandResult> {
    return this.switchTo(key, (stint) => stint.continueEntry(entryKey));
  }

  /** Starts a timer on a to-do of `key`'s account, as `start` does across accounts. */
  startTodo(key: string, input: TodoStartInput): Promise<CommandResult> {
    return this.switchTo(key, (stint) => stint.startTodo(input));
  }

  /** Stops whatever runs, in every account (in one signed out, once it is signed in again). */
  stop(): Promise<CommandResult> {
    return this.inTurn(async () => {
      const at = this.now();
      const running = this.runningIn(null);
      const unreachable = this.runningSignedOut(null);
      if (running.length === 0 && unreachable.length === 0) {
        const i18n = this.words();
        return fail(i18n._({ id: 'accounts.noTimer', message: 'No timer is running.' }));
      }
      this.lastRunAt = at;
      for (const k of running) {
        const r = await this.engines.get(k)!.stop({ at });
        if (!r.ok) return r;
      }
      await this.owe(unreachable, at, true);
      return OK;
    });
  }

  /**
   * Adds an account and signs in to it. The sign-in must work before anything is kept: a
   * refused one leaves no keychain item and no files. A first account that never signed in
   * takes the new one, under its old stores.
   */
  add(input: AddAccountInput): Promise<AddAccountResult> {
    return this.inTurn(async () => {
      const bad = labelProblem(this.list, input.label, this.words());
      if (bad) return fail(bad, { label: bad });
      const same = this.list.accounts.find((a) => this.isAccount(a.key, input));
      if (same) {
        const message = this.alreadyHere(same.key);
        return fail(message, { accountId: message });
      }
      const fresh = this.unused(FIRST_ACCOUNT_KEY);
      const key = fresh ? FIRST_ACCOUNT_KEY : newAccountKey(this.list, this.options.makeId ?? (() => globalThis.crypto.randomUUID()));
      const stint = fresh ? this.engines.get(key)! : await this.open(key);
      if (!fresh) await this.shareSettings([key]);
      const { label: _label, ...signIn } = input;
      const r = await stint.signIn(signIn);
      if (!r.ok) {
        if (!fresh) await this.forget(key);
        return r;
      }
      this.list = fresh ? withLabel(this.list, key, input.label) : withAccount(this.list, { key, label: input.label.trim() });
      await this.store.write(ACCOUNT_LIST_KEY, this.list);
      this.publish();
      return { ok: true, key };
    });
  }

  /**
   * Signs in to an account of the list again (its token revoked, or signed out here): refused
   * when another account of the list is already that account of the service, which would put
   * two engines on one account (a start in one would then "stop" the other's run).
   */
  signIn(key: string, input: SignInInput): Promise<CommandResult> {
    const stint = this.engines.get(key);
    if (!stint) return Promise.resolve(noSuchAccount(this.words()));
    const same = this.list.accounts.find((a) => a.key !== key && this.isAccount(a.key, input));
    if (same) {
      const message = this.alreadyHere(same.key);
      return Promise.resolve(fail(message, { accountId: message }));
    }
    return stint.signIn(input);
  }

  /** Gives an account a new name. */
  rename(key: string, label: string): Promise<CommandResult> {
    return this.inTurn(async () => {
      if (!this.engines.has(key)) return noSuchAccount(this.words());
      const bad = labelProblem(this.list, label, this.words(), key);
      if (bad) return fail(bad, { label: bad });
      this.list = withLabel(this.list, key, label);
      await this.store.write(ACCOUNT_LIST_KEY, this.list);
      this.publish();
      return OK;
    });
  }

  /**
   * An account's own timesheet settings (issue 70), into that account's file alone: a rule book
   * this version cannot read is refused whole, in words, before anything is written (one typo
   * would otherwise bill a client unrounded, or refuse every export later).
   */
  setTimesheets(input: AccountTimesheetsInput): Promise<CommandResult> {
    return this.inTurn(async () => {
      const stint = this.engines.get(input.accountKey);
      if (!stint) return noSuchAccount(this.words());
      if (input.rounding !== undefined) {
        const i18n = this.words();
        const read = readRuleBook(input.rounding, this.nameOf(input.accountKey), i18n);
        if (!read.ok) {
          const problems = read.problems.join(' ');
          return fail(i18n._({ id: 'accounts.roundingNotSaved', message: 'The rounding rules were not saved: {problems}', values: { problems } }), { 'timesheets.rounding': problems });
        }
      }
      const timesheets = {
        ...stint.snapshot().settings.timesheets,
        ...(input.currency !== undefined ? { currency: input.currency } : {}),
        ...(input.rounding !== undefined ? { rounding: input.rounding } : {}),
      };
      const r = await stint.updateSettings({ timesheets });
      return r.ok ? OK : r;
    });
  }

  /** What removing account `key` drops, in words (its row's `removal` carries the same). */
  removal(key: string): RemovalQuestion | null {
    const asked = this.removalInput(key, this.nameOf(key));
    return asked ? removalQuestion(asked, this.words()) : null;
  }

  /**
   * Removes an account, dropping what its question says (removal-question.ts): its timer
   * stopped first where a stop can reach the service, then its keychain item, its queue and
   * its copies of the service's data, and a stop owed to it; the others are untouched.
   * Refused, with what would be lost, while the service would never get something (its
   * actions not sent yet, a timer left running there) unless the person confirmed it. The
   * first account's data lives at the data folder's root beside the person's own records:
   * its own go, and its place in the list stays, empty; another's folder is deleted.
   */
  remove(key: string, input: RemoveAccountInput = {}): Promise<RemoveAccountResult> {
    return this.inTurn(async (): Promise<RemoveAccountResult> => {
      const stint = this.engines.get(key);
      if (!stint) return noSuchAccount(this.words());
      const asked = this.removalInput(key, this.nameOf(key))!;
      const question = removalQuestion(asked, this.words());
      if (question.asks && !input.discardQueued) {
        const message = unconfirmedWords(asked, this.words());
        return fail(message, { account: message });
      }
      // Confirmed on other words (an action queued since the question was shown): it would drop what the person never saw.
      if (question.asks && input.asked !== undefined && input.asked !== question.id) {
        const message = changedWords(asked, this.words());
        return fail(message, { account: message });
      }
      if (timerFate(asked) === 'stopped') {
        const r = await stint.stop();
        if (!r.ok) return r;
        await stint.settled();
        // Its queue holds the stop until it is sent: gone with the account, the timer would run on at the service.
        if (stint.snapshot().sync.queued > 0 && !input.discardQueued) {
          const i18n = this.words();
          const message = i18n._({ id: 'accounts.remove.stopUnsent', message: "{name}'s timer is stopped here, but the stop is not sent yet: the account stays until it is, so the timer does not run on at the service.", values: { name: asked.name } });
          return fail(message, { account: message });
        }
      }
      await stint.forgetAccount();
      if (this.owed.some((o) => o.key === key)) {
        // The account is gone: its owed stop must never reach whoever signs in to it next.
        this.owed = this.owed.filter((o) => o.key !== key);
        await this.store.write(OWED_STOPS_KEY, { stops: this.owed });
      }
      if (key === FIRST_ACCOUNT_KEY) {
        this.list = withLabel(this.list, key, '');
      } else {
        await this.forget(key);
        this.list = withoutAccount(this.list, key);
      }
      await this.store.write(ACCOUNT_LIST_KEY, this.list);
      this.publish();
      return { ok: true, dropped: question };
    });
  }

  /** What removing `key` meets: its queue by what each action is, its timer and how far its start reached the service. */
  private removalInput(key: string, name: string): RemovalInput | null {
    const s = this.engines.get(key)?.snapshot();
    if (!s) return null;
    return {
      name,
      first: key === FIRST_ACCOUNT_KEY,
      signedIn: s.session.state === 'signed_in',
      queued: s.sync.queuedLabels,
      timer: s.running ? { title: s.running.projectName, start: this.startOf(key) } : null,
    };
  }

  /** The person's settings, for every account at once (the first account's file keeps them). */
  async updateSettings(patch: unknown): Promise<CommandResult & { settings?: Settings }> {
    const r = await this.first.updateSettings(patch);
    if (r.ok) await this.shareSettings();
    if (r.ok) await this.activity?.configure(this.activityConfig());
    return r;
  }

  /**
   * The window shown or hidden, for every account's reads and the calendars. Kept, so that an
   * account opened later (added from Settings while the window is open) reads as often as the
   * window asks from its first minute: one added so once read as under a hidden window, every
   * 5 minutes, hourly on a Free evening, while its timer stopped on the web ran on screen
   * (issue 69, item 4).
   */
  setWindowVisible(visible: boolean): void {
    this.windowVisible = visible;
    for (const stint of this.engines.values()) stint.setWindowVisible(visible);
    this.calendars?.setWindowVisible(visible);
  }

  /** Resolves when every account has nothing left to do at this instant. */
  async settled(): Promise<void> {
    await this.turn.catch(() => undefined);
    await Promise.all([...[...this.engines.values()].map((e) => e.settled()), this.calendars?.settled(), this.activity?.settled()]);
  }

  /** What the activity record follows of the person's settings (the first account's file keeps them). */
  private activityConfig(): RecorderConfig {
    const first = this.first.snapshot();
    const s = first.settings;
    return { activity: s.activity, idleThresholdMinutes: s.idle.thresholdMinutes, held: recordHeldBy(first.settingsProblems ?? []) };
  }

  async close(): Promise<void> {
    await this.turn.catch(() => undefined);
    for (const off of this.unsubscribe.values()) off();
    await Promise.all([...[...this.engines.values()].map((e) => e.close()), this.calendars?.close(), this.activity?.close()]);
  }

  private async switchTo(key: string, begin: (stint: Stint, at: number) => Promise<CommandResult>): Promise<CommandResult> {
    return this.inTurn(async () => {
      const stint = this.engines.get(key);
      if (!stint) return noSuchAccount(this.words());
      const stops = this.runningIn(key);
      const unreachable = this.runningSignedOut(key);
      const at = this.now();
      if (stops.length === 0 && unreachable.length === 0) return begin(stint, at);
      const runs = Object.fromEntries(stops.flatMap((k) => {
        const entry = this.engines.get(k)?.snapshot().running?.key;
        return entry ? [[k, entry] as const] : [];
      }));
      const sw: CrossSwitch = { at, to: key, stops, ...(unreachable.length > 0 ? { owes: unreachable } : {}), runs };
      await this.store.write(CROSS_SWITCH_KEY, sw);
      const r = await begin(stint, at);
      if (r.ok) await this.stopOthers(sw, stint.snapshot().running?.runningSince ?? at, true);
      await this.store.delete(CROSS_SWITCH_KEY);
      return r;
    });
  }

  /**
   * Stops owed to signed-out accounts whose timers run on the service: kept until each can be
   * sent. `atTheClick`: owed for the person's click, so a run its account shows beginning after
   * `at` (started on a clock ahead of this one's) is owed its stop where it began, not
   * forgotten as a later run once signed in again (issue 68: a command line 1 minute behind).
   */
  private async owe(keys: readonly string[], at: number, atTheClick = false): Promise<void> {
    if (keys.length === 0) return;
    for (const key of keys) this.owed = withOwed(this.owed, { key, at: atTheClick ? this.endAtTheClick(key, at) : at });
    await this.store.write(OWED_STOPS_KEY, { stops: this.owed });
    this.publish();
  }

  /**
   * Each owed stop whose account is signed in again and has read what runs: sent when that run
   * began before the owed instant (it ends there, to the second), else forgotten.
   */
  private settleOwed(): void {
    if (this.settlingOwed || this.owed.length === 0) return;
    const steps = this.owed.map((stop) => ({ stop, step: owedStopStep(stop, this.accountNow(stop.key)) }));
    if (steps.every((x) => x.step === 'wait')) return;
    this.settlingOwed = true;
    void this.inTurn(async () => {
      for (const { stop, step } of steps) if (step === 'stop') await this.engines.get(stop.key)?.stop({ at: stop.at, exact: true });
      const done = new Set(steps.filter((x) => x.step !== 'wait').map((x) => x.stop));
      this.owed = this.owed.filter((o) => !done.has(o));
      await this.store.write(OWED_STOPS_KEY, { stops: this.owed });
    })
      .catch((e: unknown) => this.stores.portsFor(FIRST_ACCOUNT_KEY).logger.log('error', 'an owed stop', { error: e instanceof Error ? e.message : String(e) }))
      .finally(() => {
        this.settlingOwed = false;
        this.publish();
      });
  }

  private accountNow(key: string): AccountNow {
    const s = this.engines.get(key)?.snapshot();
    return { signedIn: s?.session.state === 'signed_in', lastReadAt: s?.sync.lastReadAt ?? null, runningSince: s?.running?.runningSince ?? null, runningQueued: this.startOf(key) !== 'sent' };
  }

  /** How far a signed-out account's running timer's start reached the service. */
  private startOf(key: string): 'sent' | 'queued' | 'unconfirmed' {
    const running = this.engines.get(key)?.snapshot().running;
    return running?.id === null ? 'queued' : running?.startUnconfirmed === true ? 'unconfirmed' : 'sent';
  }

  /** The accounts other than `except` signed out while their last copy shows a timer running: no command reaches it there. */
  private runningSignedOut(except: string | null): string[] {
    return [...this.engines]
      .filter(([k, e]) => {
        const s = e.snapshot();
        return k !== except && s.running !== null && s.session.state !== 'signed_in';
      })
      .map(([k]) => k);
  }

  /**
   * The other accounts' timers end where the new run began (a continue sent now begins now).
   * `atTheClick`: at the person's switch, every timer that runs elsewhere stops, one whose
   * run is shown beginning after the new one included (its start read from the service, or
   * written by another process, on a clock ahead of this one's: a command line's clock 21
   * minutes behind left the studio's timer running beside the new one, its words saying it
   * stopped): its stop is asked for where its own run began, and the sender takes back only
   * what the request's trip explains, so the service's stop stands. Finished after a restart,
   * the run shown at the click stops wherever its start lies, and any run begun before the
   * switch; one begun after it is the person's later one, and runs on.
   */
  private async stopOthers(sw: CrossSwitch, since: number, atTheClick = false): Promise<void> {
    const unreached: string[] = [];
    for (const k of sw.stops) {
      const other = this.engines.get(k);
      const running = other?.snapshot().running;
      if (!other || !running) continue;
      const sameRun = atTheClick || running.key === sw.runs?.[k] || (running.runningSince ?? 0) <= since;
      if (!sameRun) continue;
      const r = await other.stop({ at: this.endAtTheClick(k, since), exact: true });
      // Signed out while the switch was under way (its token refused on a send of its own):
      // the stop is owed, so its timer is neither forgotten nor left running beside the new one.
      if (!r.ok && other.snapshot().session.state !== 'signed_in' && other.snapshot().running !== null) unreached.push(k);
    }
    await this.owe([...(sw.owes ?? []), ...unreached], since, atTheClick);
  }

  /** Where the person's click at `at` ends account `key`'s run: at the click, or where the run began when it is shown beginning later. */
  private endAtTheClick(key: string, at: number): number {
    return Math.max(at, this.engines.get(key)?.snapshot().running?.runningSince ?? at);
  }

  /** A switch a kill interrupted: finished when its start reached the disk, else forgotten with the click. */
  private async finishSwitch(): Promise<void> {
    const read = await this.store.read(CROSS_SWITCH_KEY);
    if (read.status !== 'ok') return;
    const sw = readCrossSwitch(read.value);
    const since = sw ? startedRun(sw, this.engines.get(sw.to)?.snapshot().running ?? null) : null;
    if (sw && since !== null) await this.stopOthers(sw, since);
    await this.store.delete(CROSS_SWITCH_KEY);
  }

  private async open(key: string): Promise<AccountStint> {
    const { updates, ...shared } = this.stores.portsFor(key);
    // The person's notifications: an answer reaches the account that asked, and no other.
    const ports = { ...shared, notifier: this.notifiers.forAccount(key) };
    // Stint updates itself once: through the first account.
    const stint = await createStint(key === FIRST_ACCOUNT_KEY && updates ? { ...ports, updates } : ports, {
      ...this.options,
      otherAccounts: {
        // A signed-out account's timer counts too: it runs on the service (or waits to be sent), its
        // window says so, and a reminder's "No timer running" answered with Continue would start a
        // second one beside it (property suite, seed 823364216, 1000 runs, run 611).
        running: () => this.runningIn(key).length > 0 || this.runningSignedOut(key).length > 0,
        lastRunAt: () => this.lastRunAt,
        reminds: () => this.reminderAccount() === key,
        entries: (offsetMinutes) => this.entriesBeside(key, offsetMinutes),
        personHours: () => this.personHours(key),
        continueEntry: (entryKey) => {
          const other = readOtherEntryKey(entryKey);
          return other ? this.continueEntry(other.accountKey, other.entryKey) : Promise.resolve(noSuchAccount(this.words()));
        },
      },
    });
    this.engines.set(key, stint);
    this.unsubscribe.set(key, stint.subscribe(() => {
      this.noteUndo(stint.snapshot().undo?.id);
      this.publish();
    }));
    if (this.windowVisible) stint.setWindowVisible(true);
    return stint;
  }

  private async forget(key: string): Promise<void> {
    this.unsubscribe.get(key)?.();
    this.unsubscribe.delete(key);
    const stint = this.engines.get(key);
    this.engines.delete(key);
    await stint?.close();
    await this.stores.discard(key);
  }

  /** The person's settings from the first account's into each other's (`keys`: the ones to bring). */
  private async shareSettings(keys: readonly string[] = [...this.engines.keys()]): Promise<void> {
    const patch = personPatch(this.first.snapshot().settings);
    const same = JSON.stringify(patch);
    for (const k of keys) {
      const other = k === FIRST_ACCOUNT_KEY ? undefined : this.engines.get(k);
      // Most starts find them alike: no settings file written for nothing.
      if (other && JSON.stringify(personPatch(other.snapshot().settings)) !== same) await other.updateSettings(patch);
    }
  }

  /** The accounts other than `except` whose timer runs (signed in: a signed-out one's copy is stale, and it could not stop it). */
  private runningIn(except: string | null): string[] {
    return [...this.engines]
      .filter(([k, e]) => {
        const s = e.snapshot();
        return k !== except && s.running !== null && s.session.state === 'signed_in';
      })
      .map(([k]) => k);
  }

  /** Every account's own snapshot (but `except`'s), in the person's order, named as the window names it. */
  named(except: string | null = null): { readonly key: string; readonly name: string; readonly snapshot: Snapshot; readonly undoSeen?: number }[] {
    return this.snapshot().accounts.flatMap((r) => {
      const stint = r.key === except ? undefined : this.engines.get(r.key);
      if (!stint) return [];
      const snapshot = stint.snapshot();
      const seen = snapshot.undo ? this.undoSeen.get(snapshot.undo.id) : undefined;
      return [{ key: r.key, name: r.name, snapshot, ...(seen === undefined ? {} : { undoSeen: seen }) }];
    });
  }

  /**
   * Numbers each account's Undo in the order this process saw it appear: two changes in one
   * instant of the clock, in two accounts, are told apart by it (the clock cannot: changes-across.ts).
   */
  private noteUndo(id: string | undefined): void {
    if (id === undefined || this.undoSeen.has(id)) return;
    this.undoSeen.set(id, ++this.undoCount);
    // Only the newest few matter (each account offers one Undo at a time).
    if (this.undoSeen.size > 64) this.undoSeen.delete(this.undoSeen.keys().next().value!);
  }

  /** The other accounts' entries beside `key`'s (today's and the week it shows), in its zone, keyed by their account. */
  private entriesBeside(key: string, offsetMinutes: number): OtherEntryView[] {
    const others = this.named(key);
    if (others.length === 0) return [];
    const week = this.engines.get(key)?.snapshot().shownWeek?.start ?? null;
    return otherEntries(others, offsetMinutes, week).map((o) => ({ ...o.entry, key: otherEntryKey(o.accountKey, o.entry.key), accountName: o.accountName }));
  }

  /** The person's working hours and hours a day, from the first account signed in (null for that account: its own). */
  private personHours(key: string): PersonHours | null {
    const from = this.reminderAccount();
    if (from === null || from === key) return null;
    const s = this.engines.get(from)?.snapshot();
    return s?.serviceWorkingHours ? { hours: s.serviceWorkingHours, capacity: s.serviceCapacity ?? null } : null;
  }

  /** The first account signed in: the one that reminds. */
  private reminderAccount(): string | null {
    for (const a of this.list.accounts) if (this.engines.get(a.key)?.snapshot().session.state === 'signed_in') return a.key;
    return null;
  }

  /** A first account that never signed in and holds nothing: a new account takes its stores. */
  private unused(key: string): boolean {
    const s = this.engines.get(key)?.snapshot();
    return !!s && s.session.state === 'signed_out' && s.settings.lastSignIn.email === null && s.sync.queued === 0 && this.list.accounts.length === 1;
  }

  /**
   * Whether account `key` of the list is that account of the service: by its session, or,
   * signed out (the command line keeps tokens in memory only), by its last sign-in: added
   * again, the same account would be counted twice in every figure across accounts.
   */
  private isAccount(key: string, input: SignInInput): boolean {
    const s = this.engines.get(key)?.snapshot();
    if (!s) return false;
    const last = s.settings.lastSignIn;
    const known = s.session.state === 'signed_in' ? { accountId: s.session.accountId, email: s.session.email, baseUrl: s.session.baseUrl } : last.accountId !== null && last.email !== null && last.serviceAddress !== null ? { accountId: last.accountId, email: last.email, baseUrl: last.serviceAddress } : null;
    if (known === null) return false;
    return known.accountId === input.accountId.trim() && known.email.toLowerCase() === input.email.trim().toLowerCase() && sameService(known.baseUrl, input.baseUrl);
  }

  private nameOf(key: string): string {
    return this.snapshot().accounts.find((a) => a.key === key)?.name ?? key;
  }

  /** The person's words now (the first account's snapshot carries the person's language; English while it is not open yet). */
  private words(): I18n {
    const first = this.engines.get(FIRST_ACCOUNT_KEY);
    return first ? wordsFor(first.snapshot().language) : sourceWords();
  }

  /** The refusal of an account of the service that the list holds already, under the name `key`'s. */
  private alreadyHere(key: string): string {
    const i18n = this.words();
    return i18n._({ id: 'accounts.alreadyHere', message: 'This account is already here as {name}.', values: { name: this.nameOf(key) } });
  }

  /** The person's clock (the first account's). */
  now(): number {
    return this.clock.now();
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const next = this.turn.then(work, work);
    this.turn = next.catch(() => undefined);
    return next;
  }

  private build(): AccountsSnapshot {
    const sources = this.list.accounts.flatMap((entry) => {
      const stint = this.engines.get(entry.key);
      return stint ? [{ entry, snapshot: stint.snapshot() as Snapshot }] : [];
    });
    const view = accountsView(sources, this.now());
    const unreachable = new Set([...this.runningSignedOut(null), ...this.owed.map((o) => o.key)]);
    const i18n = this.words();
    // Said beside the account until it is signed in and its stop sent: else nobody knows it runs on.
    const problem = (r: AccountRow): string | null => (unreachable.has(r.key) && r.session !== 'signed_in' ? stillRunsWords(r.name, this.startOf(r.key), i18n) : r.problem);
    const removal = (r: AccountRow): RemovalQuestion | undefined => {
      const asked = this.removalInput(r.key, r.name);
      return asked ? removalQuestion(asked, i18n) : undefined;
    };
    return { ...view, accounts: view.accounts.map((r) => ({ ...r, problem: problem(r), removal: removal(r) })) };
  }

  private publish(): void {
    this.view = null;
    this.settleOwed();
    if (this.runningIn(null).length > 0) this.lastRunAt = this.now();
    if (this.listeners.size === 0) return;
    const view = this.snapshot();
    for (const l of this.listeners) l(view);
  }
}

function sameService(a: string, b: string): boolean {
  return a.trim().replace(/\/+$/, '').toLowerCase() === b.trim().replace(/\/+$/, '').toLowerCase();
}
