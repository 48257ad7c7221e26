// Runtime checks of what the service answers: Ajv's standalone code (JSON Schema 2020-12, the
// dialect of OpenAPI 3.1) compiled at development time from the client's answer profile
// (answer-profile.ts): the OpenAPI document with its answers loosened to what the app relies
// on. scripts/gen-checks.ts writes them to generated/response-checks.js; each operation's
// success answer is checked against the schema its 2xx response names, so the check cannot
// drift from the document (test/api/client/response-checks.test.ts fails when the committed
// module is not what the generator makes of openapi.yaml now).
//
// A check coerces (Ajv's `coerceTypes`): it fixes the answer in place (`"31"` becomes 31, `0`
// becomes false where a boolean is documented), so the value the app gets is the checked one.
// Two keywords of the profile are written into the checks: `x-not-null` (a needed field is
// null) and `x-empty-as-object` (`[]`, null or a missing envelope object becomes `{}`).
//
// No Ajv at run time: compiling the checks cost about 0.47 s of CPU in each process that
// checked answers and 2 MB of the engine's heap (issue 71).

import type { ResponseCheck } from './check.ts';
import * as generated from './generated/response-checks.js';
import { SCHEMA_EXPORT_PREFIX } from './success-schemas.ts';
import type { OperationId, ResponseOf } from './types.ts';

export { DOC_ID, successSchemaPointers } from './success-schemas.ts';

const checks = generated as unknown as Readonly<Record<string, ResponseCheck<unknown> | undefined>>;

export class ResponseValidators {
  /** The check of an operation's success answer (it coerces the answer in place). */
  forOperation<K extends OperationId>(operationId: K): ResponseCheck<ResponseOf<K>>;
  forOperation(operationId: string): ResponseCheck<unknown>;
  forOperation(operationId: string): ResponseCheck<unknown> {
    const check = Object.hasOwn(checks, operationId) && !operationId.startsWith(SCHEMA_EXPORT_PREFIX) ? checks[operationId] : undefined;
    if (!check) throw new Error(`operation ${operationId} is not in the OpenAPI document`);
    return check;
  }

  /** The check of a named answer record under `components.schemas`, as the profile has it. */
  forSchema<T = unknown>(name: string): ResponseCheck<T> {
    const key = `${SCHEMA_EXPORT_PREFIX}${name}`;
    const check = Object.hasOwn(checks, key) ? checks[key] : undefined;
    if (!check) throw new Error(`schema ${name} is not an answer record of the OpenAPI document`);
    return check as ResponseCheck<T>;
  }
}

let shared: ResponseValidators | undefined;

/** The process-wide validators. */
export function responseValidators(): ResponseValidators {
  shared ??= new ResponseValidators();
  return shared;
}
