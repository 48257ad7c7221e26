// The person's activity record beside their accounts (issue 62): one record whichever
// account is in use, shown beside the day the window shows (every account's time, so a gap is
// untracked in all of them), and its commands. A fill from activity is a fill like the
// others (fill-parts.ts): only inside the gap, in the account the work books to, queued,
// offline-safe, each part with its Undo. Nothing here sends the record anywhere: a fill
// sends an entry's project, task, description and times, as a fill typed by hand does.

import { activityFills, mostlyIn, type ActivityFill } from '../activity/activity-fills.ts';
import { grouped } from '../activity/activity-day.ts';
import { mergeRulesOf } from '../activity/merge-parts.ts';
import type { ActivityRecorder } from '../activity/activity-recorder.ts';
import type { ActivityRuleBook, RuleResult } from '../activity/activity-rule-book.ts';
import { matchProblems, ruleGoneWords, type ActivityMatch, type ActivityRule } from '../activity/activity-rules.ts';
import { dryRun, dryRunText, type DryRun } from '../activity/rule-dry-run.ts';
import { MAX_EXPORT_DAYS, recordJson, recordRows } from '../activity/record-export.ts';
import { readRulesFile, rulesFileText, type RulesFileAccount } from '../activity/rules-file.ts';
import { recordHeldBy } from '../activity/activity-filter.ts';
import { addDays } from '../time/local-time.ts';
import { recordCsv } from './record-csv.ts';
import { patternOf } from '../activity/title-patterns.ts';
import { domainOf, wordList } from '../activity/rule-matchers.ts';
import { switchDescription, switchQuestion } from '../activity/switch-question.ts';
import type { ActivitySettings } from '../settings/settings-schema.ts';
import type { ActivitySnapshot, DayTimelineView, EntryView, Snapshot } from '../snapshot.ts';
import type { ActivityExportInput, ActivityFillInput, ActivityRuleInput, CommandResult, InAccount, TimesheetReadInput, TimesheetRowsResult } from '../stint-api.ts';
import { bookedOn } from './booked-days.ts';
import { entrySpans, type Span } from '../time/entry-span.ts';
import { fillParts, type FillAccounts } from './fill-parts.ts';
import { wordsFor, type I18n } from '../../i18n/words.ts';
import type { ActivityWords } from '../ports.ts';

const refused = (message: string, fields: Record<string, string> = {}): Extract<CommandResult, { ok: false }> => ({ ok: false, message, fields });
const HOUR_MS = 3_600_000;

/** The person's side the record needs. */
export interface ActivityPerson extends FillAccounts {
  /** The window's snapshot with every account's time (its timeline's gaps less the others' entries), without the record. */
  merged(): Snapshot;
  inUseKey(): string;
  now(): number;
  updateSettings(patch: unknown): Promise<CommandResult>;
  /** The snapshots of the accounts signed in: their entries held (today's, the week shown). */
  heldAccounts(): readonly Snapshot[];
  /** Every account on this computer, named, with its projects as last read (for a rules file). */
  named(): readonly { readonly key: string; readonly name: string; readonly snapshot: Snapshot }[];
  /** Account `key`'s own entries of a range, read from the service (its timesheet read). */
  readTimesheetIn(key: string, input: TimesheetReadInput): Promise<TimesheetRowsResult>;
  /** Starts a timer in account `key`, any other account's stopping (the switch question's answer). */
  startIn(key: string, input: { projectId: number; taskId: number | null; description: string }): Promise<CommandResult>;
}

/** A backend's sentence in the words of `i18n` (its reason or note is worded here, when the snapshot is made). */
function said(words: ActivityWords, i18n: I18n): string {
  return typeof words === 'string' ? words : words(i18n);
}

