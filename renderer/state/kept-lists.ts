// Each snapshot crosses IPC as a new object, its 10,000 projects (20,000 across two accounts)
// and their names new copies. The pickers' options were made from the first snapshot's
// projects and kept while their content stays (../pickers/project-options.ts), so the window
// held the options' copy and the latest snapshot's: two copies of every project and name after
// the first push (bench:memory's heap snapshots). The large lists of a new snapshot that equal
// the previous one's are taken from it here, before anything reads them: the new copy is
// garbage at once, and every memo keyed by those lists stays. Equal items of a list that
// changed (a project renamed among 10,000) are kept too.

import type { OtherAccountProject, ProjectBudget, ProjectView, Snapshot, TaskView } from '../../main/core/snapshot.ts';

/**
 * Every field of each type compared below: a field added to the type fails here until its
 * comparison is added too (a generic walk of any data cost 30-60 ms of CPU a snapshot over
 * 30,000 projects on a loaded machine, this a fraction of it).
 */
const COMPARED = {
  project: { id: 0, name: 0, customerName: 0, customerId: 0, requiredTask: 0, active: 0, billable: 0, budget: 0 } satisfies Record<keyof Required<ProjectView>, 0>,
  budget: { by: 0, amount: 0, progressPercent: 0 } satisfies Record<keyof Required<ProjectBudget>, 0>,
  task: { id: 0, name: 0, billable: 0 } satisfies Record<keyof Required<TaskView>, 0>,
  other: { accountKey: 0, accountName: 0, project: 0 } satisfies Record<keyof Required<OtherAccountProject>, 0>,
};
void COMPARED;

function sameBudget(a: ProjectBudget | null | undefined, b: ProjectBudget | null | undefined): boolean {
  return a === b || (a != null && b != null && a.by === b.by && Object.is(a.amount, b.amount) && Object.is(a.progressPercent, b.progressPercent));
}

function sameProject(a: ProjectView, b: ProjectView): boolean {
  return (
    a === b ||
    (a.id === b.id && a.name === b.name && a.customerName === b.customerName && a.customerId === b.customerId && a.requiredTask === b.requiredTask && a.active === b.active && a.billable === b.billable && sameBudget(a.budget, b.budget))
  );
}

const sameTask = (a: TaskView, b: TaskView): boolean => a === b || (a.id === b.id && a.name === b.name && a.billable === b.billable);
const sameOther = (a: OtherAccountProject, b: OtherAccountProject): boolean => a === b || (a.accountKey === b.accountKey && a.accountName === b.accountName && sameProject(a.project, b.project));

/** `next`, or `prev` where every item is the same; else `next` with the same items taken from `prev`. */
function keptList<T>(prev: readonly T[], next: readonly T[], same: (a: T, b: T) => boolean): readonly T[] {
  if (prev === next) return prev;
  let all = prev.length === next.length;
  const out = next.map((item, i) => {
    if (i < prev.length && same(prev[i]!, item)) return prev[i]!;
    all = false;
    return item;
  });
  return all ? prev : out;
}

/** A record of lists, each kept as `keptList`; `prev` itself where every list and key is the same. */
function keptRecord<V>(prev: Readonly<Record<string, V>>, next: Readonly<Record<string, V>>, kept: (a: V, b: V) => V): Readonly<Record<string, V>> {
  if (prev === next) return prev;
  const keys = Object.keys(next);
  let all = keys.length === Object.keys(prev).length;
  const out: Record<string, V> = {};
  for (const key of keys) {
    const value = Object.hasOwn(prev, key) ? kept(prev[key]!, next[key]!) : next[key]!;
    if (value !== prev[key]) all = false;
    out[key] = value;
  }
  return all ? prev : out;
}

const keptTasks = (prev: Readonly<Record<number, readonly TaskView[]>>, next: Readonly<Record<number, readonly TaskView[]>>) =>
  keptRecord<readonly TaskView[]>(prev, next, (a, b) => keptList(a, b, sameTask));

/** `next` with its projects, tasks and the other accounts' projects and tasks taken from `prev` where they hold the same. */
export function keepUnchangedLists(prev: Snapshot | null, next: Snapshot): Snapshot {
  if (prev === null) return next;
  const projects = keptList(prev.projects, next.projects, sameProject);
  const tasks = keptTasks(prev.tasks, next.tasks);
  const was = prev.accounts;
  const now = next.accounts;
  const accounts =
    was == null || now == null
      ? now
      : { ...now, otherProjects: keptList(was.otherProjects, now.otherProjects, sameOther), otherTasks: keptRecord(was.otherTasks, now.otherTasks, keptTasks) };
  return { ...next, projects, tasks, ...(accounts === undefined ? {} : { accounts }) };
}
