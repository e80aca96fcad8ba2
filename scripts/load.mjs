// npm run load: many operators signed in at once, working for a while, against what `npm start`
// serves; then a check that every write the console acknowledged is really there.
//
// It builds nothing: it starts scripts/serve.mjs on the existing build with a fresh temporary
// state (or targets LOAD_URL, loopback only), signs LOAD_SESSIONS sessions in at once (one
// load-tenant account each, seed_v5_load: signing an account in again ends its other session),
// and for LOAD_SECONDS has them work: most page through lists as documents and as the client
// router's .data requests, about a third create MCC codes through the real form. Each session
// pauses between clicks (LOAD_PAUSE_MS on average) and comes from an address of its own
// (CF-Connecting-IP), as operators at their own machines would; from one address the per-address
// sign-in limit would rightly refuse most of them.
//
// It prints sessions, requests, latency percentiles, counts by status, writes (acknowledged,
// refused, failed, lost) and any response that shows a stack, and exits non-zero on any 5xx,
// timeout or network error, failed sign-in or write, lost write or leaked stack. A request the
// server dropped unanswered on a kept-alive connection is sent again once, as browsers do, and
// counted (see closedBeforeAnswer).
//
//   LOAD_SESSIONS  200 (at most 300, the load accounts)   LOAD_SECONDS  60 (at most 600)
//   LOAD_URL       a running console to load instead      LOAD_PORT     port of its own server (default: any free one)
//   LOAD_PAUSE_MS  1000                                   LOAD_TIMEOUT_MS  30000 (one request)
//   LOAD_BACKEND=replay  the console alone (issue 33): the built Worker in plain workerd whose
//                  backend replays the sandbox's first answers (scripts/plain-workerd.mjs), so the
//                  figure is the console's and not D1's on the same cores; sessions only read
//                  (a write would be answered from an old recording), nothing is checked back
//   LOAD_JSON      a file to write the run's figures to (npm run bench reads it)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { cookieJar } from "./cookie-jar.mjs";
import { startReplayingConsole } from "./plain-workerd.mjs";
import { auth } from "../shared/contract/index.ts";
import { readBuild, servedOptions, servedWorkers } from "./served-workers.mjs";

const ROOT = new URL("..", import.meta.url).pathname;
const ACCOUNTS = 300;
const TENANT = "000003";
const PASSWORD = "123456";
const WRITER_SHARE = 0.3;
const STARTUP_MS = 120_000;

function setting(name, fallback, max) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0 || value > max)
    throw new Error(`${name} must be a number in (0, ${max}], not "${process.env[name]}".`);
  return value;
}
let SESSIONS, SECONDS, PAUSE_MS, TIMEOUT_MS;
try {
  SESSIONS = Math.floor(setting("LOAD_SESSIONS", 200, ACCOUNTS));
  SECONDS = setting("LOAD_SECONDS", 60, 600);
  PAUSE_MS = setting("LOAD_PAUSE_MS", 1000, 60_000);
  TIMEOUT_MS = setting("LOAD_TIMEOUT_MS", 30_000, 120_000);
} catch (error) {
  console.error(`npm run load: ${error.message}`);
  process.exit(1);
}
const REPLAY = process.env.LOAD_BACKEND === "replay";
const WRITERS = REPLAY ? 0 : Math.round(SESSIONS * WRITER_SHARE);

