// Each snapshot crosses IPC as a new object, its 10,000 projects (20,000 across two accounts)
// and their names new copies. The pickers' options were made from the first snapshot's
// projects and kept while their content stays (../pickers/project-options.ts), so the window
// held the options' copy and the latest snapshot's: two copies of every project and name after
// the first push (bench:memory's heap snapshots). The large lists of a new snapshot that equal
// the previous one's are taken from it here, before anything reads them: the new copy is
// garbage at once, and every memo keyed by those lists stays. Equal items of a list that
// changed (a project renamed among 10,000) are kept too.

import type { Snapshot } from '../../main/core/snapshot.ts';

/** Plain data as it crosses IPC: objects, arrays and primitives. */
type Data = unknown;

/** `next`, or `prev` where both hold the same data; in a changed object or array, its equal parts are `prev`'s. */
export function shareEqual<T>(prev: T, next: T): T {
  return share(prev, next) as T;
}

function share(prev: Data, next: Data): Data {
  if (Object.is(prev, next)) return prev;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    const out = next.map((item: Data, i) => {
      const kept = i < prev.length ? share(prev[i], item) : item;
      if (!Object.is(kept, prev[i])) same = false;
      return kept;
    });
    return same ? prev : out;
  }
  if (isRecord(prev) && isRecord(next)) {
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(prev).length;
    const out: Record<string, Data> = {};
    for (const key of keys) {
      const kept = key in prev ? share(prev[key], next[key]) : next[key];
      if (!(key in prev) || !Object.is(kept, prev[key])) same = false;
      out[key] = kept;
    }
    return same ? prev : out;
  }
  // Primitives other than equal ones (those are kept above: a string's previous copy kept, the new one dropped).
  return next;
}

function isRecord(v: Data): v is Record<string, Data> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

/** `next` with its projects, tasks and the other accounts' projects and tasks taken from `prev` where they hold the same. */
export function keepUnchangedLists(prev: Snapshot | null, next: Snapshot): Snapshot {
  if (prev === null) return next;
  const projects = shareEqual(prev.projects, next.projects);
  const tasks = shareEqual(prev.tasks, next.tasks);
  const accounts =
    prev.accounts === undefined || next.accounts === undefined || prev.accounts === null || next.accounts === null
      ? next.accounts
      : { ...next.accounts, otherProjects: shareEqual(prev.accounts.otherProjects, next.accounts.otherProjects), otherTasks: shareEqual(prev.accounts.otherTasks, next.accounts.otherTasks) };
  return { ...next, projects, tasks, ...(accounts === undefined ? {} : { accounts }) };
}
