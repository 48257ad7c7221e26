import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { ROUTES, fillPath } from '../../../main/api/operations.ts';
import { ResponseValidators, responseValidators, successSchemaPointers } from '../../../main/api/validators.ts';
import { openapiDoc } from '../../../main/api/generated/openapi-doc.ts';
import { makeUserAgent, readCredentials } from '../../../main/api/identity.ts';

const doc = openapiDoc as unknown as { paths: Record<string, Record<string, { operationId?: string }>> };

describe('operation routes', () => {
  test('every operation of the document has its route, with the same method and path', () => {
    const fromDoc = new Map<string, { method: string; path: string }>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(item)) {
        if (op && typeof op === 'object' && op.operationId) fromDoc.set(op.operationId, { method: m.toUpperCase(), path });
      }
    }
    assert.deepEqual(new Set(Object.keys(ROUTES)), new Set(fromDoc.keys()));
    for (const [id, r] of Object.entries(ROUTES)) assert.deepEqual({ method: r.method, path: r.path }, fromDoc.get(id), id);
    assert.equal(Object.keys(ROUTES).length, 41);
  });

  test('path parameters are filled and encoded; a missing one throws', () => {
    assert.equal(fillPath('/projects/{id}/members/{user_id}', { id: 3, user_id: 7 }), '/projects/3/members/7');
    assert.equal(fillPath('/todos/{id}', { id: 'a/b c' }), '/todos/a%2Fb%20c');
    assert.throws(() => fillPath('/todos/{id}', {}), TypeError);
  });
});

describe('response validators from the OpenAPI document', () => {
  test('every operation has a JSON success schema that compiles', () => {
    const v = new ResponseValidators();
    for (const id of Object.keys(ROUTES)) {
      assert.ok(successSchemaPointers(openapiDoc, id).length >= 1, id);
      // Compiled on its first call: an answer of nothing is refused, and the schema compiled.
      assert.equal(v.forOperation(id)(null), false, id);
    }
  });

  test('201 and 200 answers of add-member are both accepted; checks are compiled once', () => {
    assert.equal(successSchemaPointers(openapiDoc, 'addProjectMember').length, 1, 'same schema for 200 and 201');
    const v = responseValidators();
    assert.equal(v.forOperation('getTask'), v.forOperation('getTask'));
    assert.equal(responseValidators(), v);
  });

  test('checks needed fields, types and patterns; coerces in place; tolerates unknown fields', () => {
    const check = responseValidators().forOperation('getTask');
    const task = () => ({ id: 1, name: 'Design', description: 'd', is_billable_default: true, date_created: '2025-11-01 10:00:00', date_changed: '2025-11-01 10:00:00' });
    assert.equal(check(task()), true);
    assert.equal(check({ ...task(), extra: 'new' }), true);
    const stringId = { ...task(), id: '1' };
    assert.equal(check(stringId), true);
    assert.equal(stringId.id, 1, 'coerced in place');
    assert.equal(check({ ...task(), id: 'one' }), false);
    assert.equal(check.errors?.[0]?.instancePath, '/id');
    assert.equal(check({ ...task(), date_created: '2025-11-01T10:00:00Z' }), false, 'a present date keeps its format');
    const { name: _n, ...noName } = task();
    assert.equal(check(noName), false, 'name is needed');
    const { description: _d, ...noDescription } = task();
    assert.equal(check(noDescription), true, 'description is not');
    assert.equal(responseValidators().forSchema('Task')(task()), true);
  });

  test('an unknown operation is a programming error', () => {
    assert.throws(() => responseValidators().forOperation('nope'), /not in the OpenAPI document/);
  });
});

describe('identity', () => {
  test('the User-Agent is built once from version, platform and install id', () => {
    assert.equal(makeUserAgent('1.2.3', 'darwin arm64', 'abc'), 'Stint/1.2.3 (darwin arm64; abc)');
    assert.equal(makeUserAgent('1.0', 'win;32', 'id(1)\n'), 'Stint/1.0 (win,32; id1)');
    assert.equal(makeUserAgent('', '', ''), 'Stint/unknown (unknown; unknown)');
  });
  test('stored credentials are read back leniently', () => {
    const c = { token: 't', userAgent: 'Stint/1 (x; y)', accountId: 'demo', email: 'a@b', createdAt: 5 };
    assert.deepEqual(readCredentials(c), c);
    assert.deepEqual(readCredentials({ token: 't', userAgent: 'u' }), { token: 't', userAgent: 'u', accountId: '', email: '', createdAt: 0 });
    assert.equal(readCredentials({ token: 't' }), undefined, 'a token without its User-Agent is useless');
    assert.equal(readCredentials(null), undefined);
  });
});
