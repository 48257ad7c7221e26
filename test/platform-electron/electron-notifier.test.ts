// The Notifier on Electron's Notification: buttons on macOS and Windows, a click on Linux,
// replacement by id, close, listeners, references kept until the person answers, and a
// logged no-op where the system has no notifications.
import { wordsFor } from '../../main/i18n/words.ts';
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Notification } from 'electron';
import type { NotificationRequest } from '../../main/core/ports.ts';
import { idleNotification, IDLE_NOTIFICATION_ID } from '../../main/core/attention/idle-notification.ts';
import { reminderNotification, reminderTarget, REMINDER_NOTIFICATION_ID } from '../../main/core/attention/reminder-policy.ts';
import { ElectronNotifier, notificationOptions, type NotificationClass } from '../../main/platform/electron/electron-notifier.ts';
import { recordingNotificationClass } from './support/fake-notification.ts';
import { RecordingLog } from './support/recording-log.ts';

// Electron's own class fits what the notifier takes (main.ts passes it as it is).
type Assert<T extends true> = T;
export type RealNotificationFits = Assert<typeof Notification extends NotificationClass ? true : false>;

// The engine's own requests, as it sends them.
const IDLE: NotificationRequest = idleNotification({ since: Date.UTC(2025, 0, 6, 9, 30), until: Date.UTC(2025, 0, 6, 10, 0), entryKey: 'e1', reason: 'idle' }, 'Website Redesign', 0, 'h23', wordsFor('en'));
const REMINDER: NotificationRequest = reminderNotification({ projectName: 'Website Redesign', taskName: 'Design', description: 'header' }, wordsFor('en'));

function setup(platform: NodeJS.Platform, supported = true) {
  const { Notification, created } = recordingNotificationClass(supported);
  const log = new RecordingLog();
  const notifier = new ElectronNotifier({ Notification, platform, logger: log });
  const answers: [string, string][] = [];
  notifier.onAction((id, action) => answers.push([id, action]));
  return { notifier, created, log, answers };
}

describe('what is shown, per platform', () => {
  for (const platform of ['darwin', 'win32'] as const) {
    test(`${platform}: title, body and one button per action, in order`, () => {
      const { notifier, created } = setup(platform);
      notifier.show(IDLE);
      assert.equal(created.length, 1);
      assert.deepEqual(created[0]!.options, {
        title: 'Keep the time you were away?',
        body: IDLE.body,
        silent: false,
        actions: [
          { type: 'button', text: 'Keep' },
          { type: 'button', text: 'Discard' },
          { type: 'button', text: 'Discard and continue' },
        ],
      });
      assert.equal(created[0]!.onScreen, true);
    });
  }

  test('linux: no buttons, the body says a click opens Stint, normal urgency', () => {
    const { notifier, created } = setup('linux');
    notifier.show(REMINDER);
    assert.deepEqual(created[0]!.options, { title: 'No timer running', body: `${REMINDER.body}\nClick to open Stint.`, silent: false, urgency: 'normal' });
  });

  test('linux: a notification without actions gets no hint', () => {
    assert.deepEqual(notificationOptions({ id: 'x', title: 'T', body: 'B', actions: [] }, 'linux'), { title: 'T', body: 'B', silent: false, urgency: 'normal' });
  });
});

describe('answers', () => {
  test('macOS: the pressed button comes back as its action id, once', () => {
    const { notifier, created, answers } = setup('darwin');
    notifier.show(IDLE);
    created[0]!.pressAction(2);
    created[0]!.pressAction(0);
    assert.deepEqual(answers, [[IDLE_NOTIFICATION_ID, 'discard_continue']]);
  });

  test('Windows: the reminder\'s buttons map to continue and pick, which the engine turns into targets', () => {
    const { notifier, created, answers } = setup('win32');
    notifier.show(REMINDER);
    created[0]!.pressAction(0);
    notifier.show(REMINDER);
    created[1]!.pressAction(1);
    assert.deepEqual(answers, [
      [REMINDER_NOTIFICATION_ID, 'continue'],
      [REMINDER_NOTIFICATION_ID, 'pick'],
    ]);
    assert.deepEqual(answers.map(([, a]) => reminderTarget(a)), ['continue', 'picker']);
  });

  test("Linux: a click on the body comes back as 'click' (the reminder's lands on the picker)", () => {
    const { notifier, created, answers } = setup('linux');
    notifier.show(REMINDER);
    created[0]!.click();
    assert.deepEqual(answers, [[REMINDER_NOTIFICATION_ID, 'click']]);
    assert.equal(reminderTarget('click'), 'picker');
  });

  test('a click on the body comes back as click on macOS too', () => {
    const { notifier, created, answers } = setup('darwin');
    notifier.show(IDLE);
    created[0]!.click();
    assert.deepEqual(answers, [[IDLE_NOTIFICATION_ID, 'click']]);
  });

  test('an action index the request did not have is logged, not answered', () => {
    const { notifier, created, answers, log } = setup('darwin');
    notifier.show(REMINDER);
    created[0]!.pressAction(5);
    assert.deepEqual(answers, []);
    assert.deepEqual(log.lines.at(-1), { level: 'warn', message: 'notification reported an unknown action', fields: { id: REMINDER_NOTIFICATION_ID, index: 5 } });
  });

  test('every listener hears each answer until it unsubscribes; one that throws is logged and the others still hear', () => {
    const { notifier, created, log, answers } = setup('linux');
    const second: string[] = [];
    notifier.onAction(() => {
      throw new Error('listener broke');
    });
    const off = notifier.onAction((id) => second.push(id));
    notifier.show(REMINDER);
    created[0]!.click();
    off();
    notifier.show(IDLE);
    created[1]!.click();
    assert.deepEqual(answers, [
      [REMINDER_NOTIFICATION_ID, 'click'],
      [IDLE_NOTIFICATION_ID, 'click'],
    ]);
    assert.deepEqual(second, [REMINDER_NOTIFICATION_ID]);
    assert.equal(log.lines.filter((l) => l.message === 'a notification listener failed').length, 2);
  });
});

