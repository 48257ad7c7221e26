// How many sign-ins the service still allows, as far as this computer can tell. The service
// allows each user 60 sign-ins a UTC day and blocks an email for 15 minutes after five wrong
// ones in a row (the specification's limits, contract.md §3). The engine counts the
// attempts it sent itself: another app of the same person uses the same allowance unseen,
// so what is left is an upper bound ("at most").

export const SIGN_INS_PER_DAY = 60;
export const WRONG_IN_A_ROW_BLOCKS = 5;
export const BLOCK_MINUTES = 15;

/**
 * What became of one sign-in: `accepted`, `wrong` (credentials refused), `blocked` (the
 * five-in-a-row block), `limited` (the day's sign-ins used up, a 429 that counts nothing),
 * `unanswered` (not reached, or answered in a way that says nothing about the count).
 */
export type AttemptOutcome = 'accepted' | 'wrong' | 'blocked' | 'limited' | 'unanswered';

export interface AttemptsLeft {
  /** Sign-ins left today for this email, at most. */
  readonly today: number;
  /** Wrong sign-ins in a row before the service blocks this email, at most; null: the last one here was not wrong. */
  readonly wrongBeforeBlock: number | null;
}

interface Tally {
  /** The UTC day `sent` counts. */
  day: string;
  sent: number;
  wrongInRow: number;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The instant the next UTC day begins, when the day's sign-ins count from nothing again. */
export function nextUtcDay(ms: number): number {
  return Date.parse(`${utcDay(ms)}T00:00:00Z`) + 86_400_000;
}

export class SignInAttempts {
  private readonly tallies = new Map<string, Tally>();

  record(baseUrl: string, email: string, outcome: AttemptOutcome, nowMs: number): void {
    if (outcome === 'unanswered') return;
    const t = this.tally(baseUrl, email, nowMs);
    switch (outcome) {
      case 'accepted':
        t.sent++;
        t.wrongInRow = 0;
        break;
      case 'wrong':
        t.sent++;
        // After a block has run out, wrong answers begin a new run.
        t.wrongInRow = t.wrongInRow >= WRONG_IN_A_ROW_BLOCKS ? 1 : t.wrongInRow + 1;
        break;
      case 'blocked':
        t.sent++;
        t.wrongInRow = WRONG_IN_A_ROW_BLOCKS;
        break;
      case 'limited':
        t.sent = Math.max(t.sent, SIGN_INS_PER_DAY);
        break;
    }
  }

  /** Null until this computer has sent a sign-in for this email (today's count or a run of wrong ones). */
  left(baseUrl: string, email: string, nowMs: number): AttemptsLeft | null {
    const t = this.tallies.get(key(baseUrl, email));
    if (t === undefined) return null;
    const sent = t.day === utcDay(nowMs) ? t.sent : 0;
    return { today: Math.max(0, SIGN_INS_PER_DAY - sent), wrongBeforeBlock: t.wrongInRow === 0 ? null : Math.max(0, WRONG_IN_A_ROW_BLOCKS - t.wrongInRow) };
  }

  private tally(baseUrl: string, email: string, nowMs: number): Tally {
    const k = key(baseUrl, email);
    const day = utcDay(nowMs);
    let t = this.tallies.get(k);
    if (t === undefined) this.tallies.set(k, (t = { day, sent: 0, wrongInRow: 0 }));
    if (t.day !== day) {
      t.day = day;
      t.sent = 0;
    }
    return t;
  }
}

// The service names a user by email; one typed with other capitals is the same person.
const key = (baseUrl: string, email: string) => `${baseUrl.replace(/\/+$/, '')}\n${email.trim().toLowerCase()}`;