/** Why nothing can be recorded here, in words; null: it can. */
function cannotOf(recorder: ActivityRecorder, i18n: I18n): string | null {
  const s = recorder.status();
  if (s.availability === null) return i18n._({ id: 'activity.noBackend', message: 'Stint has no way to see the window in focus here: this version of Stint has no backend for this desktop.' });
  if (!s.availability.ok) return said(s.availability.reason, i18n);
  if (s.where === null) return i18n._({ id: 'activity.noFolder', message: 'Stint cannot keep an activity record here (no folder to keep it in).' });
  return s.trouble === null ? null : said(s.trouble, i18n);
}

/** The record's part of the window's snapshot. */
export function activitySnapshot(recorder: ActivityRecorder, rules: ActivityRuleBook, merged: Snapshot, keepDays: number, question: ActivitySnapshot['question'] = null): ActivitySnapshot {
  const status = recorder.status();
  const stretches = recorder.todayNow();
  const gaps = merged.timeline?.today.gaps ?? [];
  const availability = status.availability;
  const i18n = wordsFor(merged.language);
  const note = availability?.ok ? (availability.note !== undefined ? said(availability.note, i18n) : (availability.titles ? null : i18n._({ id: 'activity.appsOnly', message: 'This desktop shows Stint the applications in focus, not their windows’ titles.' }))) : null;
  return {
    state: status.state,
    pausedUntil: status.pausedUntil,
    held: status.held,
    cannot: cannotOf(recorder, i18n),
    note,
    where: status.where,
    keepDays,
    today: { date: merged.today, stretches, apps: grouped(stretches) },
    fills: activityFills(gaps, stretches, rules.list(), mergeRulesOf(merged.settings.activity)),
    rules: rules.list(),
    question,
  };
}

export class PersonActivity {
  /** When the stretch of work last asked about began: the question is not asked again for it. */
  private asked: number | null = null;

  constructor(
    private readonly recorder: () => ActivityRecorder,
    private readonly rules: () => ActivityRuleBook,
    private readonly person: ActivityPerson,
  ) {}

  /** "Switch to Acme · Design?" for the window's snapshot (`merged`, the account in use's with every account's time); null: nothing to ask. */
  /** The words of the person's language now (the window's snapshot says which). */
  private get i18n(): I18n {
    return wordsFor(this.person.merged().language);
  }

  question(merged: Snapshot, settings: ActivitySettings): ActivitySnapshot['question'] {
    const q = this.currentQuestion(merged, settings);
    if (q === null) return null;
    const account = this.person.account(q.rule.accountKey)?.snapshot();
    const i18n = wordsFor(merged.language);
    const project = account?.projects.find((p) => p.id === q.rule.projectId)?.name ?? i18n._({ id: 'activity.switch.itsProject', message: 'its project' });
    const task = q.rule.taskId === null ? undefined : account?.tasks[q.rule.projectId]?.find((t) => t.id === q.rule.taskId)?.name;
    const text = task ? i18n._({ id: 'activity.switch.toTask', message: 'Switch to {project} · {task}?', values: { project, task } }) : i18n._({ id: 'activity.switch.to', message: 'Switch to {project}?', values: { project } });
    return { text, ruleId: q.rule.id, since: q.since, description: switchDescription(q, this.recorder().todayNow()) };
  }

  /** The answer to the switch question: the timer switches to the rule's work, or it is not asked again for this stretch. */
  async answerSwitch(choice: 'switch' | 'not_now', merged: Snapshot, settings: ActivitySettings): Promise<CommandResult> {
    const q = this.currentQuestion(merged, settings);
    if (q === null) return refused(this.i18n._({ id: 'activity.noSwitch', message: 'No switch is asked about now.' }));
    this.asked = q.since;
    if (choice === 'not_now') return { ok: true };
    // What the question showed (switchDescription), never the window in focus at the click.
    return this.person.startIn(q.rule.accountKey, { projectId: q.rule.projectId, taskId: q.rule.taskId, description: switchDescription(q, this.recorder().todayNow()) });
  }

