// The contract's schemas stay strict as they grow: every object closed to unknown keys,
// every string and list bounded. A schema added loosely fails here, not in production.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COMMAND_CHANNELS, EVENT_CHANNELS, PAYLOAD_SCHEMAS, type Command } from '../../main/ipc/contract.ts';

function types(node: Record<string, unknown>): string[] {
  return Array.isArray(node.type) ? (node.type as string[]) : typeof node.type === 'string' ? [node.type] : [];
}

/** Where (by schema path) a schema is loose. */
function looseness(node: unknown, at: string): string[] {
  if (node === null || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((x, i) => looseness(x, `${at}/${i}`));
  const n = node as Record<string, unknown>;
  const out: string[] = [];
  const t = types(n);
  if (t.includes('object') && n.additionalProperties !== false) out.push(`${at}: object open to unknown keys`);
  if (t.includes('string') && n.maxLength === undefined && !(typeof n.pattern === 'string' && /^\^.*\$$/.test(n.pattern))) {
    out.push(`${at}: string without a bound`);
  }
  if (t.includes('array') && n.maxItems === undefined) out.push(`${at}: list without maxItems`);
  if (t.length === 0 && n.enum === undefined && n.const === undefined && (n.properties !== undefined || n.items !== undefined)) {
    out.push(`${at}: no type`);
  }
  for (const [k, v] of Object.entries(n)) if (k !== 'enum') out.push(...looseness(v, `${at}/${k}`));
  return out;
}

test('every payload schema is closed and bounded', () => {
  const found = (Object.keys(PAYLOAD_SCHEMAS) as Command[]).flatMap((c) => looseness(PAYLOAD_SCHEMAS[c], c));
  assert.deepEqual(found, []);
});

test('the check above finds a loose schema', () => {
  assert.deepEqual(looseness({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'array', items: { type: 'integer' } } } }, 'x'), [
    'x: object open to unknown keys',
    'x/properties/a: string without a bound',
    'x/properties/b: list without maxItems',
  ]);
});

test('every command has a schema and a channel named after it; events have their own names', () => {
  assert.deepEqual(Object.keys(PAYLOAD_SCHEMAS).sort(), Object.keys(COMMAND_CHANNELS).sort());
  for (const [command, channel] of Object.entries(COMMAND_CHANNELS)) assert.equal(channel, `stint:${command}`);
  const all = [...Object.values(COMMAND_CHANNELS), ...Object.values(EVENT_CHANNELS)];
  assert.equal(new Set(all).size, all.length);
  assert.deepEqual(EVENT_CHANNELS, { snapshot: 'stint:snapshot', tray: 'stint:tray', prompt: 'stint:prompt' });
});

test('the settings patch takes no installId, version or lastRunVersion (the engine owns them), nor trayNoticeShown (the shell keeps it)', () => {
  const props = Object.keys(PAYLOAD_SCHEMAS.updateSettings.properties as object);
  assert.deepEqual(props.sort(), ['activity', 'compactTimer', 'display', 'focus', 'idle', 'language', 'lastSignIn', 'launchAtLogin', 'reminders', 'shortcut', 'target', 'theme', 'updates', 'windowMode', 'workingHours']);
});

test("the settings patch leaves out an account's own timesheets (their own channel) and takes Decimal hours and Show amounts", () => {
  const props = PAYLOAD_SCHEMAS.updateSettings.properties as Record<string, Record<string, unknown>>;
  assert.deepEqual(Object.keys(props.display!.properties as object), ['clock', 'weekStart', 'decimalHours', 'showAmounts']);
  assert.equal(props.display!.additionalProperties, false);
  assert.equal(props.timesheets, undefined);
});

test('the window installs a ready update and dismisses "Updated to" on their own channels, with no payload', () => {
  assert.equal(COMMAND_CHANNELS.installUpdate, 'stint:installUpdate');
  assert.equal(COMMAND_CHANNELS.dismissUpdatedNote, 'stint:dismissUpdatedNote');
  assert.deepEqual(PAYLOAD_SCHEMAS.installUpdate, { type: 'null', description: 'null (this command takes no payload)' });
  assert.deepEqual(PAYLOAD_SCHEMAS.dismissUpdatedNote, { type: 'null', description: 'null (this command takes no payload)' });
});

test('the updates group is patched in part: on or off, and the stable or the beta channel, nothing else', () => {
  const updates = (PAYLOAD_SCHEMAS.updateSettings.properties as Record<string, Record<string, unknown>>).updates!;
  assert.equal(updates.additionalProperties, false);
  assert.equal(updates.required, undefined);
  assert.deepEqual(updates.properties, { enabled: { type: 'boolean' }, channel: { enum: ['stable', 'beta'] } });
});
