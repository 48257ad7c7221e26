// The person's to-dos: read when the To-dos view or the tray's submenu opens (at most once
// every 15 minutes, and not at all on its own on a tight day) or when the person presses
// Refresh; Done and Undo queued in the durable outbox like every command and shown at once;
// Start as the tracker's own start on the to-do's project with its name as the description.
// The read is made here, not in the loop (as the week's is): it is asked for, never polled.

import { isServiceError } from '../../api/errors.ts';
import type { EngineParts } from './engine-parts.ts';
import { OK, fail, unreachable, type EngineState } from './engine-state.ts';
import { todoActionsOf, todoOverlayOf } from './engine-todo-view.ts';
import { refreshPolicyInputOf } from './engine-read-plan.ts';
import { displayOf, publish } from './engine-views.ts';
import { planTodoCompleted, planTodoStart, type TodoPlanView } from '../commands/todo-plan.ts';
import { emptyTodoRead, loadTodoRead, saveTodoRead } from '../reads/todo-cache.ts';
import { readMyTodos } from '../reads/todo-read.ts';
import { decideTodoRead, type TodoReadAsk } from '../reads/todo-refresh.ts';
import { formatInstantClock } from '../time/clock-format.ts';
import type { CommandResult, TodoStartInput } from '../stint-api.ts';
import { wordsOf } from './engine-language.ts';
import { signInFirst } from '../commands/plan-words.ts';
import type { I18n } from '../../i18n/words.ts';

export class EngineTodos {
  /** The read under way: a second ask waits for it instead of sending another. */
  private reading: Promise<CommandResult> | null = null;

  constructor(
    private readonly s: EngineState,
    private readonly parts: EngineParts,
  ) {}

  /** The signed-in person's last read from disk, when the state holds another's (or none). */
  async load(): Promise<void> {
    const owner = this.s.ownerKey();
    if (this.s.todos.read.ownerKey === owner) return;
    const read = owner === '' ? emptyTodoRead('') : await loadTodoRead(this.s.ports.durable, owner);
    // Another sign-in may have come meanwhile: the newest owner's load wins.
    if (this.s.ownerKey() !== owner) return;
    this.s.todos = { read, reading: false, attemptAt: null, failure: null };
  }

  /** The view or the submenu opened: read when the last read is 15 minutes old and the day affords it. */
  openTodos(): Promise<CommandResult> {
    return this.s.track(this.readIf('open'));
  }

  /** The person pressed Refresh: read now, whatever the day's budget says of the engine's own reads. */
  refreshTodos(): Promise<CommandResult> {
    return this.s.track(this.readIf('press'));
  }

  private async readIf(ask: TodoReadAsk): Promise<CommandResult> {
    if (!this.s.record || !this.s.client) return fail(signInFirst(wordsOf(this.s)));
    await this.load();
    if (this.reading) return this.reading;
    const d = decideTodoRead({ ask, now: this.s.now(), readAt: this.s.todos.read.readAt, attemptAt: this.s.todos.attemptAt, policy: refreshPolicyInputOf(this.s) });
    if (!d.read) {
      publish(this.s);
      return OK;
    }
    const blocked = this.whyNot();
    if (blocked !== null) {
      this.s.todos = { ...this.s.todos, failure: blocked };
      publish(this.s);
      return ask === 'press' ? fail(blocked) : OK;
    }
    const read = this.read(ask).finally(() => {
      this.reading = null;
    });
    this.reading = read;
    return read;
  }

  /** Why no request can go now (offline, a rate limit), in words; null when one can. */
  private whyNot(): string | null {
    const i18n = wordsOf(this.s);
    if (!this.s.ports.network.online()) return i18n._({ id: 'todos.read.offline', message: "Offline: your to-dos are read again once you're back online." });
    const b = this.s.pacer.limits.blockedFor(['ip', 'second', 'minute', 'account_daily', 'unknown'], this.s.now());
    if (b) return this.limitWords(b.until, i18n);
    return null;
  }

  private limitWords(until: number, i18n: I18n): string {
    const time = formatInstantClock(until, this.s.known.zone.offsetMinutes, displayOf(this.s).hourCycle);
    return i18n._({ id: 'todos.read.limit', message: "The service's request limit is reached; to-dos can be read again after {time}.", values: { time } });
  }