  private currentQuestion(merged: Snapshot, settings: ActivitySettings) {
    const running = merged.running;
    return switchQuestion({
      stretches: this.recorder().todayNow(),
      rules: this.rules().list(),
      running: running === null ? null : { accountKey: this.person.inUseKey(), projectId: running.projectId, taskId: running.taskId },
      now: this.person.now(),
      minutes: settings.switchMinutes,
      enabled: settings.switchQuestion && this.recorder().state() === 'on',
      windows: merged.timeline?.today.windows ?? [],
      asked: this.asked,
    });
  }

  async setRecording(on: boolean): Promise<CommandResult> {
    const r = await this.person.updateSettings({ activity: { enabled: on } });
    return r.ok ? { ok: true } : r;
  }

  async pause(choice: 'hour' | 'day' | 'resume'): Promise<CommandResult> {
    const r = this.recorder();
    if (r.state() === 'off') return refused(this.i18n._({ id: 'activity.offNoPause', message: 'The activity record is off: there is nothing to pause.' }));
    const held = r.status().held;
    if (choice === 'resume' && held !== null) return refused(held);
    await r.pause(choice === 'resume' ? null : choice === 'hour' ? this.person.now() + HOUR_MS : r.endOfToday());
    return { ok: true };
  }

  async deleteRecord(range: 'today' | 'week' | 'all'): Promise<CommandResult & { dates?: readonly string[] }> {
    const dates = await this.recorder().deleteRecord(range);
    return { ok: true, dates };
  }

  /** Every gap's fill of `date` from its activity: today's as the snapshot shows them, another day's read from its file. */
  async preview(date: string): Promise<CommandResult & { fills?: readonly ActivityFill[] }> {
    const s = this.person.merged();
    const day = dayOf(s, date);
    if (day === null) return refused(this.i18n._({ id: 'activity.dayNotShown', message: '{date} is not a day the window shows: show its week first.', values: { date } }), { date: this.i18n._({ id: 'activity.dayNotShown.field', message: 'Show the week of this day first.' }) });
    const stretches = await this.recorder().day(date);
    return { ok: true, fills: activityFills(day.gaps, stretches, this.rules().list(), mergeRulesOf(s.settings.activity)) };
  }

  async fill(input: ActivityFillInput): Promise<CommandResult> {
    const preview = await this.preview(input.date);
    if (!preview.ok) return preview;
    const offer = preview.fills?.find((f) => f.gap.start === input.gapStart);
    if (!offer) return refused(this.i18n._({ id: 'activity.gapFilled', message: 'Nothing recorded in this gap is left to fill: it may be tracked already. Look at the day again.' }));
    const picked = input.projectId !== undefined;
    const work = picked
      ? { projectId: input.projectId!, taskId: input.taskId ?? null, description: (input.description ?? offer.label).trim(), accountKey: input.accountKey ?? this.person.inUseKey() }
      : offer.work !== null
        ? { projectId: offer.work.projectId, taskId: offer.work.taskId, description: (input.description ?? offer.work.description).trim(), accountKey: offer.work.accountKey }
        : null;
    if (work === null) return refused(this.i18n._({ id: 'activity.pickProject', message: 'Pick a project for “{label}”: Stint can remember it for the next time.', values: { label: offer.label } }), { project: this.i18n._({ id: 'activity.pickProject.field', message: 'Pick a project.' }) });
    const r = await fillParts(this.person, offer.parts, work, this.i18n);
    if (r.filled > 0 && input.remember !== undefined) {
      const w = mostlyIn(offer.gap, (await this.recorder().day(input.date)));
      if (w) await this.learn(w, input.remember, { ...work, description: work.description === offer.label ? null : work.description });
    }
    return r.result;
  }

