// A task as the service answers it (spec "Task").
import { spaceDateTime, type Zone } from '../format.ts';
import type { Task } from '../model.ts';

export interface TaskView {
  id: number;
  name: string;
  description: string | null;
  is_billable_default: boolean;
  date_created: string;
  date_changed: string;
}

/** `offsetMinutes`: the account's zone (model.ts Account). */
export function taskView(t: Task, offsetMinutes: Zone): TaskView {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    is_billable_default: t.is_billable_default,
    date_created: spaceDateTime(t.date_created, offsetMinutes),
    date_changed: spaceDateTime(t.date_changed, offsetMinutes),
  };
}