  private async read(ask: TodoReadAsk): Promise<CommandResult> {
    const client = this.s.client;
    const record = this.s.record;
    const i18n = wordsOf(this.s);
    if (!client || !record) return fail(signInFirst(i18n));
    const owner = this.s.ownerKey();
    const sentAt = this.s.now();
    this.s.todos = { ...this.s.todos, reading: true, attemptAt: sentAt };
    publish(this.s);
    try {
      const items = await readMyTodos(client, record.user.id);
      if (this.s.record !== record) return fail(i18n._({ id: 'todos.read.signedOut', message: 'Signed out while the to-dos were read.' }));
      const read = Object.freeze({ ownerKey: owner, items: Object.freeze(items.map((t) => Object.freeze(t))), readAt: sentAt });
      this.s.todos = { read, reading: false, attemptAt: sentAt, failure: null };
      void this.s.track(saveTodoRead(this.s.ports.durable, read)).catch((e: unknown) => this.s.logFailure('saving the to-dos', e));
      publish(this.s);
      return OK;
    } catch (e) {
      this.s.logFailure('reading the to-dos', e);
      const words = this.failureWords(e);
      if (this.s.record === record) this.s.todos = { ...this.s.todos, reading: false, failure: words };
      publish(this.s);
      return ask === 'press' ? fail(words) : OK;
    }
  }

  private failureWords(e: unknown): string {
    const i18n = wordsOf(this.s);
    if (!isServiceError(e)) return i18n._({ id: 'todos.read.failedWhy', message: 'Your to-dos could not be read ({why}). Press Refresh to try again.', values: { why: e instanceof Error ? e.message : String(e) } });
    if (e.kind === 'rate_limited') return this.limitWords(e.retryAt, i18n);
    if (e.kind === 'unauthenticated') return i18n._({ id: 'todos.read.signIn', message: 'Sign in again to read your to-dos.' });
    if (unreachable(e)) return i18n._({ id: 'todos.read.unreachable', message: 'The service cannot be reached; press Refresh to try again.' });
    return i18n._({ id: 'todos.read.failed', message: 'Your to-dos could not be read: {why}. Press Refresh to try again.', values: { why: e.message.replace(/\.$/, '') } });
  }

  /** A to-do named by nothing a to-do id can be (a driver may send anything). */
  private noTodoId(): CommandResult {
    const i18n = wordsOf(this.s);
    return fail(i18n._({ id: 'todos.nameById', message: 'Name the to-do by its id.' }), { todo: i18n._({ id: 'todos.notAnId', message: 'Not a to-do id.' }) });
  }

  private planView(): TodoPlanView {
    return { now: this.s.now(), makeId: this.s.makeId, overlay: todoOverlayOf(this.s), actions: todoActionsOf(this.s), words: wordsOf(this.s) };
  }

  /** Done: the to-do leaves the open list at once; the service hears of it through the outbox. */
  async completeTodo(todoId: string): Promise<CommandResult> {
    return this.setCompleted(todoId, true);
  }

  /** Undo of a Done: the to-do is back at once; a Done not yet sent is folded away with it. */
  async undoTodo(todoId: string): Promise<CommandResult> {
    return this.setCompleted(todoId, false);
  }

  private async setCompleted(todoId: unknown, completed: boolean): Promise<CommandResult> {
    if (typeof todoId !== 'string' || todoId === '') return this.noTodoId();
    if (this.s.record) await this.load();
    // Planned inside the outbox's step, against the queue as it stands then.
    return this.parts.commands.run(() => planTodoCompleted(this.planView(), todoId, completed));
  }

  /** A timer on the to-do's project with its name as the description (and the task picked, where the project needs one). */
  async startTodo(input: TodoStartInput): Promise<CommandResult> {
    if (typeof input?.todoId !== 'string' || input.todoId === '') return this.noTodoId();
    if (this.s.record) await this.load();
    return this.parts.commands.run(() => planTodoStart(this.planView(), this.parts.commands.tracker(), input.todoId, input.taskId));
  }
}
