#!/usr/bin/env node
// Local data figures in real Chromium IndexedDB (research/offline-pwa.md §4, G7 and G8): one user
// write (row + outbox op + XP event + totals) and the dashboard's queries, at 10k and 100k
// transactions, unthrottled and at 4× CPU throttling. Prints figures; never fails on timing.
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);

const server = await createServer({ logLevel: 'error', server: { port: 0, host: '127.0.0.1' } });
await server.listen();
const origin = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });

async function run(size, throttle) {
  const page = await browser.newPage();
  // Any same-origin document lets the page import the app's modules from the dev server.
  await page.goto(`${origin}/robots.txt`);
  const cdp = await page.context().newCDPSession(page);
  const seeded = await page.evaluate(seed, size);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const figures = await page.evaluate(measure, seeded);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.evaluate((name) => indexedDB.deleteDatabase(name), seeded.name);
  await page.close();
  return figures;
}

/** In the page: a user's database with `size` transactions spread over two years. */
async function seed(size) {
  const { SlantisDb } = await import('/src/data/db.ts');
  const { applyDeltas, transactionEffect } = await import('/src/data/aggregates.ts');
  const name = `bench-${size}-${crypto.randomUUID()}`;
  const db = new SlantisDb(name);
  const userId = crypto.randomUUID();
  const now = Date.now();
  const categories = ['shopping', 'food', 'transport', 'housing', 'entertainment', 'health'];
  for (let start = 0; start < size; start += 5000) {
    const rows = [];
    for (let i = start; i < Math.min(size, start + 5000); i += 1) {
      const income = i % 10 === 0;
      rows.push({
        id: crypto.randomUUID(),
        userId,
        type: income ? 'income' : 'expense',
        category: income ? 'income' : categories[i % categories.length],
        description: `Köp ${i}`,
        amountOre: 100 + ((i * 7919) % 50000),
        occurredAt: new Date(now - ((i * 631) % (730 * 86400)) * 1000).toISOString(),
        serverSeq: i + 1,
        version: 1,
        deleted: false,
        updatedAt: now,
      });
    }
    await db.transaction('rw', [db.transactions, db.aggregates], async () => {
      await db.transactions.bulkPut(rows);
      await applyDeltas(db, userId, rows.flatMap(transactionEffect));
    });
  }
  db.close();
  return { name, userId, size };
}

/** In the page: p50/p95 of a user write and of the dashboard's reads. */
async function measure({ name, userId }) {
  const { SlantisDb } = await import('/src/data/db.ts');
  const { addTransaction } = await import('/src/data/repos/transactions.ts');
  const { aggregateKeys, readAggregate } = await import('/src/data/aggregates.ts');
  const { currentBudget } = await import('/src/data/repos/budgets.ts');
  const db = new SlantisDb(name);
  await db.open();
  const percentile = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  };
  const time = async (times, fn) => {
    const samples = [];
    for (let i = 0; i < times; i += 1) {
      const started = performance.now();
      await fn(i);
      samples.push(performance.now() - started);
    }
    return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
  };
  const write = await time(200, (i) =>
    addTransaction(db, userId, {
      type: 'expense',
      category: 'food',
      description: `Bench ${i}`,
      amountOre: 4500,
    }),
  );
  const latest = await time(50, () =>
    db.transactions
      .where('[userId+occurredAt]')
      .between([userId, ''], [userId, '\uffff'])
      .reverse()
      .filter((row) => !row.deleted)
      .limit(20)
      .toArray(),
  );
  const now = new Date();
  const dashboardTotals = await time(50, () =>
    Promise.all([
      readAggregate(db, userId, aggregateKeys.weekSpent(now)),
      readAggregate(db, userId, aggregateKeys.weekSaved(now)),
      readAggregate(db, userId, aggregateKeys.xpTotal()),
      readAggregate(db, userId, aggregateKeys.monthSpent(now)),
      currentBudget(db, userId, '2999-12-31'),
    ]),
  );
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
  const monthView = await time(20, () =>
    db.transactions
      .where('[userId+occurredAt]')
      .between([userId, monthStart], [userId, '\uffff'])
      .toArray(),
  );
  db.close();
  return { write, latest, dashboardTotals, monthView };
}

const ms = (value) => `${value.toFixed(1)} ms`;
console.log('\nLocal data in Chromium IndexedDB (p50 / p95)');
for (const size of SIZES) {
  for (const throttle of [1, 4]) {
    const f = await run(size, throttle);
    const label = `${size.toLocaleString('sv-SE')} transactions, ${throttle}× CPU`;
    console.log(`  ${label}`);
    console.log(
      `    user write (row + outbox + XP + totals)   ${ms(f.write.p50)} / ${ms(f.write.p95)}   goal p95 ≤ ${size > 10000 ? 50 : 20} ms at 4×`,
    );
    console.log(
      `    latest 20 transactions                   ${ms(f.latest.p50)} / ${ms(f.latest.p95)}`,
    );
    console.log(
      `    dashboard totals (5 keyed reads)         ${ms(f.dashboardTotals.p50)} / ${ms(f.dashboardTotals.p95)}`,
    );
    console.log(
      `    this month's transactions (range)        ${ms(f.monthView.p50)} / ${ms(f.monthView.p95)}   goal ≤ ${size > 10000 ? 300 : 50} ms at 4×`,
    );
  }
}

await browser.close();
await server.close();
