/**
 * `npm run bench -- bots`: scripted bots against the server of the build (as server.ts starts it:
 * scripts/serve.ts, SQLite in a fresh folder, TRUST_PROXY=1), with SMTP, Brevo and the chat unset so
 * that every outbox job waits and is counted. For each bot, afterwards, from the store: the share of
 * its submissions that became leads (rows in `submissions`, and their outbox jobs) and the share
 * kept among « Indésirables » (`unwanted_submissions`, by reason), beside what the checks from
 * before issue 55 (an empty honeypot, 10 a minute per address, one a minute per e-mail) would have
 * delivered of the same attempts.
 *
 * - http (plain HTTP posts to POST /functions/v1/submit-contact, BENCH_BOT_RUNS each, 10 at a time,
 *   each from its own X-Forwarded-For address unless said):
 *   (a) JSON without a proof of work;
 *   (b) the form without JavaScript (`x-form-plain: 1`): its stamp sent back at once; and never sent back;
 *   (c) the same waiting the minimum filling time: every bot from one address (the stricter throttle),
 *   and one stamp reused by every bot from rotating addresses;
 *   with BENCH_BASELINE_DIR (another checkout, installed and built: the tree before issue 55) the same
 *   bots against it too, measured "before".
 * - browser: headless Chromium filling and sending the contact page's form and the footer's newsletter,
 *   BENCH_BOT_RUNS each, each in a new context with its own address: delivered, and the time from the
 *   press to the answer (what the proof costs a full browser: it gets through, later).
 * - phone: scripts/bench/phone-proof.ts (the proof's cost on a phone at 4× slowdown).
 * BENCH_BOT_PARTS=http,browser,phone narrows a run; BENCH_PHONE_RUNS sets the phone's loads per way.
 */
import { randomBytes } from "node:crypto";
import { type Browser, chromium } from "playwright";
import { FORM_CHECK_HEADERS, MIN_FILLING_MS } from "../../lib/forms/form-checks.ts";
import { loadConfig } from "../../lib/server/config.ts";
import { CHROMIUM_FLAGS, chromiumPath, missingChromiumMessage } from "../chromium.ts";
import {
  contactSendButton,
  epochNow,
  fillContactPage,
  fillNewsletter,
  firstToast,
  interactive,
  newsletterSendButton,
  pageMoments,
  watchedPage,
} from "./lib/bot-page.ts";
import { readBotRows } from "./lib/bot-store.ts";
import {
  type BotAttempt,
  type BotShares,
  type BotTally,
  botAddress,
  botEmail,
  botShares,
  oldRules,
  percent,
  percentile,
  tallyBots,
} from "./lib/bots.ts";
import { CONTACT_PATH, contactFields, functionsKey } from "./lib/contact.ts";
import { benchDistDir, type ServerProcess, startNext } from "./lib/next-server.ts";
import { markdownTable, median, saveResults } from "./lib/report.ts";
import { type BenchStore, sqliteStore } from "./lib/stores.ts";
import { benchPhoneProof, PHONE_RUNS, PHONE_SLOWDOWN, PHONE_TARGET_MS, phoneTable } from "./phone-proof.ts";

const RUNS = Number(process.env.BENCH_BOT_RUNS ?? 200);
const PARTS = new Set((process.env.BENCH_BOT_PARTS ?? "http,browser,phone").split(",").map((p) => p.trim()));
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR?.trim() || undefined;
/** Requests of one HTTP bot in flight at once. */
const CONCURRENCY = 10;

/** No delivery configured: every job of a lead waits in the outbox, where it is counted. */
const NO_DELIVERY = { SMTP_URL: "", SALES_EMAIL: "", BREVO_API_KEY: "", CHAT_WEBHOOK_URL: "" };

/** The limits the server applies, read as it reads them from the environment it inherits. */
const CONFIG = loadConfig({ ...process.env, DATA_DIR: undefined, DATABASE_URL: undefined });
const RULES = oldRules(CONFIG.rateLimit);

export interface HttpBot {
  id: string;
  label: string;
  /** Every attempt from one address (the others: each its own). */
  oneAddress?: true;
  /** The plain form sent back with its stamp only after the minimum filling time. */
  waits?: true;
  /** One stamp, asked once, reused by every attempt. */
  sharedStamp?: true;
  /** The plain form's header (no proof possible), else a JSON post as a script writes it. */
  plain?: true;
  /** The stamp, when the server gives one, is never sent back. */
  noStampBack?: true;
}

