// What a status bar (waybar, polybar, i3blocks, tmux) shows of Stint, per tray state, on a
// fixed clock: the tray's words and nothing more.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { statusLine } from '../../../main/core/views/status-line.ts';
import { trayModel, type TrayInput, type TrayMenuItem } from '../../../main/core/views/tray-model.ts';
import type { SyncView } from '../../../main/core/snapshot.ts';
import { entryView } from '../../support/entry-view.ts';
import { syncOk, trayInput } from '../../support/tray-input.ts';
import { DISPLAY_24H } from '../../support/display.ts';

const NOW = Date.parse('2025-11-20T15:00:00.000Z');
const MIN = 60_000;

const SYNC_OK: SyncView = syncOk(NOW - 5000);

// The session holds what the tray never shows: the service's address, the account, the email.
const SIGNED_IN = {
  state: 'signed_in',
  baseUrl: 'https://tracker.private-host.test',
  accountId: 'acct-7c1f',
  email: 'ann.secret@acme.test',
  userId: 4,
  userName: 'Ann Hiddenname',
  role: 'regular',
} as const;
const SIGNED_OUT = { state: 'signed_out', reason: 'The session ended', authAttemptsLeft: null, authWrongLeft: null, limits: [] } as const;

function snapshot(over: Partial<TrayInput> = {}): TrayInput {
  return trayInput(SIGNED_IN, SYNC_OK, over);
}

const RUN = entryView('e20', { projectName: 'Website redesign', taskName: 'Design', description: 'header fixes', runningSince: NOW - 65 * MIN });
const running = (over: Partial<TrayInput> = {}) => snapshot({ running: RUN, todayEntries: [RUN], recent: [RUN], ...over });
const PROMPT = { since: NOW - 30 * MIN, until: NOW - MIN, entryKey: 'e20', reason: 'idle' as const };

function labels(menu: readonly TrayMenuItem[]): string[] {
  return menu.flatMap((i) => [i.label, ...labels(i.submenu ?? [])]);
}

describe('text per tray state', () => {
  test('signed out, and signing in, say so', () => {
    assert.equal(statusLine(snapshot({ session: SIGNED_OUT, sync: { ...SYNC_OK, state: 'signed_out' } }), NOW).text, 'Stint: signed out');
    assert.equal(statusLine(snapshot({ session: { state: 'signing_in' } }), NOW).text, 'Stint: signing in');
  });

  test('idle says no timer runs', () => {
    const line = statusLine(snapshot(), NOW);
    assert.equal(line.text, 'No timer');
    assert.equal(line.json.text, 'No timer');
  });

  test('running: the elapsed h:mm and the project', () => {
    assert.equal(statusLine(running(), NOW).text, '▶ 1:05 Website redesign');
  });

  test('it ticks from the clock alone: the same snapshot a minute later shows 1:06', () => {
    const s = running();
    assert.equal(statusLine(s, NOW + MIN - 1).text, '▶ 1:05 Website redesign');
    assert.equal(statusLine(s, NOW + MIN).text, '▶ 1:06 Website redesign');
  });

  test('a continued entry counts its stored time too, as the tray does', () => {
    const continued = { ...RUN, totalSeconds: 2 * 3600, runningSince: NOW - 5 * MIN };
    assert.equal(statusLine(running({ running: continued, todayEntries: [continued] }), NOW).text, '▶ 2:05 Website redesign');
  });

  test('a long project name is cut where the tray\'s menu cuts it', () => {
    const long = { ...RUN, projectName: 'Quarterly infrastructure migration and cost review for the platform team' };
    const s = running({ running: long, todayEntries: [long] });
    const text = statusLine(s, NOW).text;
    const trayItem = trayModel(s, NOW, 'linux').menu.find((i) => i.id === 'today-total')!.submenu![0]!.label;
    const shown = text.slice('▶ 1:05 '.length);
    assert.equal(trayItem, `${shown}: 1:05`);
    assert.ok(shown.endsWith('…'), shown);
    assert.ok([...shown].length <= 40, shown);
  });

  test('offline with actions waiting says offline', () => {
    const line = statusLine(running({ sync: { ...SYNC_OK, state: 'offline', queued: 3 } }), NOW);
    assert.equal(line.text, '▶ 1:05 Website redesign · offline');
    assert.equal(line.json.class, 'offline');
    assert.match(line.json.tooltip, /Offline: 3 actions waiting to sync/);
  });

  test('rate limited shows as the tray icon does (offline), and the tooltip says when sync resumes', () => {
    const line = statusLine(snapshot({ sync: { ...SYNC_OK, state: 'rate_limited', queued: 1, resumesAt: NOW + 10 * MIN } }), NOW);
    assert.equal(line.text, 'No timer · offline');
    assert.equal(line.json.alt, 'offline');
    assert.match(line.json.tooltip, /Request limit reached: sync resumes at 15:10 \(1 action waiting\)/);
  });

  test('attention: an idle prompt, a sync error, actions left by a sign-out', () => {
    const away = statusLine(running({ idle: { detection: 'on', prompt: PROMPT, stillWorking: null } }), NOW);
    assert.equal(away.text, '▶ 1:05 Website redesign · needs attention');
    assert.equal(away.json.class, 'attention');
    assert.match(away.json.tooltip, /Away time to review/);
    const error = statusLine(snapshot({ sync: { ...SYNC_OK, state: 'error', message: 'Project archived' } }), NOW);
    assert.equal(error.text, 'No timer · needs attention');
    assert.match(error.json.tooltip, /Project archived/);
    const left = statusLine(snapshot({ session: SIGNED_OUT, sync: { ...SYNC_OK, state: 'signed_out', queued: 2 } }), NOW);
    assert.equal(left.text, 'Stint: signed out · needs attention');
  });
});

