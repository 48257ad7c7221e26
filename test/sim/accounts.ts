// The accounts the simulator hosts behind one base URL, as the real service does: `/auth`
// picks one by account_id, and a token is looked up in the account that issued it.
import type { SimContext } from './context.ts';
import { demoStore } from './demo.ts';
import { studioStore } from './demo-studio.ts';
import type { Token } from './model.ts';
import type { Store } from './store.ts';

/** The demo account first (contract.md 6), then the others, laid out at `now`. */
export function hostedAccounts(now: number): { store: Store; accounts: Map<string, Store> } {
  const store = demoStore(now);
  const studio = studioStore(now);
  return { store, accounts: new Map([[store.account.id, store], [studio.account.id, studio]]) };
}

/** The account that issued `token`, with the token, or undefined for a token no account knows. */
export function tokenHolder(ctx: SimContext, token: string): { store: Store; token: Token } | undefined {
  for (const store of ctx.accounts.values()) {
    const held = store.tokens.get(token);
    if (held) return { store, token: held };
  }
  return undefined;
}

/** What a request of an account sees: the same simulator, with that account's state as `store`. */
export function seenBy(ctx: SimContext, store: Store): SimContext {
  return store === ctx.store ? ctx : { ...ctx, store };
}