/* The server: our own serve.mjs on a fresh state, or LOAD_URL. */

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function isLoopback(url) {
  const host = new URL(url).hostname;
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Starts serve.mjs; resolves once it prints its URL. Its stderr is kept (the last lines) for the report. */
async function startOwnServer() {
  const port = process.env.LOAD_PORT ? Number(process.env.LOAD_PORT) : await freePort();
  const stateDir = mkdtempSync(join(tmpdir(), "console-load-"));
  const child = spawn(process.execPath, [join(ROOT, "scripts/serve.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), CONSOLE_STATE_DIR: stateDir, BACKEND_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = [];
  child.stderr.on("data", (chunk) => {
    log.push(...String(chunk).split("\n").filter(Boolean));
    log.splice(0, log.length - 200);
  });
  const started = new Promise((resolve, reject) => {
    const tooLong = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`serve.mjs did not start within ${STARTUP_MS / 1000} s: ${log.slice(-5).join("\n")}`));
    }, STARTUP_MS);
    child.stdout.on("data", (chunk) => String(chunk).includes("Console on") && (clearTimeout(tooLong), resolve()));
    child.once(
      "exit",
      (code) => (clearTimeout(tooLong), reject(new Error(`serve.mjs exited (${code}): ${log.slice(-5).join("\n")}`))),
    );
  });
  await started.catch((error) => {
    rmSync(stateDir, { recursive: true, force: true });
    throw error;
  });
  return {
    origin: `http://localhost:${port}`,
    log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

/** The console alone: plain workerd with a replaying backend, the sandbox (Miniflare) behind the recordings. */
async function startReplayingServer() {
  const stateDir = mkdtempSync(join(tmpdir(), "console-load-"));
  const build = readBuild(ROOT);
  // The sandbox alone answers HTTP here: the replaying stub asks it directly, no Node between.
  const [, , sandboxAlone] = servedWorkers({ root: ROOT, build, vars: build.app.vars });
  const mf = new Miniflare(convertV4MiniflareOptions(servedOptions({ stateDir, workers: [sandboxAlone] })));
  const backendOrigin = (await mf.ready).origin.replace(/\/$/, "");
  // The sandbox seeds its base data on its first request: asked now, not by the first sign-in.
  await (await fetch(`${backendOrigin}${auth.captcha.path}`)).arrayBuffer();
  const console_ = await startReplayingConsole({
    root: ROOT,
    stateDir: join(stateDir, "plain"),
    appVars: build.app.vars,
    backendOrigin,
  });
  return {
    origin: console_.origin,
    log: [],
    async stop() {
      await console_.stop();
      await mf.dispose();
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

/* What the run records. */

const STACK_LIKE = [
  /^\s*at .*[/\\][^\s]*:\d+:\d+\)?\s*$/m, // a stack frame with a file path and position
  /node:internal/,
  /\bTypeError\b/,
];

/** The stack-like text a response shows, if any. */
function stackLikeText(body) {
  for (const pattern of STACK_LIKE) {
    const match = pattern.exec(body);
    if (match) return match[0].trim().slice(0, 160);
  }
  return null;
}

/** What the run records, by phase: signing in, the run itself, reading the writes back (not counted). */
const record = {
  phase: "sign-in",
  statuses: { "sign-in": new Map(), run: new Map(), check: new Map() },
  /** The run's latencies (ms). */
  latencies: [],
  leaks: [],
  acknowledged: new Set(),
  refused: 0,
  /** Writes neither acknowledged nor refused as a taken code (an error page, a sign-in page…). */
  failedWrites: 0,
  failedSignIns: 0,
  /** Requests sent again after the server closed their kept-alive connection unanswered, by phase. */
  resent: { "sign-in": 0, run: 0, check: 0 },
  count(status, ms) {
    const statuses = this.statuses[this.phase];
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (ms !== undefined && this.phase === "run") this.latencies.push(ms);
  },
};

/* One operator. */

const errorCode = (error) => error?.cause?.code ?? error?.cause?.message ?? error?.message;

/**
 * The server closed a kept-alive connection just as this request went out on it, so nothing
 * was answered. workerd does this when its one thread stays busy (a saturated machine): its
 * keep-alive timers run late and close idle connections at once. A browser sends such a request
 * again on a new connection (Chromium: a reused connection, no response yet), so we do too,
 * once, and count it.
 */
const closedBeforeAnswer = (error) => ["ECONNRESET", "UND_ERR_SOCKET", "EPIPE"].includes(error?.cause?.code);

class Session {
  constructor(origin, index) {
    this.origin = origin;
    this.account = `load${String(index + 1).padStart(3, "0")}`;
    this.address = `198.18.${index >> 8}.${index & 255}`;
    this.jar = cookieJar();
  }

  /** One request, as the browser sends it (same-origin form posts), timed and checked. */
  async send(path, form) {
    const headers = { "CF-Connecting-IP": this.address, Cookie: this.jar.header };
    if (form)
      Object.assign(headers, {
        Origin: this.origin,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/x-www-form-urlencoded",
      });
    const started = performance.now();
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(this.origin + path, {
          method: form ? "POST" : "GET",
          headers,
          body: form ? new URLSearchParams(form) : undefined,
          redirect: "manual",
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const body = await response.text();
        record.count(response.status, performance.now() - started);
        this.jar.take(response);
        const leak = stackLikeText(body);
        if (leak) record.leaks.push({ path, status: response.status, text: leak });
        return { status: response.status, location: response.headers.get("Location"), body };
      } catch (error) {
        if (attempt === 1 && closedBeforeAnswer(error)) {
          record.resent[record.phase]++;
          continue;
        }
        record.count(error?.name === "TimeoutError" ? "timeout" : `network error (${errorCode(error)})`);
        return { status: 0, location: null, body: "" };
      }
    }
  }

  async signIn() {
    await this.send("/login");
    const answer = await this.send("/login", {
      tenantId: TENANT,
      username: this.account,
      password: PASSWORD,
      intent: "password",
    });
    if (answer.status !== 302 || !answer.location || answer.location.includes("/login")) {
      record.failedSignIns++;
      return false;
    }
    // Landing where the browser lands (首页).
    let landing = answer;
    for (let hop = 0; hop < 3 && landing.status >= 300 && landing.status < 400 && landing.location; hop++) {
      landing = await this.send(pathOf(landing.location, this.origin));
    }
    return true;
  }
}

const pathOf = (location, origin) => {
  const url = new URL(location, origin);
  return url.pathname + url.search;
};
const pause = (deadline) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.min(Math.random() * 2 * PAUSE_MS, Math.max(0, deadline - Date.now()))),
  );
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const page = (pages) => 1 + Math.floor(Math.random() * pages);

/** What a reading operator clicks: lists page by page, as documents and as client navigations (.data). */
const READS = [
  () => "/main/index",
  () => `/system/mcc?current=${page(18)}`,
  () => `/system/mcc.data?current=${page(18)}`,
  () => `/system/mcc?current=${page(9)}&size=20`,
  () => `/system/user?current=${page(30)}`,
  () => `/system/user.data?current=${page(30)}`,
];

async function read(session, deadline) {
  while (Date.now() < deadline) {
    await session.send(pick(READS)());
    await pause(deadline);
  }
}

/** Codes no one holds yet (the run read the taken ones first), handed out once each. */
function codeSource(taken) {
  let next = 0;
  return () => {
    while (next < 10_000 && taken.has(String(next).padStart(4, "0"))) next++;
    return next < 10_000 ? String(next++).padStart(4, "0") : null;
  };
}

const TAKEN_REFUSAL = "MCC编码已存在";

/** What a writing operator does: opens 新增, saves a code, lands on the list again; between saves, reads. */
async function write(session, deadline, nextCode, tag) {
  while (Date.now() < deadline) {
    const code = nextCode();
    if (!code) return read(session, deadline);
    await session.send("/system/mcc?dialog=create");
    await pause(deadline);
    const saved = await session.send("/system/mcc?dialog=create", {
      intent: "create",
      mccCode: code,
      name: `${tag}-${code}`,
      categoryName: "压测",
      sort: "",
      remark: "",
    });
    const landing = saved.location ? pathOf(saved.location, session.origin) : "";
    if (saved.status === 302 && landing.startsWith("/system/mcc")) {
      record.acknowledged.add(code);
      await session.send(landing);
    } else if (saved.status === 400 && saved.body.includes(TAKEN_REFUSAL)) {
      record.refused++;
    } else {
      record.failedWrites++;
    }
    await pause(deadline);
    await session.send(pick(READS)());
    await pause(deadline);
  }
}

/* Reading a whole filtered MCC list back (before: the codes taken; after: the run's own). */

const CODE_CELL = /<td class="font-mono">(\d{4})<\/td>/g;

async function listedCodes(session, query) {
  const codes = new Set();
  for (let current = 1; ; current++) {
    const answer = await session.send(`/system/mcc?${query}&size=100&current=${current}`);
    if (answer.status !== 200) throw new Error(`reading the MCC list back failed: HTTP ${answer.status}`);
    const found = [...answer.body.matchAll(CODE_CELL)].map((m) => m[1]);
    for (const code of found) codes.add(code);
    const total = Number(/共 (\d+) 条/.exec(answer.body)?.[1] ?? 0);
    if (found.length === 0 || current * 100 >= total) return codes;
  }
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

const statusList = (statuses) =>
  [...statuses]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([s, n]) => `${s}: ${n}`)
    .join("   ");

function report({ origin, own, signInMs, runMs, lost, found, serverLog }) {
  const sorted = [...record.latencies].sort((a, b) => a - b);
  const requests = [...record.statuses.run.values()].reduce((a, b) => a + b, 0);
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(
    `\nnpm run load: ${SESSIONS} sessions (${WRITERS} creating MCC codes), ${SECONDS} s, pause ${PAUSE_MS} ms on average`,
  );
  const against = REPLAY
    ? " (the console alone: plain workerd, a replaying backend)"
    : " (its own serve.mjs, fresh state)";
  console.log(`  against     ${origin}${own ? against : ""}`);
  console.log(
    `  sign-in     ${SESSIONS - record.failedSignIns} of ${SESSIONS} at once in ${ms(signInMs)} (${statusList(record.statuses["sign-in"])})${record.failedSignIns ? `   FAILED: ${record.failedSignIns}` : ""}`,
  );
  console.log(
    `  requests    ${requests} in ${(runMs / 1000).toFixed(1)} s (${(requests / (runMs / 1000)).toFixed(0)}/s)`,
  );
  console.log(
    `  latency     p50 ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}   p99 ${ms(percentile(sorted, 99))}   max ${ms(sorted.at(-1) ?? NaN)}`,
  );
  console.log(`  statuses    ${statusList(record.statuses.run)}`);
  console.log(
    `  resent      ${record.resent.run} during the run, ${record.resent["sign-in"]} while signing in (a kept-alive connection closed unanswered; sent again once, as a browser does)`,
  );
  console.log(
    `  writes      ${record.acknowledged.size} acknowledged, ${found} found afterwards, ${record.refused} refused (code taken), ${record.failedWrites} failed, ${lost.length} lost${lost.length ? `: ${lost.slice(0, 20).join(", ")}` : ""}`,
  );
  console.log(`  stack-like  ${record.leaks.length}${record.leaks.length ? "" : " responses"}`);
  if (process.env.LOAD_JSON) {
    const failures = (phase) =>
      [...record.statuses[phase]].filter(([s]) => typeof s !== "number" || s >= 500).reduce((n, [, c]) => n + c, 0);
    const errors = failures("sign-in") + failures("run");
    writeFileSync(
      process.env.LOAD_JSON,
      JSON.stringify({
        sessions: SESSIONS,
        requests,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        errors,
        resent: record.resent.run,
      }),
    );
  }
  for (const leak of record.leaks.slice(0, 5)) console.log(`              ${leak.status} ${leak.path}: ${leak.text}`);
  if (serverLog?.length)
    console.log(
      `  server log  ${serverLog.length} lines on stderr, the last:\n${serverLog
        .slice(-10)
        .map((l) => `              ${l}`)
        .join("\n")}`,
    );
}

async function main() {
  const server = process.env.LOAD_URL ? null : REPLAY ? await startReplayingServer() : await startOwnServer();
  const origin = process.env.LOAD_URL?.replace(/\/+$/, "") ?? server.origin;
  if (!isLoopback(origin)) throw new Error(`LOAD_URL must be on this machine (localhost, 127.x, ::1), not ${origin}.`);
  try {
    const sessions = Array.from({ length: SESSIONS }, (_, i) => new Session(origin, i));
    const signInStarted = performance.now();
    // The replaying console's sign-ins all reach the one sandbox over loopback HTTP, whose queue
    // times out at 200 at once on two cores; the run (the figure) is not the sign-in's, so they
    // come in waves there.
    const wave = REPLAY ? 40 : SESSIONS;
    const signedIn = [];
    for (let i = 0; i < sessions.length; i += wave)
      signedIn.push(...(await Promise.all(sessions.slice(i, i + wave).map((s) => s.signIn()))));
    const signInMs = performance.now() - signInStarted;
    const working = sessions.filter((_, i) => signedIn[i]);
    if (working.length === 0) throw new Error("no session could sign in");

    const tag = `压测${Date.now().toString(36)}`;
    const nextCode = WRITERS ? codeSource(await listedCodes(working[0], "name=")) : () => null;

    record.phase = "run";
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(working.map((s, i) => (i < WRITERS ? write(s, deadline, nextCode, tag) : read(s, deadline))));
    const runMs = Date.now() - started;

    record.phase = "check";
    const found = WRITERS ? await listedCodes(working[0], `name=${encodeURIComponent(tag)}`) : new Set();
    const lost = [...record.acknowledged].filter((code) => !found.has(code)).sort();
    report({ origin, own: Boolean(server), signInMs, runMs, lost, found: found.size, serverLog: server?.log });

    const failed = (statuses) => [...statuses].filter(([s]) => typeof s !== "number" || s >= 500).length > 0;
    const clean = !failed(record.statuses["sign-in"]) && !failed(record.statuses.run) && record.failedSignIns === 0;
    return clean && record.failedWrites === 0 && lost.length === 0 && record.leaks.length === 0;
  } finally {
    await server?.stop();
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(`npm run load: ${error?.message ?? error}`);
    process.exit(1);
  },
);
