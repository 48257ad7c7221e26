// Benchmark of a timesheet export (npm run bench:export, issue 70): a month of 2,000 entries
// across two accounts (1,000 each: Acme on Business, the studio on Free) in the simulator, read
// through the real engines over HTTP as the window's export and `stint export` read them
// (accounts/person-timesheet.ts), made into one sheet grouped customer -> project -> day,
// then written as CSV. Printed: the requests each account spent (and what the Free day kept),
// the wall seconds of the read and sheet and of the CSV, and peak memory: the process's RSS
// sampled every 10 ms and its maxRSS (process.resourceUsage). The simulator runs in the same
// process, so the memory figures hold its 2,000 entries too; the baseline is printed beside.
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../core/support/accounts-harness.ts';
import { DEMO_ACCOUNT } from '../core/support/engine-harness.ts';
import { seedMonth } from '../core/support/timesheet-data.ts';
import { personStint } from '../../main/core/accounts/person-stint.ts';
import { sheetToCsv } from '../../main/core/timesheets/sheet-csv.ts';

const MB = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function main(): Promise<void> {
  const h = await AccountsHarness.start();
  try {
    const studio = await h.acmeAndStudio();
    // Every day of February, 36 entries a day per account: 1,008 each (Acme's demo days add a few).
    const month = { from: '2026-02-01', to: '2026-02-28', perDay: 36, longestMinutes: 25 };
    const acme = seedMonth(h.sim.sim.ctx.accounts.get(DEMO_ACCOUNT)!, { ...month, seed: 1 });
    const st = seedMonth(h.sim.sim.ctx.accounts.get(STUDIO_ACCOUNT_ID)!, { ...month, seed: 2 });
    const person = personStint(h.hub);
    const request = { from: '2026-02-01', to: '2026-02-28', groupBy: ['customer', 'project', 'day'] as const, rounding: false };

    const cost = await person.timesheetCost(request);
    if (typeof cost === 'string') throw new Error(cost);
    for (const c of cost) console.log(`cost said first   ${c.name.padEnd(8)} ${c.cost.ok ? c.cost.message : `refused: ${c.cost.message}`}`);

    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const usedBefore = new Map(h.requests);
    let t = performance.now();
    const r = await person.timesheet(request);
    const readMs = performance.now() - t;
    if (!r.ok) throw new Error(r.message);
    t = performance.now();
    const csv = sheetToCsv(r.sheet, { columns: ['date', 'start', 'end', 'duration', 'account', 'customer', 'project', 'task', 'description', 'billable', 'amount', 'currency'], durations: r.style, currencies: r.currencies, bom: true });
    const csvMs = performance.now() - t;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    console.log(`entries seeded    Acme ${acme}, Studio ${st} (${acme + st}); in the sheet ${r.sheet.entries.length}, ${r.problems.length} problems`);
    for (const a of r.accounts) {
      const id = a.key === 'main' ? DEMO_ACCOUNT : STUDIO_ACCOUNT_ID;
      console.log(`requests          ${a.name.padEnd(8)} ${a.requests} (log: ${(h.requests.get(id) ?? 0) - (usedBefore.get(id) ?? 0)})`);
    }
    console.log(`studio's Free day ${h.sim.sim.ctx.limits.accountDaily.used(STUDIO_ACCOUNT_ID, h.clock.now())} of 50 used after the export`);
    console.log(`read and sheet    ${(readMs / 1000).toFixed(2)} s`);
    console.log(`CSV               ${(csvMs / 1000).toFixed(3)} s, ${(csv.length / 1024).toFixed(0)} KB`);
    console.log(`memory            rss before ${MB(before)}, peak sampled ${MB(peak)} (+${MB(peak - before)}), maxRSS ${MB(process.resourceUsage().maxRSS * 1024)}`);
    void studio;
  } finally {
    await h.close();
  }
}

await main();
