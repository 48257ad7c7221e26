// A calendar's event in a tray gap (issue 42): an event with time in the gap and its work
// remembered comes first in the gap's submenu, "Fill with <title> · <project>"; one without
// its work (the window's form asks for it), or outside the gap, is not offered; the item's
// id names the event by a short hash that finds it again in a later snapshot, and nothing
// once it is no longer offered. A click fills it through the person's facade (tray-menu-actions.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { trayModel, type TrayInput, type TrayMenuItem } from '../../../main/core/views/tray-model.ts';
import { gapEventOfItem, gapFillOfItem } from '../../../main/core/views/tray-gaps.ts';
import { runTrayAction, trayAction } from '../../../main/core/views/tray-menu-actions.ts';
import { trayDeps } from '../../support/tray-deps.ts';
import type { EventFillInput } from '../../../main/core/stint-api.ts';
import type { CalendarSnapshot, EventFillView, GapView, TimelineView } from '../../../main/core/snapshot.ts';
import { entryView } from '../../support/entry-view.ts';
import { syncOk, trayInput } from '../../support/tray-input.ts';

const at = (hm: string): number => Date.parse(`2025-11-20T${hm}:00Z`);
const NOW = at('15:00');
const gap = (from: string, to: string): GapView => ({ date: '2025-11-20', start: at(from), end: at(to), seconds: (at(to) - at(from)) / 1000, kind: 'present', awaySeconds: 0 });
const GAPS = [gap('09:00', '10:30'), gap('13:00', '14:00')];
const timeline: TimelineView = { today: { date: '2025-11-20', windows: [], away: [], gaps: GAPS }, largestGaps: GAPS, week: [] };
// A UID as Exchange writes them: long, and nothing an id should carry.
const LONG_KEY = `c0000aaaa:040000008200E00074C5B7101A82E008${'0'.repeat(120)}@outlook/x y:`;
const offer = (eventKey: string, title: string, from: string, to: string, projectId: number | null): EventFillView => ({
  eventKey,
  title,
  colour: '#2563eb',
  date: '2025-11-20',
  parts: [{ start: at(from), end: at(to) }],
  work: projectId === null ? null : { projectId, taskId: null, description: title, ruleId: 'r1', rule: 'title' },
});
const calendar = (fillable: EventFillView[]): CalendarSnapshot => ({ calendars: [], today: [], week: [], fillable, outside: [] });

const withCalendar = (fillable: EventFillView[]): TrayInput & { calendar: CalendarSnapshot } => ({
  ...trayInput({ state: 'signed_in', baseUrl: 'https://svc.test', accountId: 'acme', email: 'ann@acme.test', userId: 4, userName: 'Ann', role: 'regular' }, syncOk(NOW), {
    recent: [entryView('e1', { projectId: 1, projectName: 'Website', description: 'header' })],
    projects: [
      { id: 1, name: 'Website', customerName: null, requiredTask: false, active: true },
      { id: 7, name: 'Internal', customerName: null, requiredTask: false, active: true },
    ],
    timeline,
  }),
  calendar: calendar(fillable),
});
const submenuOf = (menu: readonly TrayMenuItem[], g: GapView) => menu.find((i) => i.id === `gap:${g.start}:${g.end}`)!.submenu!;

test("an event with time in the gap and its work remembered comes first in the gap's submenu, named with its project", () => {
  const s = withCalendar([offer(LONG_KEY, 'Standup', '09:00', '09:15', 7), offer('c0000aaaa:review:', 'Review', '09:30', '10:00', null), offer('c0000aaaa:late:', 'Planning', '13:00', '13:30', 1)]);
  const menu = trayModel(s, NOW, 'linux').menu;
  const first = submenuOf(menu, GAPS[0]!);
  assert.deepEqual(first.map((i) => i.label), ['Fill with Standup · Internal', 'Website: header', 'Other…'], 'the one without work waits for the window');
  assert.match(first[0]!.id, /^gap-event:\d+:\d+:[0-9a-z]+$/);
  assert.ok(first[0]!.id.length < 50, `a short id whatever the UID: ${first[0]!.id}`);
  assert.equal(gapFillOfItem(first[0]!.id), null, 'no entry fill');
  assert.deepEqual(gapEventOfItem(first[0]!.id, s), { eventKey: LONG_KEY });
  // Each gap its own events.
  assert.deepEqual(submenuOf(menu, GAPS[1]!).map((i) => i.label), ['Fill with Planning · Website', 'Website: header', 'Other…']);
});

