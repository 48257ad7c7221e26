// The person's notifications over several accounts: each account's engine gets a notifier of
// its own from this one, and the OS sees one list. A notification belongs to the account that
// showed it last: its action goes to that account's engine alone (Undo undoes that account's
// change, Continue starts one timer), and a close from another account leaves it be. The ids
// stay the engines' own, so a newer notification of the same kind replaces the older, whatever
// account showed it: one Undo, one "No timer running", one away prompt for the person.

import type { NotificationRequest, Notifier } from '../ports.ts';

export interface PersonNotifierOptions {
  /** The account a notification of an earlier run is of. */
  readonly firstKey: string;
  /** What the person calls the account, when they have more than one (null: one account, titles as they are). */
  readonly accountName: (key: string) => string | null;
  /** Notifications about the person rather than an account ("No timer running"): shown without an account's name. */
  readonly personal?: readonly string[];
}

export class PersonNotifier {
  /** Which account showed each notification on screen. */
  private readonly owners = new Map<string, string>();

  constructor(
    private readonly shared: Notifier,
    private readonly options: PersonNotifierOptions,
  ) {}

  /** The notifier an account's engine uses. */
  forAccount(key: string): Notifier {
    return {
      show: (n) => this.show(key, n),
      close: (id) => this.close(key, id),
      onAction: (listener) =>
        this.shared.onAction((id, action) => {
          if (this.ownerOf(id) === key) listener(id, action);
        }),
    };
  }

  /** The account whose notification `id` is (one shown before this run: the first account's, as a one-account Stint's was). */
  ownerOf(id: string): string {
    return this.owners.get(id) ?? this.options.firstKey;
  }

  private show(key: string, n: NotificationRequest): void {
    this.owners.set(n.id, key);
    const name = this.options.personal?.includes(n.id) ? null : this.options.accountName(key);
    this.shared.show(name === null ? n : { ...n, title: `${name} · ${n.title}` });
  }

  private close(key: string, id: string): void {
    if (this.ownerOf(id) !== key) return;
    this.owners.delete(id);
    this.shared.close(id);
  }
}
