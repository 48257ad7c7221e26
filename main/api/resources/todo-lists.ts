import type { OperationCaller } from '../operation-caller.ts';
import type { CallOptions } from '../transport.ts';
import type { DataList, EntityId, GuidId, TodoList, TodoListCreate, TodoListUpdate } from '../types.ts';

export class TodoListsApi {
  constructor(private readonly ops: OperationCaller) {}

  /** The to-do lists of a project (`GET /projects/{id}/todo-lists`). */
  listForProject(projectId: EntityId, opts?: CallOptions): Promise<DataList<TodoList>> {
    return this.ops.call('listProjectTodoLists', { path: { id: projectId } }, opts);
  }

  create(body: TodoListCreate, opts?: CallOptions): Promise<TodoList> {
    return this.ops.call('createTodoList', { body }, opts);
  }

  get(id: GuidId, opts?: CallOptions): Promise<TodoList> {
    return this.ops.call('getTodoList', { path: { id } }, opts);
  }

  update(id: GuidId, body: TodoListUpdate, opts?: CallOptions): Promise<TodoList> {
    return this.ops.call('updateTodoList', { path: { id }, body }, opts);
  }
}
