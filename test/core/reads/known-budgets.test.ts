// The budgets' tallies go to disk with the rest of what was learned, and a cache written
// before there were tallies has its budget figures read again (they cannot say what was
// recorded since).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startTally } from '../../../main/core/reads/budget-tally.ts';
import { emptyKnown, loadKnown, saveKnown } from '../../../main/core/reads/known.ts';
import type { DurableRead, DurableStore } from '../../../main/core/ports.ts';
import type { ProjectView } from '../../../main/core/snapshot.ts';

class MemoryStore implements DurableStore {
  readonly values = new Map<string, unknown>();
  async read(key: string): Promise<DurableRead> {
    return this.values.has(key) ? { status: 'ok', value: JSON.parse(JSON.stringify(this.values.get(key))) } : { status: 'missing' };
  }
  async write(key: string, value: unknown): Promise<void> {
    this.values.set(key, value);
  }
  async delete(key: string): Promise<void> {
    this.values.delete(key);
  }
}

const OWNER = 'demo:1';
const AT = Date.parse('2026-03-10T09:00:00Z');
const BUDGETED: ProjectView = { id: 4, name: 'Data Migration', customerName: null, requiredTask: false, active: true, budget: { by: 'time', amount: 1, progressPercent: 75 } };

test('the tallies are kept with the projects they belong to', async () => {
  const store = new MemoryStore();
  const known = { ...emptyKnown(), projects: [BUDGETED], projectsAt: AT, budgets: { '4': startTally(4, [], AT, '2026-03-09') } };
  await saveKnown(store, OWNER, known);
  const back = await loadKnown(store, OWNER);
  assert.deepEqual(back.budgets, known.budgets);
  assert.equal(back.projectsAt, AT);
});

test('a cache from before the tallies: its budgeted projects are read again at the next read', async () => {
  const store = new MemoryStore();
  await saveKnown(store, OWNER, { ...emptyKnown(), projects: [BUDGETED], projectsAt: AT });
  const cache = store.values.get('cache') as Record<string, unknown>;
  delete cache.budgets;
  const back = await loadKnown(store, OWNER);
  assert.deepEqual(back.budgets, {});
  assert.equal(back.projectsAt, null);
});

test('a cache from before the tallies without a budget anywhere is kept as it is', async () => {
  const store = new MemoryStore();
  await saveKnown(store, OWNER, { ...emptyKnown(), projects: [{ ...BUDGETED, budget: null }], projectsAt: AT });
  delete (store.values.get('cache') as Record<string, unknown>).budgets;
  assert.equal((await loadKnown(store, OWNER)).projectsAt, AT);
});