describe('replacement, close and references', () => {
  test('a newer notification with the same id closes the older one; the older one answers nothing after', () => {
    const { notifier, created, answers } = setup('darwin');
    notifier.show(REMINDER);
    notifier.show({ ...REMINDER, body: 'newer' });
    assert.equal(created.length, 2);
    assert.equal(created[0]!.closeCount, 1);
    assert.equal(created[0]!.onScreen, false);
    assert.equal(created[1]!.onScreen, true);
    created[0]!.click();
    created[0]!.pressAction(0);
    assert.deepEqual(answers, []);
    created[1]!.pressAction(0);
    assert.deepEqual(answers, [[REMINDER_NOTIFICATION_ID, 'continue']]);
  });

  test('different ids live side by side', () => {
    const { notifier, created } = setup('win32');
    notifier.show(REMINDER);
    notifier.show(IDLE);
    assert.deepEqual(created.map((n) => [n.onScreen, n.closeCount]), [
      [true, 0],
      [true, 0],
    ]);
    assert.equal(notifier.heldCount, 2);
  });

  test('close(id) closes that one only; a late click on it is ignored; closing an unknown id is a no-op', () => {
    const { notifier, created, answers } = setup('linux');
    notifier.show(REMINDER);
    notifier.show(IDLE);
    notifier.close(IDLE_NOTIFICATION_ID);
    notifier.close('nothing-here');
    assert.equal(created[1]!.closeCount, 1);
    assert.equal(created[0]!.closeCount, 0);
    created[1]!.click();
    assert.deepEqual(answers, []);
    assert.equal(notifier.heldCount, 1);
  });

  test('held until answered (not collected before a click), released after', () => {
    const { notifier, created } = setup('darwin');
    notifier.show(IDLE);
    assert.equal(notifier.heldCount, 1);
    created[0]!.timeOut();
    assert.equal(notifier.heldCount, 1, 'a timed-out banner may still be clicked in the notification centre');
    created[0]!.pressAction(0);
    assert.equal(notifier.heldCount, 0);
  });

  test('released when the person dismisses it', () => {
    const { notifier, created, answers } = setup('win32');
    notifier.show(REMINDER);
    created[0]!.dismiss();
    assert.equal(notifier.heldCount, 0);
    assert.deepEqual(answers, []);
  });

  test('a notification the OS failed to show is logged with its id', () => {
    const { notifier, created, log } = setup('darwin');
    notifier.show(IDLE);
    created[0]!.fail('Notifications are not allowed for this application');
    assert.deepEqual(log.lines.at(-1), { level: 'warn', message: 'the OS could not show a notification', fields: { id: IDLE_NOTIFICATION_ID, error: 'Notifications are not allowed for this application' } });
  });
});

describe('unsupported systems', () => {
  test('Notification.isSupported() false: said once at start, each show is a logged no-op', () => {
    const { notifier, created, log } = setup('linux', false);
    assert.deepEqual(log.lines, [
      { level: 'warn', message: 'this system does not support desktop notifications; reminders and idle questions show only in the window', fields: { platform: 'linux' } },
    ]);
    notifier.show(REMINDER);
    notifier.close(REMINDER_NOTIFICATION_ID);
    assert.deepEqual(created, []);
    assert.deepEqual(log.lines.at(-1), { level: 'info', message: 'notification not shown: notifications are not supported here', fields: { id: REMINDER_NOTIFICATION_ID } });
  });
});
