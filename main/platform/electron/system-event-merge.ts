// Several sources can report the same lock or sleep: on Linux Electron's powerMonitor and
// logind both see a suspend (Electron itself listens to logind), and logind tells a lock
// twice (the `Lock` request and the `LockedHint` the screen locker sets). The engine must
// hear each change once, or it would ask for two reads on one wake.
//
// A report is an echo when another source already reported the same change: a `suspend`
// while asleep, or a `resume` from a source that had reported the suspend after another
// source already reported the wake. A source whose own report of the wake is lost does not
// block the next suspension.

import type { SystemEvent } from '../../core/ports.ts';

type Pair = 'lock' | 'sleep';

const PAIR: Record<SystemEvent, { pair: Pair; begins: boolean }> = {
  lock: { pair: 'lock', begins: true },
  unlock: { pair: 'lock', begins: false },
  suspend: { pair: 'sleep', begins: true },
  resume: { pair: 'sleep', begins: false },
};

export class SystemEventMerge<Source extends string> {
  /** Whether the engine has been told the machine is locked / asleep. */
  private readonly told: Record<Pair, boolean> = { lock: false, sleep: false };
  /** Per source, whether it last reported the beginning of each pair. */
  private readonly reported = new Map<Source, Record<Pair, boolean>>();

  /** Whether this report is news the listeners should hear (false: an echo). */
  accept(source: Source, event: SystemEvent): boolean {
    const { pair, begins } = PAIR[event];
    let mine = this.reported.get(source);
    if (!mine) {
      mine = { lock: false, sleep: false };
      this.reported.set(source, mine);
    }
    const wasMine = mine[pair];
    mine[pair] = begins;
    if (begins) {
      if (this.told[pair]) return false;
      this.told[pair] = true;
      return true;
    }
    if (this.told[pair]) {
      this.told[pair] = false;
      return true;
    }
    // Already told the end: this source's own end of the same change is an echo. A source
    // that never reported the beginning is news (an unlock after starting while locked).
    return !wasMine;
  }
}
