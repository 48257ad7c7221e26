// Reads a POST /_sim/zone body: the account's time zone as a fixed offset from UTC in whole
// minutes east (no DST), within the offsets real zones use (UTC-12:00 .. UTC+14:00).
import { validationFailed } from './errors.ts';

export const MIN_OFFSET_MINUTES = -720;
export const MAX_OFFSET_MINUTES = 840;

/** The offset the body asks for, or a 422 naming `utc_offset_minutes`. */
export function readZoneOffset(body: Record<string, unknown>): number {
  const v = body.utc_offset_minutes;
  // A JSON number only: "330" or 5.5 is a mistake worth saying, not a value to guess at.
  if (typeof v !== 'number' || !Number.isInteger(v))
    throw validationFailed({ utc_offset_minutes: ['must be an integer number of minutes east of UTC'] });
  if (v < MIN_OFFSET_MINUTES || v > MAX_OFFSET_MINUTES)
    throw validationFailed({ utc_offset_minutes: [`must be between ${MIN_OFFSET_MINUTES} and ${MAX_OFFSET_MINUTES}`] });
  return v;
}
