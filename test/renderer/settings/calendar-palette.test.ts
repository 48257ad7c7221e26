// The window's copy of the calendar palette is the engine's: the same colours in the same
// order, each with a name to say, and a new calendar starts with the colour the engine would give it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CALENDAR_PALETTE, nextCalendarColour } from '../../../renderer/settings/calendar-palette.ts';
import { CALENDAR_COLOURS, nextColour, type CalendarEntry } from '../../../main/core/calendar/calendar-list.ts';

const entries = (colours: readonly string[]): CalendarEntry[] => colours.map((colour, i) => ({ id: `c0000000${i}`, name: `C${i}`, colour, kind: 'file', shown: `/c${i}.ics`, path: `/c${i}.ics` }));

test('the palette is the engine\'s, named Blue, Green, Amber, Pink, Violet, Teal', () => {
  assert.deepEqual(CALENDAR_PALETTE.map((c) => c.hex), [...CALENDAR_COLOURS]);
  assert.deepEqual(CALENDAR_PALETTE.map((c) => c.name), ['Blue', 'Green', 'Amber', 'Pink', 'Violet', 'Teal']);
});

test('the colour a new calendar starts with is the one the engine would pick', () => {
  const lists: string[][] = [[], ['#3b82f6'], ['#3b82f6', '#16a34a'], ['#16a34a'], [...CALENDAR_COLOURS], [...CALENDAR_COLOURS, '#3b82f6', '#d97706'], ['#123456']];
  for (const used of lists) assert.equal(nextCalendarColour(used), nextColour(entries(used)), `after ${used.join(' ') || 'none'}`);
});
