// A time a person typed, read as they mean it: the one reading the window and the command
// line share (both send the text as typed; the engine reads it here). Clock forms as
// typed-clock.ts reads them; phrases by chrono-node (`10 minutes ago`, `yesterday 17:00`,
// `noon`), whose own guess at a missing AM/PM is replaced by the rule. Words left over are
// refused rather than folded away. Engine-side only: the window never loads chrono-node.

import * as chrono from 'chrono-node';
import { sourceWords } from '../../i18n/words.ts';
import { nearestReading, readTypedClock, timeExample, type TimeRule, type TypedTime, type TypedTimeContext } from './typed-clock.ts';

export type { TimeRule, TypedTime, TypedTimeContext } from './typed-clock.ts';

const HOUR = 3600;

/** A phrase chrono-node reads whole, or why not. */
function phrase(text: string, ctx: TypedTimeContext, rule: TimeRule): TypedTime {
  const found = chrono.parse(text, { instant: new Date(ctx.now), timezone: ctx.offsetMinutes });
  const hit = found[0];
  const unread = hit === undefined ? text : `${text.slice(0, hit.index)} ${text.slice(hit.index + hit.text.length)}`.trim();
  const i18n = ctx.words ?? sourceWords();
  if (hit === undefined || found.length > 1 || unread !== '') {
    const values = { typed: text, unread, example: timeExample(ctx.hourCycle) };
    return {
      ok: false,
      message:
        hit === undefined
          ? i18n._({ id: 'typed.time.cannotPlace', message: '"{typed}" is not a time Stint can place: type a time of day such as {example}, or how long ago, such as 10 minutes ago.', values })
          : i18n._({ id: 'typed.time.cannotPlaceIn', message: '"{unread}" in "{typed}" is not a time Stint can place: type a time of day such as {example}, or how long ago, such as 10 minutes ago.', values }),
    };
  }
  // A range ("9:30-10:15") where one time is meant: chrono-node reads its start and would drop
  // the end without a word, so the person is told to type the one time (its start as the example).
  if (hit.end !== null && hit.end !== undefined) {
    const from = /^(.+?)\s*(?:-|–|—|\bto\b)/i.exec(text)?.[1] ?? timeExample(ctx.hourCycle);
    return { ok: false, message: i18n._({ id: 'typed.time.range', message: '"{typed}" is a range of two times: type the one time meant here, such as {example}.', values: { typed: text, example: from } }) };
  }
  const start = hit.start;
  if (start.isCertain('day') || start.isCertain('weekday') || start.tags().has('result/relativeDate')) {
    return { ok: true, at: Math.floor(start.date().getTime() / 1000) * 1000 };
  }
  const h = start.get('hour') ?? 0;
  const seconds = h * HOUR + (start.get('minute') ?? 0) * 60 + (start.get('second') ?? 0);
  const named = /noon|midnight|morning|afternoon|evening|night/i.test(text);
  return { ok: true, at: nearestReading({ seconds, open: !start.isCertain('meridiem') && !named && h >= 1 && h <= 12 }, ctx, rule) };
}

/** Reads `text` as the instant the person means by it under `rule`. */
export function readTypedTime(text: string, ctx: TypedTimeContext, rule: TimeRule): TypedTime {
  return readTypedClock(text, ctx, rule) ?? phrase(text.trim().replace(/\s+/g, ' '), ctx, rule);
}