test('no calendar, or no offer with work: the submenu as before', () => {
  const plain: TrayInput = { ...withCalendar([]), calendar: undefined } as TrayInput;
  assert.deepEqual(submenuOf(trayModel(plain, NOW, 'linux').menu, GAPS[0]!).map((i) => i.label), ['Website: header', 'Other…']);
  const none = withCalendar([offer('c0000aaaa:x:', 'Standup', '09:00', '09:15', null)]);
  assert.deepEqual(submenuOf(trayModel(none, NOW, 'linux').menu, GAPS[0]!).map((i) => i.label), ['Website: header', 'Other…']);
});

test('an event item finds its event again in a later snapshot, and nothing once the event is no longer offered (filled, or its rule forgotten)', () => {
  const before = withCalendar([offer('c0000aaaa:a:', 'Standup', '09:00', '09:15', 7), offer('c0000aaaa:b:', 'Sync', '09:30', '10:00', 7)]);
  const id = submenuOf(trayModel(before, NOW, 'linux').menu, GAPS[0]!)[1]!.id;
  // The first one filled meanwhile: an index would now name another event.
  assert.deepEqual(gapEventOfItem(id, withCalendar([offer('c0000aaaa:b:', 'Sync', '09:30', '10:00', 7)])), { eventKey: 'c0000aaaa:b:' });
  assert.equal(gapEventOfItem(id, withCalendar([offer('c0000aaaa:b:', 'Sync', '09:30', '10:00', null)])), null, 'its rule forgotten');
  assert.equal(gapEventOfItem(id, withCalendar([])), null, 'filled');
  assert.equal(gapEventOfItem(id, {}), null, 'no calendar');
});

test('a malformed event id names no event', () => {
  const s = withCalendar([offer('c0000aaaa:a:', 'Standup', '09:00', '09:15', 7)]);
  for (const id of ['gap-event:1:2', 'gap-event:a:2:abc', 'gap-event:1:2:ABC', 'gap-event:1:2:abc/d', `gap-event:1:2:${'a'.repeat(13)}`, 'gap-fill:1:2:e1']) {
    assert.equal(gapEventOfItem(id, s), null, id);
  }
});

test("a long title is cut to the menu's width, not its project; an untitled event is named so", () => {
  const s = withCalendar([offer('c0000aaaa:a:', 'A very long meeting title that goes on and on about the quarter', '09:00', '09:15', 7), offer('c0000aaaa:b:', '  ', '09:30', '10:00', 7)]);
  const [long, untitled] = submenuOf(trayModel(s, NOW, 'linux').menu, GAPS[0]!);
  assert.equal([...long!.label].length, 50);
  assert.equal(long!.label, 'Fill with A very long meeting title th… · Internal');
  assert.equal(untitled!.label, 'Fill with untitled event · Internal');
});

test("a click on an event's fill fills it through the person's facade; once it is no longer offered, the click opens Today instead", async () => {
  const s = withCalendar([offer(LONG_KEY, 'Standup', '09:00', '09:15', 7)]);
  const id = submenuOf(trayModel(s, NOW, 'linux').menu, GAPS[0]!)[0]!.id;
  const action = trayAction(id, s);
  assert.deepEqual(action, { kind: 'fill-event', eventKey: LONG_KEY });
  assert.deepEqual(trayAction(id, withCalendar([])), { kind: 'show', place: 'today' });
  const calls: EventFillInput[] = [];
  const { deps, told } = trayDeps({ fillFromEvent: async (i: EventFillInput) => (calls.push(i), calls.length === 1 ? { ok: true } : { ok: false, message: 'Part of this time is tracked now.', fields: {} }) });
  assert.deepEqual(await runTrayAction(action, deps), { ok: true });
  assert.deepEqual(await runTrayAction(action, deps), { ok: false, message: 'Part of this time is tracked now.' });
  assert.deepEqual(calls, [{ eventKey: LONG_KEY }, { eventKey: LONG_KEY }]);
  assert.deepEqual(told, ['Part of this time is tracked now.']);
});
