import type { OperationCaller } from '../operation-caller.ts';
import { pages, paginate, type PaginateOptions } from '../paginate.ts';
import type { CallOptions } from '../transport.ts';
import type { GuidId, Todo, TodoCreate, TodoListQuery, TodoPage, TodoUpdate } from '../types.ts';

export class TodosApi {
  constructor(private readonly ops: OperationCaller) {}

  list(query: TodoListQuery = {}, opts?: CallOptions): Promise<TodoPage> {
    return this.ops.call('listTodos', { query }, opts);
  }

  pages(query: TodoListQuery = {}, opts?: PaginateOptions): AsyncGenerator<TodoPage, void, undefined> {
    return pages((q, o) => this.list(q, o), query, opts);
  }

  all(query: TodoListQuery = {}, opts?: PaginateOptions): AsyncGenerator<Todo, void, undefined> {
    return paginate((q, o) => this.list(q, o), query, opts);
  }

  create(body: TodoCreate, opts?: CallOptions): Promise<Todo> {
    return this.ops.call('createTodo', { body }, opts);
  }

  /** To-do ids are strings (the specification's "integer" for this path is a slip). */
  get(id: GuidId, opts?: CallOptions): Promise<Todo> {
    return this.ops.call('getTodo', { path: { id } }, opts);
  }

  /** `project_id` cannot be changed; `is_completed` completes or reopens. */
  update(id: GuidId, body: TodoUpdate, opts?: CallOptions): Promise<Todo> {
    return this.ops.call('updateTodo', { path: { id }, body }, opts);
  }
}
