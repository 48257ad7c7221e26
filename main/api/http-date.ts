// Strict readers for the two kinds of date a rate-limit answer may carry. `Date.parse` is
// not used: it accepts almost anything (local times, "2025-02-30", free text) and its
// non-ISO formats are implementation-defined, so a garbled header could be misread as a
// real instant. Each reader returns epoch ms, or `undefined` for anything else.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = `(${MONTHS.join('|')})`;
const TIME = '(\\d{2}):(\\d{2}):(\\d{2})';

// RFC 9110 section 5.6.7: IMF-fixdate, and the two obsolete forms a recipient must accept.
// The grammar is case-sensitive and fixes every space.
const IMF_FIXDATE = new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\\d{2}) ${MONTH} (\\d{4}) ${TIME} GMT$`);
const RFC850 = new RegExp(`^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\\d{2})-${MONTH}-(\\d{2}) ${TIME} GMT$`);
const ASCTIME = new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) ${MONTH} ((?:\\d| )\\d) ${TIME} (\\d{4})$`);

/** Epoch ms of a valid UTC calendar instant, `undefined` when a field is out of range (Feb 30, 25:00). */
function utc(year: number, month: number, day: number, h: number, m: number, s: number, ms = 0): number | undefined {
  // A leap second (:60) is allowed by the grammar; it is read as the next second.
  if (month < 0 || month > 11 || day < 1 || h > 23 || m > 59 || s > 60) return undefined;
  const d = new Date(Date.UTC(year, month, day, h, m, Math.min(s, 59), ms));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month || d.getUTCDate() !== day) return undefined;
  return d.getTime() + (s === 60 ? 1000 : 0);
}

/**
 * An HTTP-date (RFC 9110 5.6.7) as epoch ms. `nowMs` places the two-digit year of the
 * rfc850 form: a date more than 50 years ahead is read as the most recent past year with
 * those digits, as the RFC requires. The day name is not checked against the date (the RFC
 * does not ask a recipient to).
 */
export function parseHttpDate(value: string, nowMs: number): number | undefined {
  let m = IMF_FIXDATE.exec(value);
  if (m) return utc(Number(m[3]), MONTHS.indexOf(m[2]!), Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6]));
  m = RFC850.exec(value);
  if (m) {
    const month = MONTHS.indexOf(m[2]!);
    const yy = Number(m[3]);
    const nowYear = new Date(nowMs).getUTCFullYear();
    let year = nowYear - (nowYear % 100) + yy;
    // Near a century's end, "01" is the coming century rather than 98 years ago.
    if (year < nowYear - 50) year += 100;
    const at = (y: number) => utc(y, month, Number(m![1]), Number(m![4]), Number(m![5]), Number(m![6]));
    const first = at(year);
    if (first === undefined || first - nowMs <= 50 * 365.25 * 86_400_000) return first;
    return at(year - 100);
  }
  m = ASCTIME.exec(value);
  if (m) return utc(Number(m[6]), MONTHS.indexOf(m[1]!), Number(m[2]!.trim()), Number(m[3]), Number(m[4]), Number(m[5]));
  return undefined;
}

// RFC 3339 date-time with its offset required (a time without one would be read in the
// machine's own zone, which the service does not share).
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):?(\d{2}))$/;

/** An RFC 3339 instant (`2025-11-20T10:00:42Z`, `…+01:00`) as epoch ms. */
export function parseIsoInstant(value: string): number | undefined {
  const m = ISO_INSTANT.exec(value);
  if (!m) return undefined;
  const ms = m[7] === undefined ? 0 : Math.floor(Number(`0.${m[7]}`) * 1000);
  const local = utc(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]), ms);
  if (local === undefined) return undefined;
  if (m[8] !== undefined) return local;
  const oh = Number(m[10]);
  const om = Number(m[11]);
  if (oh > 23 || om > 59) return undefined;
  const offset = (oh * 60 + om) * 60_000;
  return m[9] === '+' ? local - offset : local + offset;
}
