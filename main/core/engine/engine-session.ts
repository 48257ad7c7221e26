// The session: sign-in, sign-out, a token the service refused, and the one secret record.
// A record in use makes the client and the sender every request of the session goes through.

import { ServiceClient, signIn as apiSignIn } from '../../api/client.ts';
import type { AnyServiceError } from '../../api/errors.ts';
import { makeUserAgent } from '../../api/identity.ts';
import { DAY_FRESH_MS } from './engine-check-days.ts';
import type { EngineParts } from './engine-parts.ts';
import { OK, fail, type EngineState } from './engine-state.ts';
import { displayOf, publish } from './engine-views.ts';
import { emptyKnown, loadKnown } from '../reads/known.ts';
import { readCurrentUser } from '../reads/reads.ts';
import { Sender } from '../commands/sender.ts';
import { checkSignInInput, signInFailure, signInRefusalReason, signedOutState, tokenGoneReason } from '../session/session-messages.ts';
import { serializeSessionRecord, type SessionRecord } from '../session/session-record.ts';
import { updateSettings } from '../settings/settings.ts';
import type { CommandResult, SignInInput } from '../stint-api.ts';
import { settingsWordsOf, wordsOf } from './engine-language.ts';
import { checkFields } from '../commands/plan-words.ts';

export class EngineSession {
  constructor(
    private readonly s: EngineState,
    private readonly parts: EngineParts,
  ) {}

  useRecord(record: SessionRecord): void {
    this.s.ports.logger.redact(record.credentials.token);
    this.s.record = record;
    this.s.lastOwnerKey = `${record.baseUrl}|${record.credentials.accountId}|${record.user.id}`;
    const client: ServiceClient = new ServiceClient({
      baseUrl: record.baseUrl,
      fetch: this.s.ports.fetch,
      credentials: record.credentials,
      clock: this.s.ports.clock,
      pacer: this.s.pacer,
      ...(this.s.opts.timeoutMs !== undefined ? { timeoutMs: this.s.opts.timeoutMs } : {}),
      // A late 401 of a client from an earlier session must not end the current one.
      onTokenRejected: (e) => {
        if (this.s.client === client) void this.tokenGone(e);
      },
    });
    const u = record.user;
    this.s.client = client;
    this.s.sessionState = {
      state: 'signed_in',
      baseUrl: record.baseUrl,
      accountId: record.credentials.accountId,
      email: record.credentials.email,
      userId: u.id,
      userName: u.name,
      role: u.role,
    };
    this.s.sender = new Sender({
      words: () => wordsOf(this.s),
      client,
      outbox: this.s.outbox,
      clock: this.s.ports.clock,
      userId: u.id,
      offsetMinutes: () => this.s.known.zone.offsetMinutes,
      knownIds: (date) => [...this.s.known.entries.values()].filter((e) => e.date === date).map((e) => e.id),
      entry: (id) => this.s.known.entries.get(id),
      freshEntry: (id) => (this.s.lastReportAt !== null && this.s.now() - this.s.lastReportAt <= DAY_FRESH_MS ? this.s.known.entries.get(id) : undefined),
      onStartMoved: (entry, startAt, baseSeconds) => {
        if (entry.stopwatchStartLocal === null) return;
        // Only runs that still run are worth keeping.
        const kept = Object.fromEntries(Object.entries(this.s.known.movedRuns).filter(([id]) => this.s.known.entries.get(Number(id))?.running === true));
        this.s.known.movedRuns = Object.freeze({ ...kept, [String(entry.id)]: { stopwatchStartLocal: entry.stopwatchStartLocal, totalSeconds: entry.totalSeconds, startAt, baseSeconds } });
      },
      // Every entry the sender learns is its own op's: a write's answer, or a read after a lost one.
      onEntry: (entry, answer, sentAt, saysWhatRuns) => this.parts.reads.onEntryAnswer(entry, answer, sentAt, saysWhatRuns, true),
      onLocalNow: (localNow, sentAt) => this.s.learnZoneFromServiceNow(localNow, sentAt),
      mappedIds: () => new Set(this.s.outbox.items.flatMap((i) => (i.progress.createdId !== undefined ? [i.progress.createdId] : []))),
      saveKnown: () => this.s.saveCache(),
    });
    this.checkHeld();
  }

  private checkHeld(): void {
    const o = this.s.outbox.owner;
    const me = this.s.owner();
    this.s.held = o !== null && me !== null && (o.baseUrl !== me.baseUrl || o.accountId !== me.accountId || o.userId !== me.userId);
  }

