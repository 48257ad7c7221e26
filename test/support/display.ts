// The display settings resolved, for snapshots made by hand: the two clocks, named, so a
// test that reads a time says which clock it reads it in.
import type { DisplayView } from '../../main/core/snapshot.ts';

/** 24-hour, weeks from Monday (en-GB's conventions). */
export const DISPLAY_24H: DisplayView = Object.freeze({
  locale: 'en-GB',
  hourCycle: 'h23',
  firstDayOfWeek: 1,
  system: Object.freeze({ hourCycle: 'h23', firstDayOfWeek: 1 }),
});

/** 12-hour, weeks from Sunday (en-US's conventions). */
export const DISPLAY_12H: DisplayView = Object.freeze({
  locale: 'en-US',
  hourCycle: 'h12',
  firstDayOfWeek: 0,
  system: Object.freeze({ hourCycle: 'h12', firstDayOfWeek: 0 }),
});
