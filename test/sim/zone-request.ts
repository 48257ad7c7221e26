// Reads a POST /_sim/zone body: the account's time zone as an offset from UTC in whole
// minutes east, within the offsets real zones use (UTC-12:00 .. UTC+14:00), and, for a
// zone with daylight saving, the offsets it moves to at given instants (`changes`).
import { parseInstant } from './clock-request.ts';
import { validationFailed } from './errors.ts';
import type { ZoneChange } from './model.ts';

export const MIN_OFFSET_MINUTES = -720;
export const MAX_OFFSET_MINUTES = 840;
/** More changes than a test could need is a mistake (a zone changes twice a year). */
const MAX_CHANGES = 100;

function offsetProblem(v: unknown): string | null {
  // A JSON number only: "330" or 5.5 is a mistake worth saying, not a value to guess at.
  if (typeof v !== 'number' || !Number.isInteger(v)) return 'must be an integer number of minutes east of UTC';
  if (v < MIN_OFFSET_MINUTES || v > MAX_OFFSET_MINUTES) return `must be between ${MIN_OFFSET_MINUTES} and ${MAX_OFFSET_MINUTES}`;
  return null;
}

/** The offset the body asks for, or a 422 naming `utc_offset_minutes`. */
export function readZoneOffset(body: Record<string, unknown>): number {
  const problem = offsetProblem(body.utc_offset_minutes);
  if (problem !== null) throw validationFailed({ utc_offset_minutes: [problem] });
  return body.utc_offset_minutes as number;
}

/**
 * The changes the body asks for (none when absent), or a 422 naming `changes`: each
 * `{"at": "<ISO 8601 instant>", "utc_offset_minutes": n}`, at strictly increasing instants.
 */
export function readZoneChanges(body: Record<string, unknown>): ZoneChange[] {
  const v = body.changes;
  if (v === undefined) return [];
  const bad = (message: string) => validationFailed({ changes: [message] });
  if (!Array.isArray(v)) throw bad('must be a list of {"at": "<ISO 8601 instant>", "utc_offset_minutes": n}');
  if (v.length > MAX_CHANGES) throw bad(`at most ${MAX_CHANGES} changes`);
  const out: ZoneChange[] = [];
  v.forEach((c: unknown, i) => {
    if (!c || typeof c !== 'object') throw bad(`change ${i + 1} must be {"at": "<ISO 8601 instant>", "utc_offset_minutes": n}`);
    const { at, utc_offset_minutes: offset } = c as Record<string, unknown>;
    const ms = typeof at === 'string' ? parseInstant(at) : null;
    if (ms === null) throw bad(`change ${i + 1}: at must be an ISO 8601 instant`);
    const problem = offsetProblem(offset);
    if (problem !== null) throw bad(`change ${i + 1}: utc_offset_minutes ${problem}`);
    const last = out.at(-1);
    if (last && ms <= last.at) throw bad(`change ${i + 1}: at must be later than the change before it`);
    out.push({ at: ms, utc_offset_minutes: offset as number });
  });
  return out;
}