  /** "Fill the day from activity": every gap of `date` whose fill has its work, in one step. */
  async fillDay(date: string): Promise<CommandResult & { filled?: number }> {
    const preview = await this.preview(date);
    if (!preview.ok) return preview;
    const offers = preview.fills ?? [];
    const ready = offers.filter((f): f is ActivityFill & { work: NonNullable<ActivityFill['work']> } => f.work !== null);
    const i18n = this.i18n;
    if (ready.length === 0) {
      return refused(
        offers.length === 0
          ? i18n._({ id: 'activity.fillDay.nothing', message: 'Nothing recorded on {date} lies in an untracked gap of your working hours.', values: { date } })
          : i18n._({ id: 'activity.fillDay.noRule', message: 'No gap of {date} has a rule for what was done in it yet: fill one with a project and have Stint remember it.', values: { date } }),
      );
    }
    let filled = 0;
    const said: string[] = [];
    for (const f of ready) {
      const r = await fillParts(this.person, f.parts, f.work, i18n);
      filled += r.filled;
      if (!r.result.ok) said.push(i18n._({ id: 'activity.fillDay.notFilledOne', message: '{label}: {why}', values: { label: f.label, why: r.result.message } }));
    }
    if (filled === 0) return refused(said.join(' '));
    return said.length === 0 ? { ok: true, filled } : { ok: false, message: i18n._({ id: 'activity.fillDay.some', message: '{filled} filled. Not filled: {why}', values: { filled, why: said.join(' ') } }), fields: {}, filled };
  }

  /** A rule from an entry the person booked: the window it was mostly spent in, booked as the entry is. */
  async learnFromEntry(input: { readonly entryKey: string; readonly by: 'title' | 'app' } & InAccount): Promise<CommandResult & { rule?: ReturnType<ActivityRuleBook['list']>[number] }> {
    const key = input.accountKey ?? this.person.inUseKey();
    const stint = this.person.account(key);
    if (!stint) return refused(this.i18n._({ id: 'activity.noAccount', message: 'There is no such account.' }), { account: this.i18n._({ id: 'activity.noAccount', message: 'There is no such account.' }) });
    const s = stint.snapshot();
    const entry = [...s.todayEntries, ...(s.shownWeek?.days.flatMap((d) => d.entries) ?? [])].find((e) => e.key === input.entryKey);
    if (!entry) return refused(this.i18n._({ id: 'activity.entryGone', message: 'This entry is no longer shown: pick it again.' }), { entry: this.i18n._({ id: 'activity.entryGone.field', message: 'This entry is no longer shown.' }) });
    const stretches = await this.recorder().day(entry.date);
    const w = entrySpans(entry, this.person.now(), s.zone.offsetMinutes)
      .map((span) => mostlyIn(span, stretches))
      .find((x) => x !== null);
    if (!w) return refused(this.i18n._({ id: 'activity.nothingInEntry', message: 'The activity record holds nothing in the time of this entry: there is no window to make a rule of.' }));
    const r = await this.learn(w, input.by, { accountKey: key, projectId: entry.projectId, taskId: entry.taskId, description: entry.description.trim() === '' || entry.description === w.title ? null : entry.description });
    return r.ok ? { ok: true, rule: r.rule } : r;
  }

  async addRule(input: ActivityRuleInput): Promise<CommandResult & { rule?: ReturnType<ActivityRuleBook['list']>[number] }> {
    const r = await this.rules().add(matchOf(input), bookTo(input, this.person.inUseKey()), this.i18n);
    return r.ok ? { ok: true, rule: r.rule } : r;
  }

