// A zone ical.js does not know, answered by the runtime's own time zone data (Intl): for
// calendars that name an IANA zone (or a Windows one, through windows-zones.ts) without a
// VTIMEZONE block describing it. ical.js asks a zone one question, the UTC offset of a wall
// time in it; the answer follows RFC 5545 3.3.5: a wall time skipped when the clocks go
// forward is read with the offset from before the change, one that happens twice is its
// first.
import ICAL from 'ical.js';
import { WINDOWS_ZONES } from './windows-zones.ts';

const DAY_MS = 86_400_000;
// Every zone in use today changes its offset on a quarter hour, so instants in the same
// quarter share one offset, and one answer serves them all.
const SLOT_MS = 900_000;

export class IntlZone extends ICAL.Timezone {
  readonly #format: Intl.DateTimeFormat;
  readonly #offsets = new Map<number, number>();

  private constructor(tzid: string, format: Intl.DateTimeFormat) {
    super({ tzid });
    this.#format = format;
  }

  /** The zone a calendar names, when the runtime knows it (as IANA or as a Windows name); else null. */
  static named(tzid: string): IntlZone | null {
    const iana = WINDOWS_ZONES[tzid] ?? tzid;
    try {
      return new IntlZone(tzid, new Intl.DateTimeFormat('en-US', { timeZone: iana, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }));
    } catch {
      return null;
    }
  }

  /** Seconds east of UTC at the wall time `tt` in this zone (what ical.js asks). */
  override utcOffset(tt: ICAL.Time): number {
    const wall = Date.UTC(tt.year, tt.month - 1, tt.day, tt.hour, tt.minute, tt.second);
    const before = this.#offsetAt(wall - DAY_MS);
    const after = this.#offsetAt(wall + DAY_MS);
    if (before === after) return before / 1000;
    const fits = (offset: number): boolean => this.#offsetAt(wall - offset) === offset;
    // Both fit in the hour that happens twice: the first is the earlier instant, the larger offset.
    if (fits(before) && fits(after)) return Math.max(before, after) / 1000;
    return (fits(after) ? after : before) / 1000;
  }

  /** Milliseconds east of UTC at an instant. */
  #offsetAt(instant: number): number {
    const slot = Math.floor(instant / SLOT_MS);
    const known = this.#offsets.get(slot);
    if (known !== undefined) return known;
    const at = slot * SLOT_MS;
    const f = Object.fromEntries(this.#format.formatToParts(at).map((p) => [p.type, Number(p.value)]));
    const offset = Date.UTC(f.year!, f.month! - 1, f.day!, f.hour!, f.minute!, f.second!) - at;
    this.#offsets.set(slot, offset);
    return offset;
  }
}