describe('the waybar JSON', () => {
  const states: [string, TrayInput][] = [
    ['signed out', snapshot({ session: SIGNED_OUT, sync: { ...SYNC_OK, state: 'signed_out' } })],
    ['idle', snapshot()],
    ['running', running()],
    ['offline', running({ sync: { ...SYNC_OK, state: 'offline', queued: 3 } })],
    ['attention', running({ idle: { detection: 'on', prompt: PROMPT, stillWorking: null } })],
  ];

  test('class and alt are the tray icon\'s state, the tooltip is the tray\'s tooltip, the text is the plain line', () => {
    const seen = new Set<string>();
    for (const [name, s] of states) {
      const line = statusLine(s, NOW);
      const tray = trayModel(s, NOW, 'linux');
      assert.deepEqual(line.json, { text: line.text, tooltip: tray.tooltip, class: tray.icon, alt: tray.icon }, name);
      seen.add(line.json.class);
    }
    assert.deepEqual([...seen].sort(), ['attention', 'idle', 'offline', 'running']);
  });

  test('the tooltip keeps its lines (waybar shows them); JSON writes them on the one line waybar reads', () => {
    const line = statusLine(running(), NOW);
    assert.equal(line.json.tooltip, 'Website redesign · Design: header fixes: 1:05\nToday: 1:05');
    assert.equal(JSON.stringify(line.json).includes('\n'), false);
  });
});

describe('nothing beyond what the tray shows', () => {
  const SECRETS = ['tracker.private-host.test', 'acct-7c1f', 'ann.secret@acme.test', 'Hiddenname', 'tok_9f8e7d6c5b4a', 'The session ended'];
  // The token and the queued actions' details sit where the tray does not read them.
  const leaky = (over: Partial<TrayInput>) => ({
    ...over,
    notice: { level: 'error' as const, message: 'refused with token tok_9f8e7d6c5b4a', fields: { token: 'tok_9f8e7d6c5b4a' }, at: NOW },
  });

  test('no address, account, email, user name, token or sign-out reason in any state', () => {
    const states = [
      running(leaky({ sync: { ...SYNC_OK, queuedLabels: ['Start for ann.secret@acme.test'] } })),
      snapshot(leaky({})),
      running(leaky({ sync: { ...SYNC_OK, state: 'offline', queued: 1, queuedLabels: ['tok_9f8e7d6c5b4a'] } })),
      snapshot(leaky({ session: SIGNED_OUT, sync: { ...SYNC_OK, state: 'signed_out', queued: 1 } })),
    ];
    for (const s of states) {
      const line = statusLine(s, NOW);
      const all = `${JSON.stringify(line.json)}\n${line.text}`;
      for (const secret of SECRETS) assert.equal(all.includes(secret), false, `${secret} in ${all}`);
    }
  });

  test('the project named in the bar is a label the tray\'s menu shows', () => {
    const s = running();
    const project = statusLine(s, NOW).text.slice('▶ 1:05 '.length);
    assert.ok(labels(trayModel(s, NOW, 'linux').menu).some((l) => l.includes(project)));
  });
});

describe('one safe line', () => {
  test('a project name with line breaks and control characters stays on one line', () => {
    const odd = { ...RUN, projectName: 'Web\nsite\r\u2028re\u0007design' };
    const line = statusLine(running({ running: odd, todayEntries: [odd] }), NOW);
    assert.equal(line.text, '▶ 1:05 Web site re design');
    assert.equal(line.json.text, line.text);
  });

  test('polybar\'s formatting tags cannot come in through a project name (a click action would run a command)', () => {
    const evil = { ...RUN, projectName: '%{A1:rm -rf ~:}Click me%{A}' };
    const line = statusLine(running({ running: evil, todayEntries: [evil] }), NOW);
    assert.equal(line.text.includes('%{'), false, line.text);
    assert.equal(line.text, '▶ 1:05 % {A1:rm -rf ~:}Click me% {A}');
    // waybar reads JSON, not polybar's tags: its text stays as the tray writes it.
    assert.equal(line.json.text, '▶ 1:05 %{A1:rm -rf ~:}Click me%{A}');
  });
});

describe('focus rhythm', () => {
  test('the phase and what is left follow the running entry, or say so with no timer', () => {
    const focus = { phase: 'focus', status: 'running', endsAt: NOW + 20 * MIN, leftSeconds: 1200, sessionsDone: 0 } as const;
    assert.equal(statusLine(running({ focus }), NOW).text, '▶ 1:05 Website redesign · Focus: 20 min left');
    assert.equal(statusLine(running({ focus }), NOW + 5 * MIN).json.text, '▶ 1:10 Website redesign · Focus: 15 min left');
    const rest = { phase: 'short_break', status: 'running', endsAt: NOW + 3 * MIN, leftSeconds: 180, sessionsDone: 1 } as const;
    assert.equal(statusLine(snapshot({ focus: rest }), NOW).text, 'No timer · Short break: 3 min left');
    assert.equal(statusLine(snapshot({ focus: null }), NOW).text, 'No timer');
  });
});
