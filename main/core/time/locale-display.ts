// The display settings resolved against the system's locale: which clock (12- or 24-hour)
// and which first day of the week `system` means. The locale comes from the locale port
// (never the process's own), and Intl's data for that locale answers; where a runtime has no
// week data in Intl, a table of regions does (firstDayOfRegion). Pure for a given locale:
// the answers are kept per choice and locale, so each snapshot gets the same frozen object.

import type { DisplayView, HourCycle, Snapshot } from '../snapshot.ts';
import { intlCache } from './intl-cache.ts';

/** What the settings ask for (`Settings['display']`): the clock and the first day of the week (decimal hours do not change how a time of day reads). */
export type DisplayChoice = Pick<Snapshot['settings']['display'], 'clock' | 'weekStart'>;

/** Used when the system's tag is empty, malformed or unknown to Intl (`C`, `POSIX`). */
export const FALLBACK_LOCALE = 'en-US';

/** What a locale itself says: its clock and the day its weeks start on. */
export interface LocaleConventions {
  /** The canonical tag actually used (FALLBACK_LOCALE when the given one was unusable). */
  readonly locale: string;
  readonly hourCycle: HourCycle;
  readonly firstDayOfWeek: number;
}

// CLDR's weekData (supplementalData.xml, firstDay): the regions whose weeks do not start on
// Monday, the world's default. Only for runtimes whose Intl.Locale has no week info.
const SUNDAY_FIRST = new Set(
  ('AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ ' +
    'NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW').split(' '),
);
const SATURDAY_FIRST = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));
const FRIDAY_FIRST = new Set(['MV']);

/** The first day of the week of a region (ISO 3166 code), 0 Sunday .. 6 Saturday; Monday when unknown. */
export function firstDayOfRegion(region: string | undefined): number {
  const r = region?.toUpperCase() ?? '';
  if (SUNDAY_FIRST.has(r)) return 0;
  if (SATURDAY_FIRST.has(r)) return 6;
  if (FRIDAY_FIRST.has(r)) return 5;
  return 1;
}

/** A system's tag as Intl reads it: POSIX forms too (`de_DE.UTF-8`, `sr_RS@latin`); undefined when unusable. */
function canonical(tag: string): string | undefined {
  const bcp = tag.trim().split('.')[0]!.split('@')[0]!.replace(/_/g, '-');
  if (bcp === '') return undefined;
  try {
    const [c] = Intl.getCanonicalLocales(bcp);
    // A tag Intl has no data for would be answered from the process's default locale.
    return c !== undefined && Intl.DateTimeFormat.supportedLocalesOf([c]).length > 0 ? c : undefined;
  } catch {
    return undefined;
  }
}

/** Week data where the runtime has it: `getWeekInfo()` (Chromium 130+, Node 22+) or the older `weekInfo` getter (Node 20). */
interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

function firstDayOf(locale: string): number {
  const l = new Intl.Locale(locale);
  const info = (l as WeekInfoLocale).getWeekInfo?.() ?? (l as WeekInfoLocale).weekInfo;
  // Intl counts 1 Monday .. 7 Sunday; the settings and the service 0 Sunday .. 6 Saturday.
  if (info !== undefined && Number.isInteger(info.firstDay)) return info.firstDay % 7;
  return firstDayOfRegion(l.maximize().region);
}

function hourCycleOf(locale: string): HourCycle {
  const hc = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return hc === 'h11' || hc === 'h12' ? 'h12' : 'h23';
}

const conventionsCache = intlCache<LocaleConventions>();
const displayCache = intlCache<DisplayView>();

/** The clock and first weekday of the system's locale `tag`. */
export function localeConventions(tag: string): LocaleConventions {
  return conventionsCache(tag, () => {
    const locale = canonical(tag) ?? FALLBACK_LOCALE;
    return Object.freeze({ locale, hourCycle: hourCycleOf(locale), firstDayOfWeek: firstDayOf(locale) });
  });
}

/** The display settings with `system` resolved against the system's locale `systemLocale`. */
export function resolveDisplay(choice: DisplayChoice, systemLocale: string): DisplayView {
  return displayCache(`${choice.clock}|${choice.weekStart}|${systemLocale}`, () => {
    const system = localeConventions(systemLocale);
    const hourCycle: HourCycle = choice.clock === '12h' ? 'h12' : choice.clock === '24h' ? 'h23' : system.hourCycle;
    return Object.freeze({
      locale: system.locale,
      hourCycle,
      firstDayOfWeek: choice.weekStart === 'system' ? system.firstDayOfWeek : choice.weekStart,
      system: Object.freeze({ hourCycle: system.hourCycle, firstDayOfWeek: system.firstDayOfWeek }),
    });
  });
}
