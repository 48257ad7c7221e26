// The Project picker's options, made once for each content of the projects and shared by
// every picker that lists the same ones (the start form and Quick entry, an entry's Edit):
// each snapshot crosses IPC as a new object, and its 10,000 projects (20,000 across two
// accounts) compared, labelled and sorted again by each picker was most of the cost of
// opening one (bench:ui: Quick entry's first opening). The options' list is the same array
// for the same content, so the search index made of it (./fuzzy.ts, by the array) is made
// once too.

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
    ...(p.billable === true ? { mark: 'billable' } : {}),
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

/** The options made last, by what they were made of (a picker in one account and one across accounts: two). */
interface Made {
  projects: readonly ProjectView[];
  others: readonly OtherAccountProject[];
  readonly options: readonly ProjectOption[];
}
const made = new Map<string, Made>();

/**
 * The active projects as options, sorted by label: the account in use's (`inUseName`: marked
 * with its name; null: unmarked, one account or a picker of the account in use alone), and
 * the other accounts' (`others`), each marked with its account. The same array for the same
 * content.
 */
export function projectOptions(projects: readonly ProjectView[], others: readonly OtherAccountProject[], inUseName: string | null): readonly ProjectOption[] {
  // Which list: its account names are part of its labels.
  const slot = inUseName === null ? (others.length === 0 ? '' : '\u0000') : `n${inUseName}`;
  const kept = made.get(slot);
  if (kept !== undefined && sameProjects(kept.projects, projects) && sameOthers(kept.others, others)) {
    // The lists just compared alike: the next snapshot is compared with these.
    kept.projects = projects;
    kept.others = others;
    return kept.options;
  }
  const options: ProjectOption[] = [];
  for (const p of projects) if (p.active) options.push(optionOf(p, null, inUseName));
  for (const o of others) if (o.project.active) options.push(optionOf(o.project, o.accountKey, o.accountName));
  // Account by account, then by name.
  options.sort((a, b) => (a.prefix ?? '').localeCompare(b.prefix ?? '') || a.label.localeCompare(b.label));
  made.set(slot, { projects, others, options });
  return options;
}
