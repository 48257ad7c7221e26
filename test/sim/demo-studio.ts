// A second account the simulator hosts beside the demo account (issue 41): a design studio
// Ada also works for as a contractor, on the Free plan. The same email
// and password sign in to either account; the account_id picks which (the real service
// issues a token per account, and a token sees only its own account). In UTC, as the demo account.
import { DAY_MS, isoDate, startOfDay } from './format.ts';
import { DemoBuilder } from './demo-builder.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { Store } from './store.ts';

export const STUDIO_ACCOUNT_ID = 'studio';

export function studioStore(now: number): Store {
  const s = new Store();
  s.account = { id: STUDIO_ACCOUNT_ID, plan: 'free', teams: [{ id: 1, name: 'Studio' }], utc_offset_minutes: 0, zone_changes: [] };
  const b = new DemoBuilder(s, startOfDay(now) - 30 * DAY_MS, DEMO_PASSWORD);
  const lena = b.user('Lena Berg', 'lena@studio.example', 'admin', { is_owner: true, cost_rate: 50 });
  b.owner = lena;
  const ada = b.user('Ada Lovelace', 'ada@example.com', 'regular', { manager_id: lena, cost_rate: 60, work_days: [1, 2, 3, 4] });
  const northwind = b.customer('Northwind Traders', 'Studio client');
  b.tasks(['Concepts', 'Illustration', 'Client review', 'Backend'], (name) => name !== 'Client review');
  const brand = b.project('Brand Refresh', northwind, { rate: 95, description: 'Logo and style guide' },
    ['Concepts', 'Illustration', 'Client review'], [[lena, 0], [ada, 95]]);
  const shop = b.project('Shop Backend', northwind, { rate: 105, required_task: 1 }, ['Backend', 'Client review'], [[lena, 0], [ada, 105]]);
  b.project('Studio Admin', null, { is_billable: false, privacy: 1 }, [], [[lena, 0], [ada, 0]]);
  // Ada's to-do here (the same service id as the demo account's first: ids are each account's own).
  b.todoList(brand, 'Round two', [['Colour palette', ada, false], ['Type specimen', lena, false]]);

  // Ada's days here: the two weekdays before today, a morning each (the demo account has her afternoons).
  const today = startOfDay(now);
  let days = 0;
  for (let back = 1; days < 2 && back <= 7; back++) {
    const day = today - back * DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    days++;
    b.entry({ project_id: brand, user_id: ada, task_id: b.task.Concepts!, date_execution: isoDate(day), description: 'Logo sketches', time_start: 8 * 3600, time_total: 90 * 60 });
    b.entry({ project_id: shop, user_id: ada, task_id: b.task.Backend!, date_execution: isoDate(day), description: 'Checkout API', time_start: 10 * 3600, time_total: 60 * 60 });
  }
  return s;
}
