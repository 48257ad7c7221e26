// The colours a calendar may take, with the names a screen reader says for each swatch, and
// the one a new calendar starts with. A small copy of the engine's rule
// (main/core/calendar/calendar-list.ts: CALENDAR_COLOURS, nextColour), tested against it.

export interface PaletteColour {
  /** `#rrggbb`, as the engine keeps it. */
  readonly hex: string;
  /** The swatch's accessible name. */
  readonly name: string;
}

export const CALENDAR_PALETTE: readonly PaletteColour[] = [
  { hex: '#3b82f6', name: 'Blue' },
  { hex: '#16a34a', name: 'Green' },
  { hex: '#d97706', name: 'Amber' },
  { hex: '#db2777', name: 'Pink' },
  { hex: '#7c3aed', name: 'Violet' },
  { hex: '#0891b2', name: 'Teal' },
];

/** The colour a new calendar takes, as the engine would pick it: the first of the palette the calendars use least. */
export function nextCalendarColour(used: readonly string[]): string {
  const uses = (hex: string) => used.filter((u) => u === hex).length;
  return CALENDAR_PALETTE.reduce((best, c) => (uses(c.hex) < uses(best.hex) ? c : best), CALENDAR_PALETTE[0]!).hex;
}
