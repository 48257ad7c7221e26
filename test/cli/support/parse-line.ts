// What the parser tests of the command line share: a line that must parse, and one that must not.
import assert from 'node:assert/strict';
import { parseLine, type Command } from '../../../main/cli/commands.ts';

/** The command the line names (null: blank or a comment); fails the test when it is refused. */
export function parsed(line: string): Command | null {
  const r = parseLine(line);
  assert.ok(r.ok, `"${line}" did not parse: ${r.ok ? '' : r.message}`);
  return r.command;
}

/** What the refusal of the line says; fails the test when it parses. */
export function refused(line: string): string {
  const r = parseLine(line);
  assert.ok(!r.ok, `"${line}" parsed as ${JSON.stringify(r.ok ? r.command : null)}`);
  return r.message;
}
