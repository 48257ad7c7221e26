// The person's desktop through the two-account day (issue 62): which window has the focus, so
// the day can be lived with the activity record on and its requests compared with the same
// day without it (the record costs the service nothing). Derived from the day's script: the
// work the timer is on has its windows (an editor or Figma, a browser, the team chat, mail),
// visited in an uneven rotation with titles that change; the window of Stint while it is
// shown; a notification's flash passed through now and then (merged by the record); nothing
// while the person is away or the screen is locked, and mail on the way back.

import { secondsOf, DAY_END, DAY_START, type Action } from './script.ts';
import type { AccountName, TwoAccountScript } from './two-accounts-script.ts';

export interface FocusChange {
  /** Seconds into the day (account time). */
  readonly at: number;
  readonly app: string;
  readonly title: string;
}

/** Minutes between visits to the next window of the work's rotation: uneven, as a person works. */
const CADENCE_MIN = [6, 3, 9, 2, 4, 7];
/** Every this many visits, a chat notification flashes up and the focus comes back at once. */
const FLASH_EVERY = 4;

const STINT: Omit<FocusChange, 'at'> = { app: 'Stint', title: 'Stint' };
const MAIL: Omit<FocusChange, 'at'> = { app: 'Thunderbird', title: 'Inbox — ada@acme.example — Mozilla Thunderbird' };
const CHAT: Record<AccountName, Omit<FocusChange, 'at'>> = {
  business: { app: 'Slack', title: '#acme-dev | Acme — Slack' },
  free: { app: 'Slack', title: '#studio | Studio — Slack' },
};
const FILES = ['index.ts', 'notes.md', 'index.test.ts'];

/** The windows of the work `key` of `account`, in the order they are visited. */
function windowsOf(account: AccountName, key: string, visit: number): Omit<FocusChange, 'at'>[] {
  const topic = key.replace(/^\S+\s/, '');
  const file = FILES[visit % FILES.length]!;
  const main =
    account === 'business'
      ? { app: 'Code', title: `${topic.replace(/\s/g, '-')}/${file} — acme-site — Visual Studio Code` }
      : { app: 'Figma', title: `${topic} v${1 + (visit % 3)} — Studio — Figma` };
  const browser = { app: 'Firefox', title: `${topic} · ${account === 'business' ? 'Acme Jira' : 'Studio Notion'} — Mozilla Firefox` };
  return [main, browser, main, CHAT[account], main, MAIL];
}

/** Between timers: mail, the news, the chat. */
const BETWEEN: Omit<FocusChange, 'at'>[] = [MAIL, { app: 'Firefox', title: 'Hacker News — Mozilla Firefox' }, CHAT.business];

/** Intervals [from, to) in seconds of the day. */
type Span = readonly [number, number];
const inside = (t: number, spans: readonly Span[]) => spans.some(([a, b]) => t >= a && t < b);

/** The focus changes of the day of `script`, in order (two at one instant: a flash passed through). */
export function desktopDay(script: TwoAccountScript): FocusChange[] {
  const away: Span[] = [];
  const shown: Span[] = [];
  /** The work the person is on from each instant: [at, account, key] (null: none). */
  const work: { at: number; on: { account: AccountName; key: string } | null }[] = [{ at: 0, on: null }];
  for (const { at, account, action } of script.steps) {
    const t = secondsOf(at);
    const a: Action = action;
    if (a.kind === 'idle' || a.kind === 'lock') away.push([t, t + a.minutes * 60]);
    else if (a.kind === 'window') shown.push([t, t + a.seconds]);
    else if ((a.kind === 'start' || a.kind === 'switch' || a.kind === 'continue') && account !== null) work.push({ at: t, on: { account, key: a.key } });
    else if (a.kind === 'stop' || a.kind === 'elsewhere') work.push({ at: t, on: null });
  }
  const onAt = (t: number) => work.filter((w) => w.at <= t).at(-1)!.on;

  // The person's own moves: a new timer's main window at once, then the rotation; mail after an absence.
  const moves: FocusChange[] = [];
  const begin = secondsOf(DAY_START);
  const end = secondsOf(DAY_END);
  const visit = (t: number, n: number) => {
    const on = onAt(t);
    const ws = on === null ? BETWEEN : windowsOf(on.account, on.key, n);
    return { at: t, ...ws[n % ws.length]! };
  };
  let n = 0;
  for (let t = begin; t < end; t += CADENCE_MIN[n % CADENCE_MIN.length]! * 60) moves.push(visit(t, n++));
  for (const w of work) if (w.on !== null && w.at >= begin) moves.push({ at: w.at, ...windowsOf(w.on.account, w.on.key, 0)[0]! });
  for (const [, back] of away) moves.push({ at: back, ...MAIL });
  moves.sort((x, y) => x.at - y.at);

  // Nothing moves while away or while Stint is shown; Stint's window has the focus while shown, then the one before.
  const kept = moves.filter((m) => !inside(m.at, away) && !inside(m.at, shown));
  const out: FocusChange[] = [];
  for (const [from, to] of shown) {
    const before = moves.filter((m) => m.at < to).at(-1);
    out.push({ at: from, ...STINT });
    if (before !== undefined) out.push({ ...before, at: to });
  }
  for (const [i, m] of kept.entries()) {
    if (i % FLASH_EVERY === FLASH_EVERY - 1 && m.app !== CHAT.business.app) out.push({ at: m.at, ...CHAT.business });
    out.push(m);
  }
  // Stable: at one instant Stint's window goes before the person's next move, a flash before the window it flashed over.
  return out.map((c, i) => ({ c, i })).sort((x, y) => x.c.at - y.c.at || x.i - y.i).map(({ c }) => c);
}

/** Gives the desktop each change once the day's clock has reached it (the bench's 5-second steps). */
export class DesktopPlayer {
  private next = 0;

  constructor(
    private readonly desk: { focus(app: string | null, title?: string): void },
    private readonly changes: readonly FocusChange[],
    private readonly midnightMs: number,
  ) {}

  /** The focus changes made so far. */
  get made(): number {
    return this.next;
  }

  play(nowMs: number): void {
    while (this.next < this.changes.length && this.midnightMs + this.changes[this.next]!.at * 1000 <= nowMs) {
      const c = this.changes[this.next++]!;
      this.desk.focus(c.app, c.title);
    }
  }
}
