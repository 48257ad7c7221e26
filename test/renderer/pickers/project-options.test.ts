// The Project picker's options: active projects only, sorted by label, marked with their
// account across accounts, and the same array for the same content (a snapshot crosses IPC
// as new objects; the search index is kept by the array).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { OtherAccountProject, ProjectView } from '../../../main/core/snapshot.ts';
import { projectOptionId, projectOptionList, projectOptions } from '../../../renderer/pickers/project-options.ts';
import { shownName } from '../../../renderer/pickers/pick-option.ts';

const project = (id: number, name: string, over: Partial<ProjectView> = {}): ProjectView => ({ id, name, customerName: null, requiredTask: false, active: true, ...over });
const PROJECTS: ProjectView[] = [project(1, 'Website Redesign', { customerName: 'Acme Corp' }), project(2, 'archived', { active: false }), project(3, 'Brand Refresh', { billable: true }), project(4, 'Éclair Audit')];
const OTHERS: OtherAccountProject[] = [
  { accountKey: 'studio', accountName: 'Studio', project: project(1, 'Brand Refresh') },
  { accountKey: 'studio', accountName: 'Studio', project: project(9, 'Old', { active: false }) },
];
/** A snapshot's lists as they arrive: new objects, the same content. */
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

test("one account's: its active projects, unmarked, by label in the locale's order; billable marked", () => {
  const options = projectOptions(PROJECTS, [], null);
  assert.deepEqual(
    options.map((o) => [o.id, o.label, o.detail, o.accountKey, o.mark ?? null]),
    [
      ['p3', 'Brand Refresh', null, null, 'billable'],
      ['p4', 'Éclair Audit', null, null, null],
      ['p1', 'Website Redesign', 'Acme Corp', null, null],
    ],
  );
  assert.deepEqual(options.map((o) => o.label), [...options.map((o) => o.label)].sort((a, b) => a.localeCompare(b)));
  assert.ok(options.every((o) => o.prefix === undefined), 'one account: no account shown');
});

test("across accounts: every account's active projects, each shown with its account", () => {
  const { options, prefix } = projectOptionList(PROJECTS, OTHERS, 'Acme');
  assert.equal(prefix, 'Acme', "the account in use's options are shown with its name by the picker");
  assert.deepEqual(
    options.map((o) => [o.id, shownName(o, prefix), o.label, o.accountKey]),
    [
      ['p3', 'Acme · Brand Refresh', 'Brand Refresh', null],
      ['p4', 'Acme · Éclair Audit', 'Éclair Audit', null],
      ['p1', 'Acme · Website Redesign', 'Website Redesign', null],
      ['xstudiop1', 'Studio · Brand Refresh', 'Brand Refresh', 'studio'],
    ],
  );
  assert.ok(options.every((o) => o.prefix === (o.accountKey === null ? undefined : 'Studio')), 'the account is shown, not searched: every option of an account shares it');
  assert.equal(projectOptionId('studio', 1), 'xstudiop1');
});

test('the same content gives the same array, whichever list asks; a change gives a new one', () => {
  const across = projectOptions(PROJECTS, OTHERS, 'Acme');
  const own = projectOptions(PROJECTS, [], null);
  assert.equal(projectOptions(copy(PROJECTS), copy(OTHERS), 'Acme'), across);
  assert.equal(projectOptions(copy(PROJECTS), [], null), own);
  assert.notEqual(own, across);

  const renamed = copy(PROJECTS);
  renamed[0] = { ...renamed[0]!, name: 'Website Relaunch' };
  const after = projectOptions(renamed, [], null);
  assert.notEqual(after, own);
  assert.ok(after.some((o) => o.label === 'Website Relaunch'));

  const otherRenamed = copy(OTHERS);
  otherRenamed[0] = { ...otherRenamed[0]!, accountName: 'Studio B' };
  assert.ok(projectOptions(PROJECTS, otherRenamed, 'Acme').some((o) => shownName(o, 'Acme') === 'Studio B · Brand Refresh'));
  const billableNow = copy(PROJECTS);
  billableNow[3] = { ...billableNow[3]!, billable: true };
  assert.equal(projectOptions(billableNow, [], null).find((o) => o.id === 'p4')?.mark, 'billable');
});

test("one list of the account in use's options, whichever picker lists them: one search index for all of them", () => {
  const quick = projectOptionList(copy(PROJECTS), [], null);
  const start = projectOptionList(copy(PROJECTS), copy(OTHERS), 'Acme');
  assert.equal(start.parts.length, 2);
  assert.equal(start.parts[0], quick.options, "the start form's first part is Quick entry's list itself");
  assert.deepEqual(start.parts[1]!.map((o) => o.id), ['xstudiop1']);
  assert.equal(projectOptionList(copy(PROJECTS), copy(OTHERS), 'Acme'), start, 'the same content: the same list and parts');
  assert.equal(projectOptionList(copy(PROJECTS), copy(OTHERS), 'Zeta').parts[1], quick.options, "the accounts in the order of their names: the account in use's after Studio");

  // A project renamed on the web: every picker's list has the new name.
  const renamed = copy(PROJECTS);
  renamed[0] = { ...renamed[0]!, name: 'Website Relaunch' };
  const quickAfter = projectOptionList(renamed, [], null);
  const startAfter = projectOptionList(renamed, copy(OTHERS), 'Acme');
  assert.equal(startAfter.parts[0], quickAfter.options);
  assert.ok(startAfter.options.some((o) => o.label === 'Website Relaunch') && quickAfter.options.some((o) => o.label === 'Website Relaunch'));
  assert.ok(!startAfter.options.some((o) => o.label === 'Website Redesign'));
  assert.equal(startAfter.parts[1], start.parts[1], "the other account's list, unchanged, is kept");
});
