// Calls one operation by its operationId: route from operations.ts, check from the client
// profile (validators.ts), wire work by the transport. The arguments are typed from the
// generated operations: path parameters by their names and types, query and body by their
// fields, so a wrong path id or a nested object is a compile error.

import type { FormFields } from './form.ts';
import { ROUTES, fillPath } from './operations.ts';
import type { CallOptions, Transport } from './transport.ts';
import type { BodyOf, OperationId, PathOf, QueryOf, ResponseOf } from './types.ts';
import type { ResponseValidators } from './validators.ts';

/** `Yes` unless T is `never` (the operation has no such argument). */
type IfSome<T, Yes, No> = [T] extends [never] ? No : Yes;

/** The arguments of operation K: `path` when it has path parameters, `query`, `body`. */
export type OperationArgs<K extends OperationId> = IfSome<PathOf<K>, { path: PathOf<K> }, { path?: undefined }> &
  IfSome<QueryOf<K>, { query?: QueryOf<K> }, { query?: undefined }> &
  IfSome<keyof BodyOf<K>, { body?: BodyOf<K> }, { body?: undefined }>;

/** `[args?]` when every argument is optional, `[args]` when the path needs ids. */
type ArgsTuple<K extends OperationId> = {} extends OperationArgs<K>
  ? [args?: OperationArgs<K>, opts?: CallOptions]
  : [args: OperationArgs<K>, opts?: CallOptions];

export class OperationCaller {
  constructor(
    readonly transport: Transport,
    private readonly validators: ResponseValidators,
  ) {}

  call<K extends OperationId>(op: K, ...[args, opts]: ArgsTuple<K>): Promise<ResponseOf<K>> {
    const route = ROUTES[op];
    const a: { path?: object; query?: FormFields; body?: FormFields } = args ?? {};
    const spec = {
      method: route.method,
      path: a.path ? fillPath(route.path, a.path as { readonly [name: string]: string | number }) : route.path,
      check: this.validators.forOperation(op),
      auth: op === 'generateToken',
      ...(a.query ? { query: a.query } : {}),
      ...(a.body ? { body: a.body } : {}),
    };
    return this.transport.request(spec, opts);
  }
}
