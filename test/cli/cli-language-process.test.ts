// The command line in the person's language (issue 72), as a person runs it: a real process
// against the simulator. In the pseudo-locale (`--lang en-XA`: every catalog text accented and
// in ⟦brackets⟧) no line of the commands a person uses holds a letter outside a catalog text
// but the person's own data (project, task and customer names, what they typed, the service's
// address and the data folder): English that skipped the catalog shows as plain letters. Under
// LANG=de_DE.UTF-8 the lines are German and `1,5` is an hour and a half; `--lang` wins over LANG.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COMMANDS } from '../../main/cli/commands.ts';
import { useCliSim } from './support/cli-sim.ts';
import { block, runCli } from './support/run-cli.ts';

/** The demo projects by name, as `projects` numbers them: 5 is Website Redesign. */
const WEBSITE_N = 5;
const H = 3600;

const cli = useCliSim('stint-cli-lang-');

function signedIn(): string[] {
  return ['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo'];
}

/** What the person's own data is on this simulator: shown as it is in every language. */
function data(): string[] {
  const store = cli.sim.sim.ctx.store;
  const names = [...store.projects.values(), ...store.customers.values(), ...store.tasks.values(), ...store.users.values()].map((x) => x.name);
  const described = [...store.entries.values()].map((e) => e.description).filter((d) => d !== '');
  return [...names, ...described, 'ada@example.com', 'demo', cli.sim.baseUrl, cli.dataDir];
}

/**
 * What is left of a line that no catalog gave: '' when every letter is in a ⟦catalog text⟧,
 * the person's data, what is typed as it is in every language (a command's usage, `start
 * <project#>`, and the numbers of today's and the week's entries, t1 and w1), or a date and
 * time as Intl writes them (the weekday, AM/PM, UTC).
 */
function untranslated(line: string, known: readonly string[]): string {
  let rest = line;
  // Innermost first: a catalog text may hold another (the sync state in "Sync: …").
  for (let before = ''; before !== rest; ) [before, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/g, ' ')];
  const usages = Object.values(COMMANDS).map((c) => c.usage);
  // Longest first: a project's name may hold a shorter one.
  for (const d of [...usages, ...known].sort((a, b) => b.length - a.length)) rest = rest.split(d).join(' ');
  rest = rest.replace(/\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|AM|PM|UTC|[tw]\d+)\b/g, ' ');
  return /\p{L}/u.test(rest) ? rest.trim() : '';
}

test('--lang en-XA: status, start, today, stop, week, add, refusals and help hold no English outside the catalog', async () => {
  const add = `add yesterday ${WEBSITE_N} 5:00 AM 5:30 AM pseudo entry`;
  const commands = ['status', `start ${WEBSITE_N} pseudo spec`, `start ${WEBSITE_N} pseudo spec`, 'today', 'stop', 'week', add, 'start 999', `add yesterday ${WEBSITE_N} 9 10`, 'bogus', 'help'];
  const r = await runCli(['--lang', 'en-XA', ...signedIn(), ...commands.flatMap((c) => ['-c', c])]);
  const out = `stdout:\n${r.stdout}\nstderr:\n${r.stderr}`;
  // The unknown command and the line that does not fit its usage make it 2; everything ran.
  assert.equal(r.code, 2, out);
  for (const c of commands) assert.ok(block(r.stdout, c).length > 0, `"${c}" said something:\n${out}`);
  assert.ok(block(r.stdout, add).some((l) => l.startsWith('⟦')), `the entry was added, said in the catalog's words:\n${out}`);
  assert.deepEqual(cli.adaEntries().filter((e) => e.description === 'pseudo entry').map((e) => [e.time_start, e.time_total]), [[5 * H, 0.5 * H]]);

  const known = [...data(), 'pseudo spec', 'pseudo entry', 'bogus'];
  const lines = `${r.stdout}\n${r.stderr}`.split('\n').filter((l) => !l.startsWith('stint> '));
  assert.ok(lines.filter((l) => l.includes('⟦')).length > 40, `the catalog's texts were printed:\n${out}`);
  assert.deepEqual(
    lines.map((l) => [l, untranslated(l, known)]).filter(([, left]) => left !== ''),
    [],
    'lines with English that no catalog gave (the line, then what is left of it)',
  );
});

test('the check finds English that skipped the catalog: the same commands in English fail it', async () => {
  const r = await runCli([...signedIn(), '-c', 'today', '-c', 'start 999']);
  const left = `${r.stdout}\n${r.stderr}`.split('\n').filter((l) => !l.startsWith('stint> ')).map((l) => untranslated(l, data())).filter((l) => l !== '');
  assert.ok(left.some((l) => l.includes('There is no project')), left.join('\n'));
});

test("LANG=de_DE.UTF-8: German lines, `1,5` read as an hour and a half; --lang fr over LANG, the locale still LANG's", async () => {
  const add = `add yesterday ${WEBSITE_N} 05:00 1,5 Komma-Eintrag`;
  const de = await runCli([...signedIn(), '-c', 'status', '-c', add, '-c', 'start 999', '-c', 'bogus', '-c', 'help'], { LANG: 'de_DE.UTF-8' });
  const said = `stdout:\n${de.stdout}\nstderr:\n${de.stderr}`;
  assert.match(de.stdout, /^Stint-Kommandozeile\.$/m, said);
  assert.match(block(de.stdout, 'status').join('\n'), /^Angemeldet als .+ <ada@example\.com> \(.+\), Konto demo bei /m, said);
  assert.match(block(de.stdout, 'status').join('\n'), /^Kontingent: /m, said);
  assert.match(block(de.stdout, add)[0]!, /^Eintrag am \d{4}-\d{2}-\d{2} hinzugefügt, ab 05:00\.$/, said);
  assert.deepEqual(cli.adaEntries().filter((e) => e.description === 'Komma-Eintrag').map((e) => [e.time_start, e.time_total]), [[5 * H, 1.5 * H]], 'an hour and a half');
  assert.match(block(de.stdout, 'start 999')[0]!, /^Fehler: Es gibt kein Projekt 999: projects listet die \d+ aktiven\.$/, said);
  assert.deepEqual(block(de.stdout, 'bogus'), ['Fehler: unbekannter Befehl "bogus": help zeigt die Liste'], said);
  const help = block(de.stdout, 'help');
  assert.equal(help[0], 'Befehle (Nummern sind die, die die Listen zeigen):', said);
  assert.ok(help.some((l) => l.includes(`${COMMANDS.stop.usage}`) && l.endsWith('den laufenden Timer stoppen')), said);

  const fr = await runCli(['--lang', 'fr', ...signedIn(), '-c', 'start 999', '-c', `add yesterday ${WEBSITE_N} 08:00 0,5 demi-heure`], { LANG: 'de_DE.UTF-8' });
  const saidFr = `stdout:\n${fr.stdout}\nstderr:\n${fr.stderr}`;
  assert.match(block(fr.stdout, 'start 999')[0]!, /^erreur : Il n’y a pas de projet 999 : projects liste les \d+ projets actifs\.$/, saidFr);
  assert.deepEqual(cli.adaEntries().filter((e) => e.description === 'demi-heure').map((e) => e.time_total), [0.5 * H], "0,5 read in LANG's locale");
  assert.match(block(fr.stdout, `add yesterday ${WEBSITE_N} 08:00 0,5 demi-heure`)[0]!, /^Saisie ajoutée le \d{4}-\d{2}-\d{2}, à partir de 08:00\.$/, saidFr);
});