  async signIn(input: SignInInput): Promise<CommandResult> {
    const i18n = wordsOf(this.s);
    const fields = checkSignInInput(input, i18n);
    if (Object.keys(fields).length > 0) return fail(checkFields(i18n), fields);
    if (this.s.sessionState.state === 'signing_in') return fail(i18n._({ id: 'session.underWay', message: 'A sign-in is already under way.' }));

    const baseUrl = input.baseUrl.replace(/\/+$/, '');
    const email = input.email.trim();
    this.s.sessionState = { state: 'signing_in' };
    publish(this.s);
    this.s.ports.logger.redact(input.password);
    const userAgent = makeUserAgent(this.s.opts.appVersion, this.s.opts.platform, this.s.settings.installId);
    try {
      const credentials = await apiSignIn({
        baseUrl,
        userAgent,
        email,
        password: input.password,
        accountId: input.accountId.trim(),
        fetch: this.s.ports.fetch,
        clock: this.s.ports.clock,
        pacer: this.s.pacer,
      });
      this.s.ports.logger.redact(credentials.token);
      this.s.signInAttempts.record(baseUrl, email, 'accepted', this.s.ports.clock.now());
      const probe = new ServiceClient({ baseUrl, fetch: this.s.ports.fetch, credentials, clock: this.s.ports.clock, pacer: this.s.pacer });
      const me = await readCurrentUser(probe, email, this.s.today());
      if (!me) {
        const unlisted = i18n._({ id: 'session.userUnlisted', message: 'Signed in, but the service did not list your user. Ask an admin of the account.' });
        this.s.sessionState = signedOutState(unlisted);
        publish(this.s);
        return fail(unlisted);
      }
      const user = me.user;
      const record: SessionRecord = { credentials, baseUrl, user };
      await this.s.ports.secrets.set(serializeSessionRecord(record));
      const ownerKey = `${baseUrl}|${credentials.accountId}|${user.id}`;
      if (this.s.lastOwnerKey !== ownerKey) await this.loadServerState(ownerKey);
      this.useRecord(record);
      if (me.offsetAt !== undefined) this.s.learnZone(me.offsetMinutes, me.offsetAt, 'user');
      // The day's target needs the record's capacity: this read is today's read of it.
      this.s.known.capacity = me.capacity;
      this.s.ports.logger.log('info', 'signed in', { userId: user.id, queued: this.s.outbox.size });
      this.rememberSignIn(baseUrl, email, credentials.accountId);
      this.s.notice = null;
      this.s.lastReadAt = null;
      this.parts.loop.requestRead('signin');
      publish(this.s);
      return OK;
    } catch (e) {
      const failure = signInFailure(e, this.s.known.zone.offsetMinutes, displayOf(this.s).hourCycle, i18n);
      const now = this.s.ports.clock.now();
      this.s.signInAttempts.record(baseUrl, email, failure.outcome, now);
      const left = this.s.signInAttempts.left(baseUrl, email, now);
      const reason = signInRefusalReason(failure, left, now, this.s.known.zone.offsetMinutes, displayOf(this.s).hourCycle, i18n);
      this.s.sessionState = signedOutState(reason, left, i18n);
      publish(this.s);
      return fail(reason);
    }
  }

  private rememberSignIn(serviceAddress: string, email: string, accountId: string): void {
    const r = updateSettings(this.s.ports.settings, this.s.settings, { lastSignIn: { serviceAddress, email, accountId } }, settingsWordsOf(this.s));
    if (r.ok) {
      this.s.settings = r.settings;
      this.s.settingsProblems = r.problems;
    }
  }

  async signOut(): Promise<CommandResult> {
    if (!this.s.record) return OK;
    await this.s.ports.secrets.delete();
    // The person's own doing: nothing to warn about on the sign-in screen.
    this.dropSession(null);
    return OK;
  }

  private dropSession(reason: string | null): void {
    this.s.record = null;
    this.s.client = null;
    this.s.sender = null;
    this.s.sessionState = signedOutState(reason);
    this.s.prompt = null;
    publish(this.s);
  }

  async tokenGone(e: AnyServiceError): Promise<void> {
    if (!this.s.record) return;
    this.s.ports.logger.log('warn', 'token refused: signed out', { userId: this.s.record.user.id, code: e.code, queued: this.s.outbox.size });
    // Signed out at once, so the loop sends nothing more with the dead token.
    this.dropSession(tokenGoneReason(e, this.s.outbox.size, wordsOf(this.s)));
    await this.s.ports.secrets.delete().catch((err: unknown) => this.s.logFailure('deleting the refused token', err));
  }

  /**
   * What is known of the service for the user signing in: the cache on disk when it is theirs
   * (a new process signs in each run where no keychain keeps the token, and the day it wrote
   * must stay: a first read that fails would otherwise show the day empty, offer it as one
   * gap to fill over the person's entries, and write the file again without them), else nothing.
   */
  private async loadServerState(ownerKey: string): Promise<void> {
    // Someone else's actions wait (they go when that person signs in again): their names stay.
    const waiting = this.s.queueOwnerKey();
    if (waiting !== null && waiting !== ownerKey && waiting === this.s.lastOwnerKey) this.s.queueKnown = { owner: waiting, known: this.s.known };
    this.s.known = await loadKnown(this.s.ports.durable, ownerKey).catch((e: unknown) => {
      this.s.logFailure('reading the cache', e);
      return emptyKnown();
    });
    this.s.lastReadAt = null;
  }
}
