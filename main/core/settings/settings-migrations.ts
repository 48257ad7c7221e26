// Versioned migrations of the stored settings object. Each is a pure function from one
// version's shape to the next, and idempotent: it only moves what is still in the old
// place, so running it again (or on an object already in the new shape, for instance one
// whose `version` was lost) changes nothing. Keys a migration does not know are carried
// over untouched. Values are moved as they are; whether they are valid is decided when the
// settings are read, field by field.

import { SETTINGS_VERSION } from './settings-schema.ts';
import { isRecord } from '../json-guard.ts';

export type StoredSettings = Record<string, unknown>;

export interface Migration {
  readonly from: number;
  readonly to: number;
  readonly migrate: (stored: Readonly<StoredSettings>) => StoredSettings;
}


/**
 * Moves flat v1 keys into a group. A value already in the group wins over the flat one:
 * it was written by the newer code.
 */
function nest(
  stored: Readonly<StoredSettings>,
  group: string,
  moves: readonly (readonly [flatKey: string, subKey: string])[],
  legacyGroupValueAs?: string,
): StoredSettings {
  const out: StoredSettings = { ...stored };
  const legacy = stored[group];
  const hasLegacyValue = legacyGroupValueAs !== undefined && legacy !== undefined && !isRecord(legacy);
  const toMove = moves.filter(([flat]) => flat in stored);
  if (!hasLegacyValue && toMove.length === 0) return out;
  const target: Record<string, unknown> = isRecord(legacy) ? { ...legacy } : {};
  if (hasLegacyValue && !(legacyGroupValueAs in target)) target[legacyGroupValueAs] = legacy;
  for (const [flat, sub] of toMove) {
    if (!(sub in target)) target[sub] = stored[flat];
    delete out[flat];
  }
  out[group] = target;
  return out;
}

/**
 * v1 (Stint 0.1) kept idle and reminder settings flat:
 * `{ version: 1, idleDetection: boolean, idleMinutes: number, reminders: boolean, reminderMinutes: number }`.
 * v2 groups them: `idle: { enabled, thresholdMinutes }`, `reminders: { enabled, intervalMinutes }`
 * (so `reminders` changes from a boolean to an object).
 */
export function v1ToV2(stored: Readonly<StoredSettings>): StoredSettings {
  const withIdle = nest(stored, 'idle', [
    ['idleDetection', 'enabled'],
    ['idleMinutes', 'thresholdMinutes'],
  ]);
  return nest(withIdle, 'reminders', [['reminderMinutes', 'intervalMinutes']], 'enabled');
}

export const MIGRATIONS: readonly Migration[] = [{ from: 1, to: 2, migrate: v1ToV2 }];

/** The stored version; an object without a usable one is taken as v1 (migrations are idempotent). */
export function storedVersion(stored: Readonly<StoredSettings>): number {
  const v = stored.version;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : 1;
}

/**
 * Brings a stored object up to this code's version. An object from a newer version is
 * left as it is, its version included: it is read as far as possible, never written lower.
 */
export function migrateSettings(stored: Readonly<StoredSettings>): StoredSettings {
  const from = storedVersion(stored);
  if (from > SETTINGS_VERSION) return { ...stored };
  let out: StoredSettings = { ...stored };
  for (const m of MIGRATIONS) if (m.from >= from) out = m.migrate(out);
  out.version = SETTINGS_VERSION;
  return out;
}
