import type { OperationCaller } from '../operation-caller.ts';
import type { CallOptions } from '../transport.ts';
import type { Customer, CustomerCreate, CustomerListQuery, CustomerUpdate, DataList, EntityId } from '../types.ts';

export class CustomersApi {
  constructor(private readonly ops: OperationCaller) {}

  list(query: CustomerListQuery = {}, opts?: CallOptions): Promise<DataList<Customer>> {
    return this.ops.call('listCustomers', { query }, opts);
  }

  create(body: CustomerCreate, opts?: CallOptions): Promise<Customer> {
    return this.ops.call('createCustomer', { body }, opts);
  }

  get(id: EntityId, opts?: CallOptions): Promise<Customer> {
    return this.ops.call('getCustomer', { path: { id } }, opts);
  }

  /** `active: 0` archives, `active: 1` restores. */
  update(id: EntityId, body: CustomerUpdate, opts?: CallOptions): Promise<Customer> {
    return this.ops.call('updateCustomer', { path: { id }, body }, opts);
  }
}