  /** What the rule of `input` would book over the days kept, placed as saving would place it; nothing saved. */
  async dryRunRule(input: ActivityRuleInput & { readonly ruleId?: string }): Promise<CommandResult & { dryRun?: DryRun; text?: string; notRead?: readonly string[] }> {
    const match = matchOf(input);
    const bad = matchProblems(match, this.i18n);
    if (Object.keys(bad).length > 0) return refused(Object.values(bad)[0]!, bad);
    const list = this.rules().list();
    const old = input.ruleId === undefined ? undefined : list.find((r) => r.id === input.ruleId);
    if (input.ruleId !== undefined && old === undefined) return ruleGone(this.i18n);
    // A rule not yet saved has no id of its own: one no stored rule has (RULE_ID's form).
    const rule: ActivityRule = { id: old?.id ?? 'rdryrun00', match, ...bookTo(input, this.person.inUseKey()) };
    const rules = old ? list.map((r) => (r.id === old.id ? rule : r)) : [rule, ...list];
    const recorder = this.recorder();
    const days = await Promise.all((await recorder.dates()).map(async (date) => ({ date, stretches: await recorder.day(date) })));
    const booked = heldEntries(this.person.heldAccounts(), this.person.now());
    const merge = mergeRulesOf(this.person.merged().settings.activity);
    const held = dryRun({ rule, rules, days, merge, booked });
    if (held.unchecked.length === 0) return { ok: true, dryRun: held, text: dryRunText(held, this.i18n) };
    // Days Stint does not hold (before the week shown): their entries read in every account, once.
    const read = await bookedOn({ named: () => this.person.named(), readIn: (key, range) => this.person.readTimesheetIn(key, range), now: () => this.person.now() }, held.unchecked);
    for (const [date, spans] of read.booked) booked.set(date, spans);
    const run = read.booked.size === 0 ? held : dryRun({ rule, rules, days, merge, booked });
    const text = dryRunText(run, this.i18n);
    if (read.problems.length === 0) return { ok: true, dryRun: run, text };
    return { ok: true, dryRun: run, text: this.i18n._({ id: 'activity.dryRun.notRead', message: '{text} Not read: {problems}', values: { text, problems: read.problems.join(' ') } }), notRead: read.problems };
  }

  /** The record of `from`..`to` (inclusive) as CSV or JSON, the person's exclusions and rewrites as they stand applied again. */
  async exportRecord(input: ActivityExportInput): Promise<CommandResult & { content?: string; rows?: number; days?: number }> {
    const bad = rangeProblem(input.from, input.to, this.i18n);
    if (bad !== null) return refused(bad, { from: bad });
    const s = this.person.merged();
    const held = recordHeldBy(s.settingsProblems ?? []);
    if (held !== null) return refused(this.i18n._({ id: 'activity.exportHeld', message: 'The record cannot be exported while its filters cannot be read: {why}', values: { why: held } }));
    const recorder = this.recorder();
    const dates = (await recorder.dates()).filter((d) => d >= input.from && d <= input.to);
    const days = await Promise.all(dates.map(async (date) => ({ date, stretches: await recorder.day(date) })));
    const rows = recordRows(days, s.settings.activity, s.zone.offsetMinutes);
    const content = input.format === 'json' ? recordJson(rows, input) : recordCsv(rows);
    return { ok: true, content, rows: rows.length, days: new Set(rows.map((r) => r.date)).size };
  }

  /** The person's rules as a file (JSON), in their order. */
  exportRules(): CommandResult & { content?: string; count?: number } {
    const rules = this.rules().list();
    return { ok: true, content: rulesFileText(rules, this.fileAccounts()), count: rules.length };
  }

  /** Rules from a file: each checked, the good ones kept (after the person's, or changing the same rule's booking), the bad ones named with why. */
  async importRules(text: string): Promise<CommandResult & { added?: number; changed?: number; refused?: readonly { readonly n: number; readonly why: string }[] }> {
    const read = readRulesFile(text, this.fileAccounts(), this.i18n);
    if (!read.ok) return refused(read.message, { file: read.message });
    const { added, changed } = read.rules.length === 0 ? { added: 0, changed: 0 } : await this.rules().importRules(read.rules);
    return { ok: true, added, changed, refused: read.refused };
  }

  private fileAccounts(): RulesFileAccount[] {
    return this.person.named().map((a) => ({ key: a.key, name: a.name, projects: a.snapshot.projects.length === 0 ? null : new Set(a.snapshot.projects.filter((p) => p.active).map((p) => p.id)) }));
  }

  async updateRule(ruleId: string, input: ActivityRuleInput): Promise<CommandResult> {
    const r = await this.rules().update(ruleId, { match: matchOf(input), ...bookTo(input, this.person.inUseKey()) }, this.i18n);
    return r.ok ? { ok: true } : r;
  }

  async moveRule(ruleId: string, index: number): Promise<CommandResult> {
    return (await this.rules().move(ruleId, index)) ? { ok: true } : ruleGone(this.i18n);
  }

