// The activity record of the week shown's earlier days, for their lanes (issue 73, item 1: "the
// week's days show their lane as Today does"): read from their day files once the week is shown,
// kept while it stays shown (a past day's record no longer grows), and the snapshot made again
// once read. Forgotten when the record is deleted, so a deleted day never shows from memory.

import { grouped } from '../activity/activity-day.ts';
import type { Stretch } from '../activity/activity-lines.ts';
import type { ActivitySnapshot, WeekView } from '../snapshot.ts';

type WeekDays = NonNullable<ActivitySnapshot['week']>;

export interface WeekRecordSource {
  day(date: string): Promise<readonly Stretch[]>;
  dates(): Promise<readonly string[]>;
}

export class PersonWeekRecord {
  private kept: { readonly key: string; readonly days: WeekDays } | null = null;
  /** The week being read (its dates), so that a read finished for a week no longer shown is dropped. */
  private reading: string | null = null;

  constructor(
    private readonly source: () => WeekRecordSource,
    /** The days were read: the snapshot is made again. */
    private readonly changed: () => void,
  ) {}

  /** The shown week's days before today that the record holds; a week not read yet is asked for and shows none until then. */
  view(week: WeekView | null, today: string): WeekDays {
    const dates = week === null ? [] : week.days.map((d) => d.date).filter((d) => d < today);
    const key = dates.join(',');
    if (this.kept?.key === key) return this.kept.days;
    if (this.reading !== key) {
      this.reading = key;
      void this.read(key, dates);
    }
    return [];
  }

  /** The record changed on disk (a delete): what was read goes. */
  forget(): void {
    this.kept = null;
    this.reading = null;
  }

  private async read(key: string, dates: readonly string[]): Promise<void> {
    const source = this.source();
    const kept = new Set(await source.dates());
    const days = await Promise.all(dates.filter((d) => kept.has(d)).map(async (date) => ({ date, stretches: await source.day(date) })));
    if (this.reading !== key) return;
    this.reading = null;
    this.kept = { key, days: days.filter((d) => d.stretches.length > 0).map((d) => ({ ...d, apps: grouped(d.stretches) })) };
    this.changed();
  }
}
