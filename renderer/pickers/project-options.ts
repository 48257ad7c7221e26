// The Project picker's options, made once for each content of each account's projects and
// shared by every picker that lists them (the start form and Quick entry, an entry's Edit):
// each snapshot crosses IPC as a new object, and its 10,000 projects (20,000 across two
// accounts) compared, labelled and sorted again by each picker was most of the cost of
// opening one (bench:ui: Quick entry's first opening). Each account's options are the same
// array for the same content, so the search index made of it (./fuzzy.ts, by the array) is
// made once too, and the start form's list across accounts searches the same index of the
// account in use's projects as Quick entry does (one index of 10,000 options less to hold).

import type { OtherAccountProject, ProjectView } from '../../main/core/snapshot.ts';
import type { PickOption } from './pick-option.ts';

export interface ProjectOption extends PickOption {
  readonly project: ProjectView;
  /** Another account's project (the start form's pickers across accounts); null: the account in use's. */
  readonly accountKey: string | null;
}

/** A picker's key for a project: `p12` in the account in use, `x<account>p12` in another. */
export function projectOptionId(accountKey: string | null, projectId: number): string {
  return accountKey === null ? `p${projectId}` : `x${accountKey}p${projectId}`;
}

function optionOf(p: ProjectView, accountKey: string | null, accountName: string | null): ProjectOption {
  return {
    id: projectOptionId(accountKey, p.id),
    label: p.name,
    // Marked with its account where the person has several: "Acme · Website Redesign".
    ...(accountName === null ? {} : { prefix: accountName }),
    detail: p.customerName,
    project: p,
    accountKey,
    // The project's default for its entries, as the service reports it.
    ...(p.billable === true ? { mark: 'billable' as const } : {}),
  };
}

/** Two projects alike in everything an option shows or carries. */
function sameProject(a: ProjectView, b: ProjectView): boolean {
  return a === b || (a.id === b.id && a.name === b.name && a.customerName === b.customerName && a.active === b.active && a.requiredTask === b.requiredTask && (a.billable === true) === (b.billable === true));
}

/**
 * The same projects in the same order. Compared field by field rather than through a key
 * string of each list: a snapshot (a show, a tick of the timer) then costs a walk over the
 * lists, not 20,000 strings made and joined.
 */
function sameProjects(a: readonly ProjectView[], b: readonly ProjectView[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameProject(a[i]!, b[i]!)) return false;
  return true;
}

function sameOthers(a: readonly OtherAccountProject[], b: readonly OtherAccountProject[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y && (x.accountKey !== y.accountKey || x.accountName !== y.accountName || !sameProject(x.project, y.project))) return false;
  }
  return true;
}

/** One account's options as made last, and the projects they were made of (compared with the next snapshot's). */
interface Made<P> {
  projects: readonly P[];
  readonly options: readonly ProjectOption[];
}

/** The account in use's options, unmarked: Quick entry's list, and the first part of the start form's across accounts. */
let own: Made<ProjectView> | null = null;
/** Each other account's options, marked with its name, by account key. */
const othersMade = new Map<string, Made<OtherAccountProject>>();
/** The account in use's list alone as made last. */
let ownList: ProjectOptionList | null = null;
/** The list across accounts as made last: the same parts give the same list. */
let across: ProjectOptionList | null = null;

const byLabel = (a: ProjectOption, b: ProjectOption) => a.label.localeCompare(b.label);

function ownOptions(projects: readonly ProjectView[]): readonly ProjectOption[] {
  if (own !== null && sameProjects(own.projects, projects)) {
    // The lists just compared alike: the next snapshot is compared with these.
    own.projects = projects;
    return own.options;
  }
  const options: ProjectOption[] = [];
  for (const p of projects) if (p.active) options.push(optionOf(p, null, null));
  own = { projects, options: options.sort(byLabel) };
  return own.options;
}

function otherOptions(accountKey: string, projects: readonly OtherAccountProject[]): readonly ProjectOption[] {
  const kept = othersMade.get(accountKey);
  if (kept !== undefined && sameOthers(kept.projects, projects)) {
    kept.projects = projects;
    return kept.options;
  }
  const options: ProjectOption[] = [];
  for (const o of projects) if (o.project.active) options.push(optionOf(o.project, o.accountKey, o.accountName));
  othersMade.set(accountKey, { projects, options: options.sort(byLabel) });
  return options;
}

/** A picker's projects: every option in order, the lists they were joined from, and the account shown on options that carry none. */
export interface ProjectOptionList {
  readonly options: readonly ProjectOption[];
  /** Each account's options, in the order `options` holds them: each is indexed once (../fuzzy.ts) and searched by every picker that lists it. */
  readonly parts: readonly (readonly ProjectOption[])[];
  /** The account in use's name, shown before its options (they are Quick entry's too, which shows none); null: none shown. */
  readonly prefix: string | null;
}

/**
 * The active projects as options, sorted by label: the account in use's, unmarked
 * (`inUseName`: the picker shows that name before them; null: one account, or a picker of
 * the account in use alone), then the other accounts' (`others`), each marked with its
 * account, account by account in the order of their names. Each account's options are the
 * same array for the same content, and so is the whole list: the account in use's are the
 * same objects in Quick entry's picker and the start form's, and one index serves both.
 */
export function projectOptionList(projects: readonly ProjectView[], others: readonly OtherAccountProject[], inUseName: string | null): ProjectOptionList {
  const mine = ownOptions(projects);
  if (others.length === 0 && inUseName === null) {
    if (ownList?.options !== mine) ownList = { options: mine, parts: [mine], prefix: null };
    return ownList;
  }
  const byAccount = new Map<string, { name: string; projects: OtherAccountProject[] }>();
  for (const o of others) {
    let account = byAccount.get(o.accountKey);
    if (account === undefined) byAccount.set(o.accountKey, (account = { name: o.accountName, projects: [] }));
    account.projects.push(o);
  }
  for (const key of othersMade.keys()) if (!byAccount.has(key)) othersMade.delete(key);
  const blocks = [{ name: inUseName ?? '', options: mine }, ...[...byAccount].map(([key, a]) => ({ name: a.name, options: otherOptions(key, a.projects) }))];
  // Account by account, in the order of their names (a stable sort: the account in use first among equal names).
  const parts = blocks.sort((a, b) => a.name.localeCompare(b.name)).map((b) => b.options);
  if (across === null || across.prefix !== inUseName || across.parts.length !== parts.length || across.parts.some((part, i) => part !== parts[i])) {
    across = { options: parts.flat(), parts, prefix: inUseName };
  }
  return across;
}

/** The options of `projectOptionList`, alone. */
export function projectOptions(projects: readonly ProjectView[], others: readonly OtherAccountProject[], inUseName: string | null): readonly ProjectOption[] {
  return projectOptionList(projects, others, inUseName).options;
}
