// The user's capacity on the service (`capacity_per_day` hours on each of `work_days`), for
// the day's target. Learned with the user record the sign-in reads anyway, then read again
// at most once a day (one request: the record by id), and never on a tight day once known:
// it changes seldom, and yesterday's figure is a fine guess. Read leniently: a real service
// may send numbers as strings, or leave the fields out.

import type { ServiceClient } from '../../api/client.ts';
import { isRecord } from '../json-guard.ts';

export interface UserCapacity {
  /** Hours a working day; null: the record did not say. */
  readonly capacityPerDay: number | null;
  /** 0 Sunday .. 6 Saturday; null: the record did not say. */
  readonly workDays: readonly number[] | null;
  /** The account-local date it was read on. */
  readonly readFor: string;
}

function hours(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) && n >= 0 && n <= 24 ? n : null;
}

function dayList(v: unknown): number[] | null {
  if (!Array.isArray(v)) return null;
  return [...new Set(v.map(Number).filter((d) => Number.isInteger(d) && d >= 0 && d <= 6))].sort((a, b) => a - b);
}

/** The capacity fields of a user record (`unknown`: an answer or a cache). */
export function capacityOf(user: unknown, readFor: string): UserCapacity {
  const u = isRecord(user) ? user : {};
  return Object.freeze({ capacityPerDay: hours(u.capacity_per_day), workDays: dayList(u.work_days), readFor });
}

/** The signed-in user's record again (one request). */
export async function readUserCapacity(client: ServiceClient, userId: number, today: string): Promise<UserCapacity> {
  return capacityOf(await client.users.get(userId), today);
}

/** Whether to read it again today: never read, or read on an earlier day and the day's requests allow a spare one. */
export function capacityDue(known: UserCapacity | null, today: string, tight: boolean): boolean {
  if (known === null) return true;
  return known.readFor !== today && !tight;
}

/** The cached capacity, or null (missing or odd: the next read fills it). */
export function parseCapacity(v: unknown): UserCapacity | null {
  if (!isRecord(v) || typeof v.readFor !== 'string') return null;
  return Object.freeze({ capacityPerDay: hours(v.capacityPerDay), workDays: dayList(v.workDays), readFor: v.readFor });
}
