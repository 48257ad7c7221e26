// What the person is told when their settings file could not be read. The store moved it
// aside and the engine runs on the defaults: without a word, the shortcut, the service
// address and the reminders would simply be gone. The notice names the kept file by its
// full path, so it can be opened, and what to do next.

import type { KeptAside } from '../ports.ts';

export function settingsKeptAsideNotice(kept: KeptAside): string {
  return (
    `Your settings could not be read, so Stint is using its defaults (your shortcut, service address and reminders among them). ` +
    `The old file was kept at ${kept.keptAt} (${kept.reason}). Nothing was deleted: set them again in Settings, or copy them from that file. ` +
    // Its filters were in that file too: the record stays off until the person sets them and turns it on (habit 19).
    `The activity record is off until you turn it on again, with its lists of what is never recorded.`
  );
}
