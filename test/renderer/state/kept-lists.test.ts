// A new snapshot's large lists are the previous snapshot's where they hold the same (the
// window holds one copy of 20,000 projects, not one per snapshot pushed), and a list that
// changed keeps its unchanged items and shows the change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ProjectView } from '../../../main/core/snapshot.ts';
import { keepUnchangedLists } from '../../../renderer/state/kept-lists.ts';
import { accountsPanel } from '../../support/accounts-panel.ts';
import { snapshot } from '../../cli/fixture.ts';

const project = (id: number, name: string, customerName: string | null = 'Acme'): ProjectView => ({ id, name, customerName, requiredTask: false, active: true, budget: { by: 'time', amount: 10 * id, progressPercent: 40 } });

/** The same data as a new copy, as IPC delivers it. */
const copy = <T>(v: T): T => structuredClone(v);

test("the same projects and tasks as before: the previous snapshot's lists, not the new copies", () => {
  const first = snapshot({ projects: [project(1, 'Website'), project(2, 'Mobile')], tasks: { 1: [{ id: 7, name: 'Design' }] } });
  const next = keepUnchangedLists(first, copy({ ...first, today: '2026-03-11' }));
  assert.equal(next.projects, first.projects);
  assert.equal(next.tasks, first.tasks);
  assert.equal(next.today, '2026-03-11', 'what changed is the new snapshot\'s');
});

test('a project renamed among others: a new list with the change, the unchanged projects kept', () => {
  const first = snapshot({ projects: [project(1, 'Website'), project(2, 'Mobile'), project(3, 'Data', null)] });
  const renamed = copy(first.projects).map((p) => (p.id === 2 ? { ...p, name: 'Mobile App' } : p));
  const next = keepUnchangedLists(first, { ...copy(first), projects: renamed });
  assert.notEqual(next.projects, first.projects);
  assert.deepEqual(next.projects.map((p) => p.name), ['Website', 'Mobile App', 'Data']);
  assert.equal(next.projects[0], first.projects[0]);
  assert.equal(next.projects[2], first.projects[2]);
});

test('a project added, removed or with a field more: the new list as it came', () => {
  const first = snapshot({ projects: [project(1, 'Website'), project(2, 'Mobile')] });
  const added = keepUnchangedLists(first, { ...copy(first), projects: [...copy(first.projects), project(3, 'Data')] });
  assert.deepEqual(added.projects.map((p) => p.id), [1, 2, 3]);
  const removed = keepUnchangedLists(first, { ...copy(first), projects: copy(first.projects).slice(1) });
  assert.deepEqual(removed.projects.map((p) => p.id), [2]);
  const billable = keepUnchangedLists(first, { ...copy(first), projects: copy(first.projects).map((p) => ({ ...p, billable: true })) });
  assert.ok(billable.projects.every((p) => p.billable === true));
});

test("the other accounts' projects and tasks are kept alike; no panel stays none", () => {
  const accounts = { ...accountsPanel([], 'acme'), otherProjects: [{ accountKey: 'studio', accountName: 'Studio', project: project(4, 'Brand Refresh') }], otherTasks: { studio: { 4: [{ id: 9, name: 'Logo' }] } } };
  const first = snapshot({ accounts });
  const next = keepUnchangedLists(first, copy(first));
  assert.equal(next.accounts?.otherProjects, first.accounts?.otherProjects);
  assert.equal(next.accounts?.otherTasks, first.accounts?.otherTasks);
  assert.equal(keepUnchangedLists(snapshot({}), snapshot({})).accounts, snapshot({}).accounts);
  assert.equal(keepUnchangedLists(null, first), first, 'the first snapshot as it came');
});

test("a project's budget, billable mark or customer changed: that project as it came, the others kept", () => {
  const first = snapshot({ projects: [project(1, 'Website'), project(2, 'Mobile')] });
  for (const change of [{ budget: { by: 'time', amount: 10, progressPercent: 55 } }, { budget: null }, { billable: true }, { customerId: 4 }, { customerName: 'Globex' }, { active: false }] as Partial<ProjectView>[]) {
    const next = keepUnchangedLists(first, { ...copy(first), projects: copy(first.projects).map((p) => (p.id === 1 ? { ...p, ...change } : p)) });
    assert.notEqual(next.projects[0], first.projects[0], JSON.stringify(change));
    assert.deepEqual(next.projects[0], { ...first.projects[0], ...change });
    assert.equal(next.projects[1], first.projects[1]);
  }
});

test("a project's tasks read for the first time: the new tasks, the other projects' lists kept", () => {
  const first = snapshot({ tasks: { 1: [{ id: 7, name: 'Design' }] } });
  const next = keepUnchangedLists(first, { ...copy(first), tasks: { ...copy(first.tasks), 2: [{ id: 8, name: 'QA', billable: true }] } });
  assert.notEqual(next.tasks, first.tasks);
  assert.equal(next.tasks[1], first.tasks[1]);
  assert.deepEqual(next.tasks[2], [{ id: 8, name: 'QA', billable: true }]);
  const renamed = keepUnchangedLists(first, { ...copy(first), tasks: { 1: [{ id: 7, name: 'Design work' }] } });
  assert.deepEqual(renamed.tasks[1], [{ id: 7, name: 'Design work' }]);
});
