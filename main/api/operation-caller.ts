// Calls one operation by its operationId: route from operations.ts, check from the
// OpenAPI document (validators.ts), wire work by the transport.

import type { FormFields } from './form.ts';
import { ROUTES, fillPath } from './operations.ts';
import type { CallOptions, Transport } from './transport.ts';
import type { OperationId, ResponseOf } from './types.ts';
import type { ResponseValidators } from './validators.ts';

export interface OperationArgs {
  path?: { readonly [name: string]: string | number };
  query?: FormFields;
  body?: FormFields;
}

export class OperationCaller {
  constructor(
    readonly transport: Transport,
    private readonly validators: ResponseValidators,
  ) {}

  call<K extends OperationId>(op: K, args: OperationArgs = {}, opts?: CallOptions): Promise<ResponseOf<K>> {
    const route = ROUTES[op];
    const spec = {
      method: route.method,
      path: args.path ? fillPath(route.path, args.path) : route.path,
      check: this.validators.forOperation<ResponseOf<K>>(op),
      auth: op === 'generateToken',
      ...(args.query ? { query: args.query } : {}),
      ...(args.body ? { body: args.body } : {}),
    };
    return this.transport.request(spec, opts);
  }
}
