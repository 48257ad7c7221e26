// One picture of the day over every account: the running one named with its account, a
// timer started on the web in another account shown beside it, today's totals per account
// and together, each account's active projects (its own objects, not copies), names marked
// with their account only where there is more than one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { accountsPanel } from '../../../main/core/accounts/accounts-panel.ts';
import { accountsView, type AccountSource } from '../../../main/core/accounts/accounts-view.ts';
import type { EntryView, ProjectView, Snapshot } from '../../../main/core/snapshot.ts';

const NOW = Date.parse('2026-03-10T11:00:00Z');

function entry(key: string, description: string, totalSeconds: number, runningSince: number | null = null): EntryView {
  return { key, id: 1, date: '2026-03-10', projectId: 1, projectName: 'Website Redesign', customerName: null, taskId: null, taskName: null, description, timeStart: '09:00:00', timeEnd: '10:00:00', totalSeconds, runningSince, locked: false, pending: false };
}

const project = (id: number, name: string, active = true): ProjectView => ({ id, name, customerName: null, requiredTask: false, active });

/** The fields of a snapshot the view reads; the rest is not looked at. */
function source(key: string, label: string, accountId: string, entries: EntryView[], projects: ProjectView[]): AccountSource {
  const running = entries.find((e) => e.runningSince !== null) ?? null;
  const snapshot = {
    session: { state: 'signed_in', baseUrl: 'https://x/api/v1', accountId, email: 'ada@example.com', userId: 1, userName: 'Ada', role: 'regular' },
    settings: { lastSignIn: { serviceAddress: 'https://x/api/v1', email: 'ada@example.com', accountId } },
    today: '2026-03-10',
    todayEntries: entries,
    running,
    projects,
    sync: { state: 'ok', queued: 0, message: null },
    notice: null,
  } as unknown as Snapshot;
  return { entry: { key, label }, snapshot };
}

test('two accounts: the running timer is named with its account, totals per account and together, projects marked', () => {
  const view = accountsView(
    [
      source('main', '', 'acme', [entry('e1', 'Spec', 3600)], [project(1, 'Website Redesign'), project(2, 'Old', false)]),
      source('a1b2c3d4e', 'Studio', 'studio', [entry('e1', 'Moodboard', 60, NOW - 30 * 60_000)], [project(1, 'Brand Refresh')]),
    ],
    NOW,
  );
  assert.equal(view.several, true);
  assert.deepEqual(view.accounts.map((a) => [a.name, a.todaySeconds]), [['acme', 3600], ['Studio', 60 + 1800]]);
  assert.equal(view.todaySeconds, 3600 + 60 + 1800);
  assert.equal(view.running?.title, 'Studio · Website Redesign');
  assert.equal(view.running?.accountKey, 'a1b2c3d4e');
  assert.deepEqual([...view.projectsOf.entries()].map(([key, ps]) => [key, ps.map((p) => p.name)]), [['main', ['Website Redesign']], ['a1b2c3d4e', ['Brand Refresh']]], 'archived projects are left out');
  assert.deepEqual(view.todayEntries.map((e) => `${e.accountKey}/${e.key}`), ['a1b2c3d4e/e1', 'main/e1'], 'the same key in two accounts names two entries; the running one first');
});

test('a timer started on the web in the other account: the newest run is the one shown, the other beside it', () => {
  const view = accountsView(
    [
      source('main', 'Acme', 'acme', [entry('e1', 'Spec', 0, NOW - 10 * 60_000)], []),
      source('a1b2c3d4e', 'Studio', 'studio', [entry('e2', 'Moodboard', 0, NOW - 60_000)], []),
    ],
    NOW,
  );
  assert.equal(view.running?.description, 'Moodboard');
  assert.deepEqual(view.alsoRunning.map((e) => `${e.accountName}: ${e.description}`), ['Acme: Spec']);
});

test('one account: names are not marked', () => {
  const view = accountsView([source('main', '', 'acme', [entry('e1', 'Spec', 0, NOW - 60_000)], [project(1, 'Website Redesign')])], NOW);
  assert.equal(view.several, false);
  assert.equal(view.running?.title, 'Website Redesign');
  assert.deepEqual([...view.projectsOf.values()].flat().map((p) => p.name), ['Website Redesign']);
});

test("each account's projects are its own objects, not copies, and the same lists at the next tick (two accounts of 10,000 projects held two copies more)", () => {
  const acme = [project(1, 'Website Redesign'), project(2, 'Internal Tools')];
  const studio = [project(1, 'Brand Refresh')];
  const sources = [source('main', 'Acme', 'acme', [], acme), source('a1b2c3d4e', 'Studio', 'studio', [], studio)];
  const view = accountsView(sources, NOW);
  assert.equal(view.projectsOf.get('main'), acme, "all active: the account's own array");
  assert.equal(view.projectsOf.get('a1b2c3d4e'), studio);
  const panel = accountsPanel(view, 'main', () => ({}));
  assert.deepEqual(panel?.otherProjects.map((o) => [o.accountKey, o.accountName, o.project.name]), [['a1b2c3d4e', 'Studio', 'Brand Refresh']]);
  assert.equal(panel?.otherProjects[0]?.project, studio[0], "the picker's project is the account's own object");
  assert.equal(accountsPanel(accountsView(sources, NOW), 'main', () => ({}))?.otherProjects, panel?.otherProjects, 'the next tick: the same list');
});
