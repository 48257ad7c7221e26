// The durable records an engine keeps of its account: its queue, the copies of what the
// service said, what it told or asked once. Every one is here, so that removing the account
// (engine-forget.ts) drops them all: the first account's records share a store with the
// person's own (the list of accounts, calendars, the activity record's rules), which stay.

import { OUTBOX_KEY } from '../commands/outbox.ts';
import { FOCUS_KEY } from '../attention/focus-record.ts';
import { CACHE_KEY } from '../reads/known.ts';
import { TODOS_KEY } from '../reads/todo-cache.ts';

export const AWAY_LOG_KEY = 'away-log';
export const BUDGET_NOTICES_KEY = 'budget-notices';
export const TARGET_NOTICES_KEY = 'target-notices';
export const STILL_WORKING_KEY = 'still-working';
export const STILL_WORKING_SAID_KEY = 'still-working-said';

/** Every record an engine writes to its account's durable store. */
export const ACCOUNT_RECORD_KEYS: readonly string[] = Object.freeze([OUTBOX_KEY, CACHE_KEY, TODOS_KEY, FOCUS_KEY, AWAY_LOG_KEY, BUDGET_NOTICES_KEY, TARGET_NOTICES_KEY, STILL_WORKING_KEY, STILL_WORKING_SAID_KEY]);
