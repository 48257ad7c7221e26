// The demo speaks the browser's languages (issue 72): the window's page asked for with an
// Accept-Language header makes its languages the system's, and the snapshot the page then
// draws is in them, its clock and week in the first one's format. A harness that is not the
// demo, and the demo before any page was asked for, keep the process's (English here).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSim, type RunningSim } from '../sim/start.ts';
import { acceptedLanguages, browserLocale } from './browser-locale.ts';
import { startHarness } from './server.ts';
import { fixtureRenderer } from './support/page-socket.ts';
import { until } from './support/until.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';

let sim: RunningSim;
let rendererDir: string;

before(async () => {
  sim = await startSim();
  rendererDir = fixtureRenderer();
});
after(() => sim.close());

test('Accept-Language read as a browser sends it: most wanted first by weight, then as listed; * and what is no language tag left out', () => {
  assert.deepEqual(acceptedLanguages('de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7'), ['de-DE', 'de', 'en-US', 'en']);
  assert.deepEqual(acceptedLanguages('fr;q=0.5, pt-br, *;q=0.1'), ['pt-BR', 'fr']);
  assert.deepEqual(acceptedLanguages('es;q=0, de'), ['de'], 'q=0 is "not this one"');
  assert.deepEqual(acceptedLanguages('not a tag!, en'), ['en']);
  assert.deepEqual(acceptedLanguages(undefined), []);
  assert.deepEqual(acceptedLanguages(''), []);
});

test('the engine is told only when the languages change; before any, the process locale', () => {
  const locale = browserLocale(() => 'en-US');
  let told = 0;
  const stop = locale.onChange!(() => told++);
  assert.equal(locale.systemLocale(), 'en-US');
  locale.heard('de-DE,de;q=0.9');
  locale.heard('de-DE,de;q=0.9');
  locale.heard(undefined);
  assert.equal(told, 1);
  assert.deepEqual([locale.systemLocale(), locale.systemLanguages!()], ['de-DE', ['de-DE', 'de']]);
  stop();
  locale.heard('fr-FR');
  assert.equal(told, 1, 'a listener that stopped is not told');
});

test("the demo's page asked for in German, then in French: the snapshot follows, its clock too; a harness that is not the demo stays in English", HANG_GUARD, async () => {
  const demo = await startHarness({ baseUrl: sim.baseUrl, rendererDir, demo: true });
  try {
    assert.equal(demo.stint.snapshot().language, 'en', 'before any page: the process (LANG) says English');
    const page = (lang: string) => fetch(`${demo.url}`, { headers: { 'accept-language': lang } }).then((r) => r.text());
    await page('de-DE,de;q=0.9,en;q=0.5');
    const german = await until(demo.stint, (s) => s.language === 'de');
    assert.equal(german.display.hourCycle, 'h23', "de-DE's clock");
    await page('fr-FR,fr;q=0.9');
    await until(demo.stint, (s) => s.language === 'fr');
  } finally {
    await demo.close();
  }
  const plain = await startHarness({ baseUrl: sim.baseUrl, rendererDir });
  try {
    await fetch(plain.url, { headers: { 'accept-language': 'de-DE' } }).then((r) => r.text());
    assert.equal(plain.stint.snapshot().language, 'en');
  } finally {
    await plain.close();
  }
});
