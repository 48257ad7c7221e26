import type { OperationCaller } from '../operation-caller.ts';
import type { CallOptions } from '../transport.ts';
import type { DataList, EntityId, Task, TaskCreate, TaskListQuery, TaskUpdate } from '../types.ts';

export class TasksApi {
  constructor(private readonly ops: OperationCaller) {}

  list(query: TaskListQuery = {}, opts?: CallOptions): Promise<DataList<Task>> {
    return this.ops.call('listTasks', { query }, opts);
  }

  create(body: TaskCreate = {}, opts?: CallOptions): Promise<Task> {
    return this.ops.call('createTask', { body }, opts);
  }

  get(id: EntityId, opts?: CallOptions): Promise<Task> {
    return this.ops.call('getTask', { path: { id } }, opts);
  }

  update(id: EntityId, body: TaskUpdate, opts?: CallOptions): Promise<Task> {
    return this.ops.call('updateTask', { path: { id }, body }, opts);
  }
}
