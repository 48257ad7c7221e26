// A customer as the service answers it (spec "Customer").
import { spaceDateTime, type Zone } from '../format.ts';
import type { Customer } from '../model.ts';

export interface CustomerView {
  id: number;
  name: string;
  observation: string | null;
  active: number;
  date_created: string;
  date_changed: string;
}

/** `offsetMinutes`: the account's zone (model.ts Account). */
export function customerView(c: Customer, offsetMinutes: Zone): CustomerView {
  return {
    id: c.id,
    name: c.name,
    observation: c.observation,
    active: c.active,
    date_created: spaceDateTime(c.date_created, offsetMinutes),
    date_changed: spaceDateTime(c.date_changed, offsetMinutes),
  };
}
