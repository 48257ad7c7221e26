import type { OperationCaller } from '../operation-caller.ts';
import type { CallOptions } from '../transport.ts';
import type { DataList, EntityId, User, UserCreate, UserListQuery, UserUpdate } from '../types.ts';

export class UsersApi {
  constructor(private readonly ops: OperationCaller) {}

  list(query: UserListQuery = {}, opts?: CallOptions): Promise<DataList<User>> {
    return this.ops.call('listUsers', { query }, opts);
  }

  create(body: UserCreate, opts?: CallOptions): Promise<User> {
    return this.ops.call('createUser', { body }, opts);
  }

  get(id: EntityId, opts?: CallOptions): Promise<User> {
    return this.ops.call('getUser', { path: { id } }, opts);
  }

  /** `email` cannot be changed. */
  update(id: EntityId, body: UserUpdate, opts?: CallOptions): Promise<User> {
    return this.ops.call('updateUser', { path: { id }, body }, opts);
  }
}
