// The user's capacity for the day's target, read again with the slow-changing reads
// (engine-reads.ts) when the last read of it is of an earlier day: one request a day at
// most, none on a tight day once it is known (reads/user-capacity.ts). A function of the
// state, like engine-views.ts, so no part imports another.

import type { ServiceClient } from '../../api/client.ts';
import type { EngineState } from './engine-state.ts';
import { refreshPolicyInputOf } from './engine-read-plan.ts';
import { todosTight } from '../reads/todo-refresh.ts';
import { capacityDue, readUserCapacity } from '../reads/user-capacity.ts';
import type { SessionRecord } from '../session/session-record.ts';

export async function readCapacityIfDue(s: EngineState, client: ServiceClient, record: SessionRecord): Promise<void> {
  const today = s.today();
  if (!capacityDue(s.known.capacity, today, todosTight(refreshPolicyInputOf(s)))) return;
  const capacity = await readUserCapacity(client, record.user.id, today);
  if (s.record === record) s.known.capacity = capacity;
}