  async removeRule(ruleId: string): Promise<CommandResult> {
    return (await this.rules().remove(ruleId)) ? { ok: true } : ruleGone(this.i18n);
  }

  private learn(w: { readonly app: string; readonly title: string }, by: 'title' | 'app', to: Parameters<ActivityRuleBook['add']>[1]): Promise<RuleResult> {
    // A window without a title (a desktop that shows applications only) is learned by its application.
    const match: ActivityMatch = by === 'app' || w.title.trim() === '' ? { app: patternOf(w.app), title: null } : { app: null, title: patternOf(w.title) };
    return this.rules().add(match, to, this.i18n);
  }
}

function matchOf(input: ActivityRuleInput): ActivityMatch {
  const norm = (p: string | null | undefined) => (p === undefined || p === null || p.trim() === '' ? null : p.trim());
  const all = norm(input.allWords);
  const any = norm(input.anyWords);
  const domain = norm(input.domain);
  const regex = norm(input.regex);
  return {
    app: norm(input.app),
    title: norm(input.title),
    ...(all === null ? {} : { allWords: wordList(all) }),
    ...(any === null ? {} : { anyWords: wordList(any) }),
    // A domain typed as an address (https://www.github.com/acme) is its domain; one that is none is kept as typed and named.
    ...(domain === null ? {} : { domain: domainOf(domain) ?? domain }),
    ...(regex === null ? {} : { regex }),
  };
}

function bookTo(input: ActivityRuleInput, inUse: string) {
  return { accountKey: input.accountKey ?? inUse, projectId: input.projectId, taskId: input.taskId ?? null, description: input.description?.trim() ? input.description.trim() : null };
}

/**
 * Every account's entries Stint holds, by date: today's, and the week shown's days when it is
 * read; a date only when every account signed in holds it (else its booked time is unknown).
 */
export function heldEntries(accounts: readonly Snapshot[], now: number): Map<string, Span[]> {
  const each = accounts.map((s) => {
    const days = new Map<string, readonly EntryView[]>([[s.today, s.todayEntries]]);
    if (s.shownWeek?.state === 'ready') for (const d of s.shownWeek.days) if (d.date < s.today) days.set(d.date, d.entries);
    return { s, days };
  });
  const out = new Map<string, Span[]>();
  const dates = each[0] ? [...each[0].days.keys()].filter((d) => each.every((a) => a.days.has(d))) : [];
  for (const date of dates) out.set(date, each.flatMap((a) => a.days.get(date)!.flatMap((e) => entrySpans(e, now, a.s.zone.offsetMinutes))));
  return out;
}

/** Why `from`..`to` cannot be exported, in words; null: it can. */
function rangeProblem(from: string, to: string, i18n: I18n): string | null {
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (!date.test(from) || !date.test(to) || addDays(from, 0) !== from || addDays(to, 0) !== to) return i18n._({ id: 'activity.export.dates', message: 'Give the dates as YYYY-MM-DD, such as 2026-03-09.' });
  if (from > to) return i18n._({ id: 'activity.export.backwards', message: 'The range ends ({to}) before it begins ({from}): give the earlier date first.', values: { from, to } });
  if (addDays(from, MAX_EXPORT_DAYS) <= to) return i18n._({ id: 'activity.export.tooLong', message: 'The range is longer than {days} days: export it in parts.', values: { days: MAX_EXPORT_DAYS } });
  return null;
}

/** The refusal of a rule that is gone (removed in another window, or by an import). */
function ruleGone(i18n: I18n): ReturnType<typeof refused> {
  const gone = ruleGoneWords(i18n);
  return refused(gone, { rule: gone });
}

/** The day `date` of the window's timeline: today's, or a day of the week shown; null: not shown. */
function dayOf(s: Snapshot, date: string): DayTimelineView | null {
  const t = s.timeline;
  if (!t) return null;
  return t.today.date === date ? t.today : (t.week.find((d) => d.date === date) ?? null);
}
