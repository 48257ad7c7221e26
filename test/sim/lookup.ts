// Records named by a path id. Integer-id resources take only digits: `abc`, `1.5`, `1e3`
// or `-1` name no record, so they answer 404 like an unknown id (service decisions).
import type { ApiRequest } from './context.ts';
import { notFound } from './errors.ts';
import type { Project } from './model.ts';

export function pathInt(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

export function byPathId<T>(records: Map<number, T>, raw: string | undefined, what: string): T {
  const id = pathInt(raw);
  const record = id === null ? undefined : records.get(id);
  if (record === undefined) throw notFound(what);
  return record;
}

/** The project named by the path's `id` (the project routes and their members and tasks), or a 404. */
export function pathProject(req: ApiRequest): Project {
  return byPathId(req.ctx.store.projects, req.params.id, 'Project');
}
