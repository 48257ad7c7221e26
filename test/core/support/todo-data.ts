// To-dos for the engine's to-do tests, put straight into the simulator's store (white-box,
// as the tests lock an entry): the demo data has one open to-do for Ada and two for Rui;
// these give Rui lists in more than one order, a to-do in no list, one on an archived
// project, a completed one and one of someone else.

import assert from 'node:assert/strict';
import type { EngineHarness } from './engine-harness.ts';

export const ADA_ID = 1;
export const RUI_ID = 2;
/** The demo's archived project (test/sim/demo.ts). */
export const LEGACY_PORTAL = 6;

export interface TodoSeed {
  readonly projectId: number;
  readonly name: string;
  readonly listId?: string | null;
  readonly position?: number;
  readonly userId?: number | null;
  readonly completed?: boolean;
  /** Seconds. */
  readonly estimate?: number;
}

/** A to-do on the service; answers its id. */
export function addTodo(h: EngineHarness, t: TodoSeed): string {
  const store = h.sim.sim.ctx.store;
  const id = store.nextGuid('todo');
  const at = h.clock.now();
  store.todos.set(id, {
    id,
    project_id: t.projectId,
    todo_list_id: t.listId ?? null,
    name: t.name,
    description: '',
    is_completed: t.completed ?? false,
    position: t.position ?? 1,
    time_estimate: t.estimate ?? 0,
    user_id: t.userId === undefined ? RUI_ID : t.userId,
    created_by: ADA_ID,
    changed_by: ADA_ID,
    created_at: at,
    changed_at: at,
  });
  return id;
}

/** A to-do list on the service; answers its id. */
export function addList(h: EngineHarness, projectId: number, name: string, position: number): string {
  const store = h.sim.sim.ctx.store;
  const id = store.nextGuid('todo_list');
  const at = h.clock.now();
  store.todoLists.set(id, { id, project_id: projectId, name, position, created_by: ADA_ID, changed_by: ADA_ID, created_at: at, changed_at: at });
  return id;
}

/** The demo's to-do list of a project by name. */
export function listId(h: EngineHarness, name: string): string {
  const list = [...h.sim.sim.ctx.store.todoLists.values()].find((l) => l.name === name);
  assert.ok(list, `the demo has a to-do list ${name}`);
  return list.id;
}

/** The demo's to-do by name. */
export function todoId(h: EngineHarness, name: string): string {
  const t = [...h.sim.sim.ctx.store.todos.values()].find((x) => x.name === name);
  assert.ok(t, `the service has a to-do ${name}`);
  return t.id;
}

/** Whether the service holds the to-do as completed. */
export function completedOnService(h: EngineHarness, id: string): boolean {
  const t = h.sim.sim.ctx.store.todos.get(id);
  assert.ok(t, `the service has no to-do ${id}`);
  return t.is_completed;
}

/** The updates of to-dos the engine sent since `mark` that the service answered (refused connections left out). */
export function todoUpdatesReached(h: EngineHarness, mark: number): string[] {
  return h.wire
    .slice(mark)
    .filter((r) => r.method === 'POST' && r.path.startsWith('/todos/') && r.status !== 'refused')
    .map((r) => `${r.path} is_completed=${r.body.is_completed}`);
}
