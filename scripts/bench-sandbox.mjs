// The sandbox's own time for the money screens' backend calls (issue 33, ADR 036): 交易订单's page
// and totals over all 200,000 orders, and 分润报表's list and totals for one month, each pair in
// parallel as the screens' loaders make them, straight to the sandbox Worker (no console in the
// path). Handed back as figure records (scripts/bench-figures.mjs) for bench.mjs's table.
import { auth, order, report } from "../shared/contract/index.ts";
import { atMost, context } from "./bench-figures.mjs";

const ORIGIN = "https://sandbox.internal";
const BASIC = `Basic ${Buffer.from("frontend:sandbox-frontend-secret").toString("base64")}`;

/** The headers of a platform operator (qa1) signed in to the sandbox. */
async function signIn(sandboxWorker) {
  const answer = await sandboxWorker.fetch(
    `${ORIGIN}${auth.token.path}?tenantId=000001&username=qa1&password=` +
      "111a3416d363aa99f802f395268be736&grant_type=password&scope=all",
    { method: "POST", headers: { Authorization: BASIC, "Tenant-Id": "000001" } },
  );
  const token = (await answer.json()).access_token;
  if (!token) throw new Error(`bench-sandbox: sign-in failed (HTTP ${answer.status})`);
  return { Authorization: BASIC, "Tenant-Id": "000001", "Cloud-Auth": `bearer ${token}` };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** p50 / p99 of the calls made together, `rounds` times after `warmup`; every answer must be a success. */
async function timeTogether(sandboxWorker, headers, paths, { rounds, warmup }) {
  const once = () =>
    Promise.all(
      paths.map(async (path) => {
        const response = await sandboxWorker.fetch(`${ORIGIN}${path}`, { headers });
        const body = await response.json();
        if (response.status !== 200 || body.success === false)
          throw new Error(`bench-sandbox: ${path} answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
        return body;
      }),
    );
  for (let i = 0; i < warmup; i++) await once();
  const samples = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await once();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** yyyy-MM-dd in Beijing, `days` before now. */
const beijingDay = (days, now = Date.now()) =>
  new Date(now + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

/** The Beijing month before this one, yyyy-MM: a whole month of orders (about 34,000). */
function lastMonth(now = Date.now()) {
  const d = new Date(now + 8 * 3_600_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/** The paths timed: 交易订单 over a 400-day range (every order), 分润报表 for last month. */
export function sandboxBenchPaths(now = Date.now()) {
  const range = `startTime=${beijingDay(400, now)}%2000:00:00&endTime=${beijingDay(0, now)}%2023:59:59`;
  const month = `month=${lastMonth(now)}`;
  return {
    orders: [`${order.trade.list.path}?${range}&current=1&size=20`, `${order.trade.totals.path}?${range}`],
    profit: [
      `${report.profitReport.list.path}?${month}&current=1&size=20`,
      `${report.profitReport.totals.path}?${month}`,
    ],
  };
}

/**
 * The figures, given the sandbox Worker of a Miniflare instance (`mf.getWorker(name)`) whose money
 * data is seeded (the first money call seeds it, so it is made before the timing).
 * @returns {Promise<import("./bench-figures.mjs").Figure[]>}
 */
export async function benchSandbox(sandboxWorker, { rounds = 60, warmup = 5 } = {}) {
  const headers = await signIn(sandboxWorker);
  const paths = sandboxBenchPaths();
  const orders = await timeTogether(sandboxWorker, headers, paths.orders, { rounds, warmup });
  const profit = await timeTogether(sandboxWorker, headers, paths.profit, { rounds, warmup });
  return [
    atMost("交易订单 page + totals, 200k orders, sandbox p50", orders.p50, "ms", 100),
    context("交易订单 page + totals, 200k orders, sandbox p99", orders.p99, "ms"),
    atMost("分润报表 one month, sandbox p50", profit.p50, "ms", 200),
    context("分润报表 one month, sandbox p99", profit.p99, "ms"),
  ];
}