export const HTTP_BOTS: readonly HttpBot[] = [
  { id: "json", label: "(a) JSON post to the function, no proof, rotating addresses" },
  { id: "plain-at-once", label: "(b) plain form (no JavaScript), its stamp sent back at once", plain: true },
  { id: "plain-no-stamp", label: "(b) plain form, no stamp ever sent back", plain: true, noStampBack: true },
  {
    id: "plain-waiting",
    label: `(c) plain form, stamp sent back after ${MIN_FILLING_MS / 1000} s, all from one address`,
    plain: true,
    waits: true,
    oneAddress: true,
  },
  {
    id: "plain-stamp-reused",
    label: `(c) plain form, one stamp reused after ${MIN_FILLING_MS / 1000} s by every bot, rotating addresses`,
    plain: true,
    waits: true,
    sharedStamp: true,
  },
];

interface Answer {
  status: number;
  stamp?: string;
}

export interface Outcome {
  attempts: BotAttempt[];
  statuses: Record<string, number>;
  answeredAsSent: number;
  /** Network errors and 5xx: the run is unsound. */
  failures: number;
}

async function postContact(url: string, key: string, address: string, body: object, headers: object): Promise<Answer> {
  const res = await fetch(`${url}${CONTACT_PATH}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${key}`,
      "x-forwarded-for": address,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { stamp?: unknown };
  return { status: res.status, ...(typeof json.stamp === "string" ? { stamp: json.stamp } : {}) };
}

/** `count` tasks, at most `limit` at a time. */
async function inTurns<T>(count: number, limit: number, task: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      results[n] = await task(n);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

/** One HTTP bot's `runs` attempts on the server at `url`: each a submission as the bot sends it, the last answer kept. */
export async function runHttpBot(
  url: string,
  runId: string,
  bot: HttpBot,
  botIndex: number,
  runs = RUNS,
): Promise<Outcome> {
  const key = functionsKey();
  const address = (n: number) => botAddress(botIndex, n, !bot.oneAddress);
  const body = (n: number) => ({ ...contactFields(n, runId), email: botEmail(runId, bot.id, n) });
  const plain = bot.plain ? { [FORM_CHECK_HEADERS.plain]: "1" } : {};
  const send = (n: number, stamp?: string) =>
    postContact(url, key, address(n), body(n), stamp ? { ...plain, [FORM_CHECK_HEADERS.stamp]: stamp } : plain);
  const attempts: BotAttempt[] = [];
  const answers: Array<Answer | Error> = [];
  const record = async (n: number, post: () => Promise<Answer>) => {
    const at = Date.now();
    attempts.push({ address: address(n), email: botEmail(runId, bot.id, n), at });
    answers.push(await post().catch((error: Error) => error));
  };

  if (!bot.waits) {
    await inTurns(runs, CONCURRENCY, (n) =>
      record(n, async () => {
        const first = await send(n);
        return first.status === 428 && first.stamp && !bot.noStampBack ? send(n, first.stamp) : first;
      }),
    );
  } else {
    // Every bot's first post (or one for all), then the minimum filling time, then each sends again.
    let stamps: Array<string | undefined>;
    if (bot.sharedStamp) {
      const first = await postContact(
        url,
        key,
        address(runs),
        { ...body(0), email: botEmail(runId, `${bot.id}-stamp`, 0) },
        plain,
      );
      stamps = Array.from({ length: runs }, () => first.stamp);
    } else {
      const firsts = await inTurns(runs, CONCURRENCY, async (n) => {
        const at = Date.now();
        return { at, answer: await send(n).catch((error: Error) => error) };
      });
      stamps = firsts.map(({ answer }) => (answer instanceof Error ? undefined : answer.stamp));
      // A server that stores the first post (no plain path: the baseline) has answered it already.
      firsts.forEach(({ at, answer }, n) => {
        if (answer instanceof Error || answer.status !== 428) {
          attempts.push({ address: address(n), email: botEmail(runId, bot.id, n), at });
          answers.push(answer);
        }
      });
    }
    if (stamps.some(Boolean)) await new Promise((r) => setTimeout(r, MIN_FILLING_MS + 250));
    const again = stamps.flatMap((stamp, n) => (stamp || bot.sharedStamp ? [{ n, stamp }] : []));
    await inTurns(again.length, CONCURRENCY, (i) => record(again[i]!.n, () => send(again[i]!.n, again[i]!.stamp)));
  }

  const statuses: Record<string, number> = {};
  let answeredAsSent = 0;
  let failures = 0;
  for (const answer of answers) {
    const label = answer instanceof Error ? "error" : String(answer.status);
    statuses[label] = (statuses[label] ?? 0) + 1;
    if (!(answer instanceof Error) && answer.status >= 200 && answer.status < 300) answeredAsSent++;
    if (answer instanceof Error || answer.status >= 500) failures++;
  }
  return { attempts, statuses, answeredAsSent, failures };
}

interface BotResult extends BotShares {
  bot: string;
  label: string;
  /** The store's rows of this bot: leads by proof, jobs by channel, « Indésirables » by reason. */
  tally: BotTally | undefined;
  statuses?: Record<string, number>;
  failures: number;
}

/** Starts a server of the build (or of the baseline checkout) on a fresh SQLite store, no delivery configured. */
async function botServer(store: BenchStore, cwd?: string): Promise<ServerProcess> {
  return startNext({ ...store.env, ...NO_DELIVERY, TRUST_PROXY: "1", LOG_LEVEL: "info" }, undefined, cwd);
}

async function httpBots(runId: string, cwd?: string): Promise<BotResult[]> {
  const store = sqliteStore();
  const server = await botServer(store, cwd);
  const outcomes: Outcome[] = [];
  try {
    for (const [index, bot] of HTTP_BOTS.entries()) {
      const outcome = await runHttpBot(server.url, runId, bot, index);
      outcomes.push(outcome);
      console.log(`  ${cwd ? "baseline " : ""}${bot.id}: ${JSON.stringify(outcome.statuses)}`);
    }
  } finally {
    await server.stop();
  }
  try {
    const tallies = tallyBots(runId, await readBotRows(store, runId));
    return HTTP_BOTS.map((bot, i) => ({
      bot: bot.id,
      label: bot.label,
      ...botShares(outcomes[i]!.attempts, outcomes[i]!.answeredAsSent, tallies.get(bot.id), RULES),
      tally: tallies.get(bot.id),
      statuses: outcomes[i]!.statuses,
      failures: outcomes[i]!.failures,
    }));
  } finally {
    await store.drop();
  }
}

type BrowserForm = "contact" | "newsletter";

interface BrowserRun {
  form: BrowserForm;
  attempt: BotAttempt;
  toast?: string | undefined;
  sent: boolean;
  /** The press of the send button → the toast. */
  sendToAnswerMs?: number;
  /** The page asked → the toast: the bot's whole visit. */
  visitMs?: number;
  error?: string;
}

async function browserRun(
  browser: Browser,
  url: string,
  form: BrowserForm,
  runId: string,
  botIndex: number,
  n: number,
): Promise<BrowserRun> {
  const email = botEmail(runId, `browser-${form}`, n);
  const address = botAddress(botIndex, n);
  const context = await browser.newContext({
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  const attempt: BotAttempt = { address, email, at: Date.now() };
  try {
    const page = await watchedPage(context);
    const started = epochNow();
    await page.goto(`${url}/contact`, { waitUntil: "load", timeout: 30_000 });
    await interactive(page);
    if (form === "contact") await fillContactPage(page, email);
    else await fillNewsletter(page, email);
    attempt.at = Date.now();
    await (form === "contact" ? contactSendButton(page) : newsletterSendButton(page)).click();
    const toast = await firstToast(page);
    const moments = await pageMoments(page);
    const send = moments.sends.at(-1);
    const answer = send === undefined ? undefined : moments.toasts.find((at) => at >= send);
    return {
      form,
      attempt,
      toast: toast.key,
      sent: toast.sent,
      ...(send !== undefined && answer !== undefined
        ? { sendToAnswerMs: answer - send, visitMs: answer - started }
        : {}),
    };
  } catch (error) {
    return { form, attempt, sent: false, error: (error as Error).message.split("\n")[0] ?? "error" };
  } finally {
    await context.close().catch(() => undefined);
  }
}

interface BrowserSummary {
  form: BrowserForm;
  runs: number;
  errors: number;
  successToasts: number;
  toasts: Record<string, number>;
  sendToAnswerP50Ms?: number | undefined;
  sendToAnswerP95Ms?: number | undefined;
  visitP50Ms?: number | undefined;
}

function summarizeBrowser(runs: readonly BrowserRun[], form: BrowserForm): BrowserSummary {
  const mine = runs.filter((r) => r.form === form);
  const send = mine.flatMap((r) => (r.sendToAnswerMs === undefined ? [] : [r.sendToAnswerMs]));
  const visit = mine.flatMap((r) => (r.visitMs === undefined ? [] : [r.visitMs]));
  const toasts: Record<string, number> = {};
  for (const r of mine) if (r.toast) toasts[r.toast] = (toasts[r.toast] ?? 0) + 1;
  const round = (v: number | undefined) => (v === undefined ? undefined : Math.round(v));
  return {
    form,
    runs: mine.length,
    errors: mine.filter((r) => r.error).length,
    successToasts: mine.filter((r) => r.sent).length,
    toasts,
    sendToAnswerP50Ms: round(send.length ? median(send) : undefined),
    sendToAnswerP95Ms: round(percentile(send, 95)),
    visitP50Ms: round(visit.length ? median(visit) : undefined),
  };
}

async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(missingChromiumMessage());
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}

const BROWSER_BOTS: ReadonlyArray<{ form: BrowserForm; label: string }> = [
  { form: "contact", label: "(d) Chromium: the contact page's form, filled and sent" },
  { form: "newsletter", label: "(d) Chromium: the footer's newsletter, filled and sent" },
];

/** The browser bots and the phone case, on one server of the build. */
async function browserBots(runId: string) {
  const store = sqliteStore();
  const server = await botServer(store);
  const browser = await launchChromium();
  const runs: BrowserRun[] = [];
  let phone: Awaited<ReturnType<typeof benchPhoneProof>> | undefined;
  try {
    if (PARTS.has("browser"))
      for (let n = 0; n < RUNS; n++)
        for (const [i, { form }] of BROWSER_BOTS.entries()) {
          const run = await browserRun(browser, server.url, form, runId, HTTP_BOTS.length + i, n);
          runs.push(run);
          if (run.error || n % 20 === 19) console.log(`  browser ${form} ${n + 1}/${RUNS}: ${run.error ?? run.toast}`);
        }
    if (PARTS.has("phone")) phone = await benchPhoneProof(browser, server.url, runId, HTTP_BOTS.length + 2);
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
  }
  try {
    const tallies = tallyBots(runId, await readBotRows(store, runId));
    const results: BotResult[] = [];
    const summaries: BrowserSummary[] = [];
    if (PARTS.has("browser"))
      for (const { form, label } of BROWSER_BOTS) {
        const mine = runs.filter((r) => r.form === form);
        const summary = summarizeBrowser(runs, form);
        summaries.push(summary);
        results.push({
          bot: `browser-${form}`,
          label,
          ...botShares(
            mine.map((r) => r.attempt),
            summary.successToasts,
            tallies.get(`browser-${form}`),
            RULES,
          ),
          tally: tallies.get(`browser-${form}`),
          failures: summary.errors,
        });
      }
    return { results, summaries, runs, phone };
  } finally {
    await store.drop();
  }
}

const reasons = (tally: BotTally | undefined) =>
  Object.entries(tally?.unwanted ?? {})
    .map(([reason, count]) => `${reason} ${count}`)
    .join(", ");

export function botsTable(results: readonly BotResult[], measuredBefore: readonly BotResult[] = []): string {
  return markdownTable(
    [
      "bot",
      "attempts",
      "answered as sent",
      "leads (outbox jobs)",
      "« Indésirables » (reasons)",
      "nothing kept (428, 429)",
      "delivered now",
      "delivered before (old rules)",
      ...(measuredBefore.length ? ["delivered before (measured)"] : []),
    ],
    results.map((r) => {
      const before = measuredBefore.find((b) => b.bot === r.bot);
      return [
        r.label,
        r.attempts,
        r.answeredAsSent,
        `${r.leads} (${r.jobs})`,
        `${r.unwanted}${r.unwanted ? ` (${reasons(r.tally)})` : ""}`,
        r.notKept,
        `${r.leads} = ${percent(r.deliveredShare)}`,
        `${r.deliveredBefore} = ${percent(r.deliveredBeforeShare)}`,
        ...(measuredBefore.length ? [before ? `${before.leads} = ${percent(before.deliveredShare)}` : "—"] : []),
      ];
    }),
  );
}

export function browserTable(summaries: readonly BrowserSummary[]): string {
  return markdownTable(
    [
      "Chromium bot",
      "runs (errors)",
      "success toasts",
      "other answers",
      "press → answer p50 / p95 ms",
      "whole visit p50 ms",
    ],
    summaries.map((s) => [
      s.form,
      `${s.runs} (${s.errors})`,
      s.successToasts,
      Object.entries(s.toasts)
        .filter(([key]) => key !== "contactSuccess" && key !== "newsletterSuccess")
        .map(([key, count]) => `${key} ${count}`)
        .join(", ") || "—",
      `${s.sendToAnswerP50Ms ?? "—"} / ${s.sendToAnswerP95Ms ?? "—"}`,
      s.visitP50Ms ?? "—",
    ]),
  );
}

export async function benchBots(): Promise<{ ok: boolean; table: string }> {
  const runId = randomBytes(3).toString("hex");
  console.log(
    `\n▶ bots: ${RUNS} submissions per bot, parts ${[...PARTS].join(", ")}, build ${benchDistDir()}${BASELINE_DIR ? `, baseline ${BASELINE_DIR}` : ""}; before issue 55: ${RULES.perAddress.max} per ${RULES.perAddress.windowMs / 1000} s per address; now the plain form: ${CONFIG.plainFormLimit.max} per ${CONFIG.plainFormLimit.windowMs / 60_000} min per address`,
  );
  const http = PARTS.has("http") ? await httpBots(runId) : [];
  const baseline = PARTS.has("http") && BASELINE_DIR ? await httpBots(`${runId}b`, BASELINE_DIR) : [];
  const browser = PARTS.has("browser") || PARTS.has("phone") ? await browserBots(runId) : undefined;

  const results = [...http, ...(browser?.results ?? [])];
  const sections = [botsTable(results, baseline)];
  if (browser?.summaries.length) sections.push(browserTable(browser.summaries));
  if (browser?.phone) sections.push(phoneTable(browser.phone.summaries));
  const table = sections.join("\n\n");

  const phone = browser?.phone;
  const file = saveResults("bots", {
    build: "next",
    distDir: benchDistDir(),
    runs: RUNS,
    parts: [...PARTS],
    baselineDir: BASELINE_DIR,
    rules: {
      before: RULES,
      plainForm: CONFIG.plainFormLimit,
      rateLimit: CONFIG.rateLimit,
      minFillingMs: MIN_FILLING_MS,
    },
    results,
    measuredBefore: baseline,
    browser: browser ? { summaries: browser.summaries, runs: browser.runs } : undefined,
    phone: phone
      ? { slowdown: PHONE_SLOWDOWN, runsPerWay: PHONE_RUNS, targetMs: PHONE_TARGET_MS, ...phone }
      : undefined,
  });
  console.log(`\n${table}\n\nSaved ${file}`);
  const json = http.find((r) => r.bot === "json");
  if (json)
    console.log(
      `  (a) without a proof: ${json.leads} of ${json.attempts} delivered ${json.leads === 0 ? "✓" : "✗"}, ${json.unwanted} kept among « Indésirables »`,
    );
  if (phone)
    console.log(
      `  phone (${PHONE_SLOWDOWN}× slowdown): the proof adds ${phone.verdict.proofAtSendMs ?? "?"} ms at the press (< ${PHONE_TARGET_MS} ms ${phone.verdict.proofAtSendMet ? "✓" : "✗"}); no long task while solving ${phone.verdict.noLongTaskWhileSolving ? "✓" : "✗"}`,
    );
  const unsound = [...results, ...baseline].filter((r) => r.failures > 0 && r.failures === r.attempts);
  const httpFailures = [...http, ...baseline].reduce((total, r) => total + r.failures, 0);
  const phoneBroken = phone?.summaries.every((s) => s.errors === s.runs) ?? false;
  if (httpFailures) console.error(`✖ ${httpFailures} HTTP posts failed (network error or 5xx)`);
  for (const r of unsound) console.error(`✖ ${r.bot}: every attempt failed`);
  if (phoneBroken) console.error("✖ phone: every run failed");
  return { ok: httpFailures === 0 && unsound.length === 0 && !phoneBroken, table };
}
