// The settings that are the person's, not an account's: one set for every account, kept in
// the first account's settings file and copied into the others' engines. What stays an
// account's own: the last sign-in (its service, email and account id).

import type { Settings } from '../settings/settings.ts';

/** A patch that gives another account's engine the person's settings as `settings` holds them. */
export function personPatch(settings: Settings): Readonly<Record<string, unknown>> {
  const { idle, reminders, workingHours, shortcut, launchAtLogin, windowMode, compactTimer, theme, display, updates, focus, target } = settings;
  return { idle, reminders, workingHours, shortcut, launchAtLogin, windowMode, compactTimer, theme, display, updates, focus, target };
}
