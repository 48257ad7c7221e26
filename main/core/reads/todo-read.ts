// The signed-in person's open to-dos: one list read (`GET /todos`, assigned to them, not
// completed, 100 a page, so one request for any ordinary list), and the one shape a to-do has
// once read, from that list or from the answer to a change. To-dos of archived projects are
// read too: the view shows them without actions and says why.

import type { ServiceClient } from '../../api/client.ts';
import type { Todo } from '../../api/types.ts';
import { parseHms } from '../time/local-time.ts';
import { isRecord } from '../json-guard.ts';

/** A to-do as the engine keeps it (on disk too: every field plain JSON). */
export interface TodoRecord {
  /** The service's id: a string (GUID). */
  readonly id: string;
  readonly name: string;
  readonly projectId: number;
  readonly projectName: string;
  /** The service's `project_status`: false once the project is archived. */
  readonly projectActive: boolean;
  readonly listId: string | null;
  readonly listName: string | null;
  readonly listPosition: number | null;
  readonly position: number;
  /** Seconds; 0 when the to-do has none (the service's default `00:00:00`). */
  readonly estimateSeconds: number;
  readonly completed: boolean;
  readonly userId: number | null;
}

function num(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

/** A to-do from the service's answer, or from the cache on disk; undefined when it is not one. */
export function toTodoRecord(t: Todo | Record<string, unknown>): TodoRecord | undefined {
  const a = t as Record<string, unknown>;
  const id = str(a.id);
  const projectId = num(a.project_id);
  if (id === null || id === '' || projectId === null) return undefined;
  const estimate = typeof a.time_estimate === 'string' ? parseHms(a.time_estimate) : Number.NaN;
  return {
    id,
    name: str(a.name) ?? '',
    projectId,
    projectName: str(a.project_name) ?? '',
    // Missing (an older service) reads as active: the service decides when a start is sent.
    projectActive: a.project_status === undefined || a.project_status === null || num(a.project_status) === 1,
    listId: str(a.todo_list_id),
    listName: str(a.todo_list_name),
    listPosition: num(a.todo_list_position),
    position: num(a.position) ?? 0,
    estimateSeconds: Number.isNaN(estimate) ? 0 : estimate,
    completed: a.is_completed === true || a.is_completed === 1 || a.is_completed === '1' || a.is_completed === 'true',
    userId: num(a.user_id),
  };
}

/** A record as the engine wrote it to disk, checked as `unknown`. */
export function parseTodoRecord(v: unknown): TodoRecord | undefined {
  if (!isRecord(v) || typeof v.id !== 'string' || typeof v.name !== 'string' || typeof v.projectId !== 'number' || typeof v.projectName !== 'string') return undefined;
  if (typeof v.projectActive !== 'boolean' || typeof v.position !== 'number' || typeof v.estimateSeconds !== 'number' || typeof v.completed !== 'boolean') return undefined;
  return {
    id: v.id,
    name: v.name,
    projectId: v.projectId,
    projectName: v.projectName,
    projectActive: v.projectActive,
    listId: typeof v.listId === 'string' ? v.listId : null,
    listName: typeof v.listName === 'string' ? v.listName : null,
    listPosition: typeof v.listPosition === 'number' ? v.listPosition : null,
    position: v.position,
    estimateSeconds: v.estimateSeconds,
    completed: v.completed,
    userId: typeof v.userId === 'number' ? v.userId : null,
  };
}

/** The open to-dos assigned to `userId`, every page (100 a page). */
export async function readMyTodos(client: ServiceClient, userId: number): Promise<TodoRecord[]> {
  const out: TodoRecord[] = [];
  for await (const t of client.todos.all({ user_id: [userId], is_completed: false, opt_page_limit: 100 })) {
    const r = toTodoRecord(t);
    // The filter is the service's; a to-do it let through anyway is not shown as the person's.
    if (r && !r.completed && r.userId === userId) out.push(r);
  }
  return out;
}
