// Which rows of a long picker list are drawn, and where it scrolls to show the active one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rowRuns, rowsToDraw, topAt, topToShow } from '../../../renderer/pickers/list-window.ts';

test('the rows in view and a few either side are drawn, never past either end', () => {
  assert.deepEqual(rowsToDraw(50, 0, 8, 2), { from: 0, to: 10 });
  assert.deepEqual(rowsToDraw(50, 20, 8, 2), { from: 18, to: 30 });
  assert.deepEqual(rowsToDraw(50, 49, 8, 2), { from: 40, to: 50 }, 'a scroll past the end shows the last rows');
  assert.deepEqual(rowsToDraw(3, 0, 8, 2), { from: 0, to: 3 });
  assert.deepEqual(rowsToDraw(0, 5, 8, 2), { from: 0, to: 0 });
});

test('moving the active row scrolls only as far as needed to show it', () => {
  assert.equal(topToShow(50, 0, 7, 8), 0, 'already in view');
  assert.equal(topToShow(50, 0, 8, 8), 1, 'one below the view: one row down');
  assert.equal(topToShow(50, 10, 9, 8), 9, 'one above: one row up');
  assert.equal(topToShow(50, 0, 49, 8), 42, 'wrapped to the last');
  assert.equal(topToShow(50, 42, 0, 8), 0, 'wrapped to the first');
  assert.equal(topToShow(5, 0, 4, 8), 0, 'all rows fit: no scrolling');
});

test('a scroll offset maps to the row at the top of the view', () => {
  assert.equal(topAt(0, 30), 0);
  assert.equal(topAt(29, 30), 0);
  assert.equal(topAt(30, 30), 1);
  assert.equal(topAt(-4, 30), 0, 'an elastic overscroll');
});

test('the active row is drawn wherever it is, in its own run when far from the view', () => {
  assert.deepEqual(rowRuns(50, 20, 8, 2, 22), [{ from: 18, to: 30 }], 'in view: one run');
  assert.deepEqual(rowRuns(50, 20, 8, 2, 0), [{ from: 0, to: 1 }, { from: 18, to: 30 }], 'scrolled away below it');
  assert.deepEqual(rowRuns(50, 0, 8, 2, 40), [{ from: 0, to: 10 }, { from: 40, to: 41 }], 'scrolled away above it');
  assert.deepEqual(rowRuns(50, 20, 8, 2, 30), [{ from: 18, to: 31 }], 'just after the drawn rows: joined');
  assert.deepEqual(rowRuns(50, 20, 8, 2, 17), [{ from: 17, to: 30 }], 'just before: joined');
  assert.deepEqual(rowRuns(0, 0, 8, 2, 0), [], 'no rows');
});
