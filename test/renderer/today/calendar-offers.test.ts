// Which of the engine's offers to fill a place shows: a gap's (a part inside it, that day),
// a day's, the ones whose work a rule gives (filled in one step), and the project named.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { EventFillView } from '../../../main/core/snapshot.ts';
import { offersInGap, offersOn, readyOffers, workProject } from '../../../renderer/today/calendar-offers.ts';

const at = (day: string, hm: string): number => Date.parse(`${day}T${hm}:00Z`);
const offer = (eventKey: string, day: string, parts: [string, string][], projectId: number | null): EventFillView => ({
  eventKey,
  title: eventKey,
  colour: '#2563eb',
  date: day,
  parts: parts.map(([a, b]) => ({ start: at(day, a), end: at(day, b) })),
  work: projectId === null ? null : { projectId, taskId: null, description: eventKey, ruleId: 'r1', rule: 'event' },
});
const FILLABLE = [
  offer('standup', '2026-03-10', [['09:00', '09:15']], 7),
  offer('call', '2026-03-10', [['11:00', '11:20'], ['11:30', '11:45']], null),
  offer('standup-monday', '2026-03-09', [['09:00', '09:15']], 7),
];

test("a gap's offers: those with a part inside it, on its day", () => {
  const gap = (a: string, b: string) => ({ date: '2026-03-10', start: at('2026-03-10', a), end: at('2026-03-10', b) });
  assert.deepEqual(offersInGap(FILLABLE, gap('09:00', '10:00')).map((f) => f.eventKey), ['standup']);
  assert.deepEqual(offersInGap(FILLABLE, gap('11:30', '12:00')).map((f) => f.eventKey), ['call'], 'its second part');
  assert.deepEqual(offersInGap(FILLABLE, gap('09:15', '11:00')).map((f) => f.eventKey), [], 'touching is not inside');
});

test("a day's offers, and the ones filled in one step", () => {
  const day = offersOn(FILLABLE, '2026-03-10');
  assert.deepEqual(day.map((f) => f.eventKey), ['standup', 'call']);
  assert.deepEqual(readyOffers(day).map((f) => f.eventKey), ['standup']);
  assert.deepEqual(offersOn(FILLABLE, '2026-03-11'), []);
});

test("the project a rule's work goes to, or none when it is not listed (archived since)", () => {
  const projects = [{ id: 7, name: 'Internal', customerName: null, requiredTask: false, active: true }];
  const [ready] = readyOffers(FILLABLE);
  assert.equal(workProject(projects, ready!.work), 'Internal');
  assert.equal(workProject([], ready!.work), null);
});
