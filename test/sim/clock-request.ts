// Reads a POST /_sim/clock body into the instant to move the service clock to. Bounded,
// so that no setting can leave the simulator unable to format a date (a 500 on every
// later request): the clock stays within the years 2000..2100, and one move is at most
// ten years either way.
import { validationFailed } from './errors.ts';
import { parseDateTime } from './format.ts';

export const EARLIEST_MS = Date.UTC(2000, 0, 1);
export const LATEST_MS = Date.UTC(2101, 0, 1) - 1000;
export const MAX_ADVANCE_S = 10 * 366 * 86_400;

const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/;
const inRange = (ms: number) => ms >= EARLIEST_MS && ms <= LATEST_MS;

/** The target instant (ms) for `{advance_seconds}` or `{now}`, or a 422 naming the field. */
export function clockTarget(body: Record<string, unknown>, nowMs: number): number {
  if (body.advance_seconds !== undefined) {
    const v = body.advance_seconds;
    const n = typeof v === 'number' || (typeof v === 'string' && NUMBER.test(v)) ? Number(v) : NaN;
    if (!Number.isFinite(n)) throw validationFailed({ advance_seconds: ['must be a number of seconds'] });
    if (Math.abs(n) > MAX_ADVANCE_S)
      throw validationFailed({ advance_seconds: [`must be between -${MAX_ADVANCE_S} and ${MAX_ADVANCE_S} (ten years)`] });
    const target = nowMs + Math.round(n * 1000);
    if (!inRange(target)) throw validationFailed({ advance_seconds: ['would move the clock outside the years 2000..2100'] });
    return target;
  }
  if (body.now !== undefined) {
    const ms = typeof body.now === 'string' ? parseInstant(body.now) : null;
    if (ms === null) throw validationFailed({ now: ['must be an ISO 8601 datetime'] });
    if (!inRange(ms)) throw validationFailed({ now: ['must be within the years 2000..2100'] });
    return ms;
  }
  throw validationFailed({ advance_seconds: ['advance_seconds or now is required'] });
}

/**
 * An ISO 8601 datetime, or the service's `YYYY-MM-DD HH:MM:SS`; null when neither. Without
 * an offset it is UTC, whatever the account's zone: the control surface speaks of the
 * service's clock, not of the account's wall clock.
 */
export function parseInstant(value: string): number | null {
  const service = parseDateTime(value, 0);
  if (service !== null) return service;
  // Date.parse also reads forms like "March 7, 2030"; only date-times that start like ISO 8601 count.
  if (!/^[+-]?\d{4,6}-\d{2}-\d{2}T/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}
