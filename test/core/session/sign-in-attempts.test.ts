// The sign-ins this computer sent, against the service's limits: 60 a UTC day per user, and
// a 15-minute block after five wrong ones in a row for one email.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SignInAttempts } from '../../../main/core/session/sign-in-attempts.ts';

const URL = 'https://time.example/api/v1';
const DAY1 = Date.UTC(2026, 10, 22, 9);
const DAY2 = Date.UTC(2026, 10, 23, 0, 1);

test('nothing is known before a sign-in is sent from here', () => {
  assert.equal(new SignInAttempts().left(URL, 'ada@example.com', DAY1), null);
});

test('wrong ones count down to the block; a right one ends the run but still counts for the day', () => {
  const a = new SignInAttempts();
  a.record(URL, 'ada@example.com', 'wrong', DAY1);
  a.record(URL, 'Ada@Example.com ', 'wrong', DAY1);
  assert.deepEqual(a.left(URL, 'ada@example.com', DAY1), { today: 58, wrongBeforeBlock: 3 }, 'the same email in other capitals');
  a.record(URL, 'ada@example.com', 'accepted', DAY1);
  assert.deepEqual(a.left(URL, 'ada@example.com', DAY1), { today: 57, wrongBeforeBlock: null });
  assert.equal(a.left(URL, 'rui@example.com', DAY1), null, 'another email has its own count');
  assert.equal(a.left(`${URL}/`, 'ada@example.com', DAY1)?.today, 57, 'the same service with a trailing slash');
});

test('the block leaves none; after it, wrong ones start a new run', () => {
  const a = new SignInAttempts();
  for (let i = 0; i < 5; i++) a.record(URL, 'ada@example.com', 'wrong', DAY1);
  assert.equal(a.left(URL, 'ada@example.com', DAY1)?.wrongBeforeBlock, 0);
  a.record(URL, 'ada@example.com', 'blocked', DAY1);
  assert.deepEqual(a.left(URL, 'ada@example.com', DAY1), { today: 54, wrongBeforeBlock: 0 });
  a.record(URL, 'ada@example.com', 'wrong', DAY1);
  assert.equal(a.left(URL, 'ada@example.com', DAY1)?.wrongBeforeBlock, 4);
});

test("the day's limit leaves none until the next UTC day; an unanswered attempt counts nothing", () => {
  const a = new SignInAttempts();
  a.record(URL, 'ada@example.com', 'unanswered', DAY1);
  assert.equal(a.left(URL, 'ada@example.com', DAY1), null);
  a.record(URL, 'ada@example.com', 'wrong', DAY1);
  a.record(URL, 'ada@example.com', 'limited', DAY1);
  assert.equal(a.left(URL, 'ada@example.com', DAY1)?.today, 0);
  assert.deepEqual(a.left(URL, 'ada@example.com', DAY2), { today: 60, wrongBeforeBlock: 4 }, 'a new day; the run of wrong ones is not per day');
});
