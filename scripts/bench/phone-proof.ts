/**
 * What the forms' proof of work costs a phone (issue 55: "solving costs a phone at 4× slowdown less
 * than 1 s before the send button answers, and the main thread no long task"), measured from the
 * page's side only: Chromium as a phone (Lighthouse's Moto G Power screen, touch) at a 4× CPU
 * slowdown (CDP `Emulation.setCPUThrottlingRate`), `/contact` loaded and left to settle, then the
 * visitor taps the first field (the first interaction: the form's code and the proof start), fills
 * the form and taps « Envoyer le message », in two ways taken in turns:
 * - at once: the send tapped as soon as the form has taken over, the proof possibly still on its way;
 * - proof ready: the same, tapped once the proof's Web Worker has ended (its answer is the proof).
 * From the press to the success toast, the difference of the two medians is what the proof costs
 * at send time. Beside it: from the first interaction to the worker's end (the proof ready), the
 * worker's own time (created → ended, as Playwright reports it), and the long tasks
 * (PerformanceObserver `longtask`, observed from the first script) while the worker solves and from
 * the first interaction until the proof is ready (the form's code arriving and hydrating counts there).
 */
import type { Browser } from "playwright";
import { PHONE } from "./floor.ts";
import { contactSendButton, epochNow, fillContactPage, firstToast, pageMoments, watchedPage } from "./lib/bot-page.ts";
import { botAddress, botEmail, longTasksWithin, percentile } from "./lib/bots.ts";
import { markdownTable, median } from "./lib/report.ts";

export const PHONE_SLOWDOWN = Number(process.env.BENCH_PHONE_SLOWDOWN ?? 4);
/** Loads per way (BENCH_PHONE_RUNS), the two ways in turns. */
export const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 10);
/** The issue's bound on what the proof adds before the send button answers. */
export const PHONE_TARGET_MS = 1000;

export type PhoneWay = "at once" | "proof ready";

type LongTasks = ReturnType<typeof longTasksWithin>;

export interface PhoneRun {
  way: PhoneWay;
  /** Press of « Envoyer le message » → the toast shown. */
  sendToAnswerMs?: number;
  /** First interaction with the form → the proof's worker ended. */
  firstInputToProofMs?: number;
  /** The worker's life: created → ended. */
  solvingMs?: number;
  workerSeen: boolean;
  /** The worker ended before the press (the visitor waited for nothing). */
  readyBeforeSend?: boolean;
  longWhileSolving?: LongTasks;
  longFirstInputToProof?: LongTasks;
  longSendToAnswer?: LongTasks;
  toast?: string | undefined;
  sent?: boolean;
  error?: string;
}

async function phoneRun(
  browser: Browser,
  url: string,
  way: PhoneWay,
  email: string,
  address: string,
): Promise<PhoneRun> {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: { "x-forwarded-for": address } });
  const workers: Array<{ created: number; closed?: number }> = [];
  try {
    const page = await watchedPage(context);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_SLOWDOWN });
    page.on("worker", (worker) => {
      const seen: { created: number; closed?: number } = { created: epochNow() };
      workers.push(seen);
      worker.on("close", () => {
        seen.closed = epochNow();
      });
    });
    await page.goto(`${url}/contact`, { waitUntil: "load", timeout: 60_000 });
    // The page's own loading is the floor bench's business: the visitor reaches the form later.
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    await page.waitForTimeout(1000);
    await fillContactPage(page, email, "tap");
    if (way === "proof ready") {
      const deadline = Date.now() + 60_000;
      while (!workers.some((w) => w.closed !== undefined) && Date.now() < deadline) await page.waitForTimeout(100);
      await page.waitForTimeout(500);
    }
    await contactSendButton(page).tap();
    const toast = await firstToast(page, 60_000);
    const moments = await pageMoments(page);
    const send = moments.sends.at(-1);
    const answer = send === undefined ? undefined : moments.toasts.find((at) => at >= send);
    const worker = workers.find((w) => w.closed !== undefined);
    const run: PhoneRun = {
      way,
      workerSeen: worker !== undefined,
      toast: toast.key,
      sent: toast.sent,
      ...(send !== undefined && answer !== undefined ? { sendToAnswerMs: answer - send } : {}),
    };
    if (send !== undefined && answer !== undefined) run.longSendToAnswer = longTasksWithin(moments.long, send, answer);
    if (worker?.closed !== undefined) {
      run.solvingMs = worker.closed - worker.created;
      run.longWhileSolving = longTasksWithin(moments.long, worker.created, worker.closed);
      if (send !== undefined) run.readyBeforeSend = worker.closed <= send;
      if (moments.firstInput !== null) {
        run.firstInputToProofMs = worker.closed - moments.firstInput;
        run.longFirstInputToProof = longTasksWithin(moments.long, moments.firstInput, worker.closed);
      }
    }
    return run;
  } catch (error) {
    return { way, workerSeen: workers.length > 0, error: (error as Error).message.split("\n")[0] ?? "error" };
  } finally {
    await context.close().catch(() => undefined);
  }
}

export interface PhoneSummary {
  way: PhoneWay;
  runs: number;
  errors: number;
  sent: number;
  /** Runs whose proof was ready before the press (the visitor waited for none of it). */
  readyBeforeSend: number;
  sendToAnswerP50Ms?: number | undefined;
  sendToAnswerP95Ms?: number | undefined;
  firstInputToProofP50Ms?: number | undefined;
  firstInputToProofP95Ms?: number | undefined;
  solvingP50Ms?: number | undefined;
  solvingP95Ms?: number | undefined;
  /** Runs with a long task while the worker solved, and the longest such task. */
  runsWithLongTaskWhileSolving: number;
  longestWhileSolvingMs: number;
  /** From the first interaction to the proof ready: the median number of long tasks, the longest, the median time over 50 ms. */
  longTasksToProofP50?: number | undefined;
  longestToProofMs: number;
  blockingToProofP50Ms?: number | undefined;
}

const defined = (values: Array<number | undefined>) => values.filter((v): v is number => v !== undefined);
const rounded = (value: number | undefined) => (value === undefined ? undefined : Math.round(value));

export function summarizePhone(runs: readonly PhoneRun[], way: PhoneWay): PhoneSummary {
  const mine = runs.filter((r) => r.way === way);
  const ok = mine.filter((r) => !r.error);
  const send = defined(ok.map((r) => r.sendToAnswerMs));
  const toProof = defined(ok.map((r) => r.firstInputToProofMs));
  const solving = defined(ok.map((r) => r.solvingMs));
  const whileSolving = ok.flatMap((r) => (r.longWhileSolving ? [r.longWhileSolving] : []));
  const toProofTasks = ok.flatMap((r) => (r.longFirstInputToProof ? [r.longFirstInputToProof] : []));
  return {
    way,
    runs: mine.length,
    errors: mine.length - ok.length,
    sent: ok.filter((r) => r.sent).length,
    readyBeforeSend: ok.filter((r) => r.readyBeforeSend).length,
    sendToAnswerP50Ms: rounded(send.length ? median(send) : undefined),
    sendToAnswerP95Ms: rounded(percentile(send, 95)),
    firstInputToProofP50Ms: rounded(toProof.length ? median(toProof) : undefined),
    firstInputToProofP95Ms: rounded(percentile(toProof, 95)),
    solvingP50Ms: rounded(solving.length ? median(solving) : undefined),
    solvingP95Ms: rounded(percentile(solving, 95)),
    runsWithLongTaskWhileSolving: whileSolving.filter((t) => t.count > 0).length,
    longestWhileSolvingMs: Math.round(Math.max(0, ...whileSolving.map((t) => t.longestMs))),
    longTasksToProofP50: toProofTasks.length ? median(toProofTasks.map((t) => t.count)) : undefined,
    longestToProofMs: Math.round(Math.max(0, ...toProofTasks.map((t) => t.longestMs))),
    blockingToProofP50Ms: rounded(toProofTasks.length ? median(toProofTasks.map((t) => t.blockingMs)) : undefined),
  };
}

export interface PhoneVerdict {
  /** Median press → answer at once, minus the same with the proof ready: what the proof adds at send. */
  proofAtSendMs: number | undefined;
  proofAtSendMet: boolean;
  /** No long task on the main thread while the worker solved, in any run. */
  noLongTaskWhileSolving: boolean;
}

export function phoneVerdict(atOnce: PhoneSummary, ready: PhoneSummary): PhoneVerdict {
  const proofAtSendMs =
    atOnce.sendToAnswerP50Ms !== undefined && ready.sendToAnswerP50Ms !== undefined
      ? Math.max(0, atOnce.sendToAnswerP50Ms - ready.sendToAnswerP50Ms)
      : undefined;
  return {
    proofAtSendMs,
    proofAtSendMet: proofAtSendMs !== undefined && proofAtSendMs < PHONE_TARGET_MS,
    noLongTaskWhileSolving:
      atOnce.runsWithLongTaskWhileSolving + ready.runsWithLongTaskWhileSolving === 0 &&
      atOnce.runs + ready.runs > atOnce.errors + ready.errors,
  };
}

const pair = (a: number | undefined, b: number | undefined) => `${a ?? "—"} / ${b ?? "—"}`;

export function phoneTable(summaries: readonly PhoneSummary[]): string {
  return markdownTable(
    [
      "way (4× slowdown)",
      "runs (errors)",
      "success toasts",
      "press → answer p50 / p95 ms",
      "first interaction → proof ready p50 / p95 ms",
      "worker solving p50 / p95 ms",
      "long tasks while solving: runs with one, longest ms",
      "long tasks first interaction → proof: median count, longest ms, median over 50 ms",
    ],
    summaries.map((s) => [
      s.way,
      `${s.runs} (${s.errors})`,
      s.sent,
      pair(s.sendToAnswerP50Ms, s.sendToAnswerP95Ms),
      pair(s.firstInputToProofP50Ms, s.firstInputToProofP95Ms),
      pair(s.solvingP50Ms, s.solvingP95Ms),
      `${s.runsWithLongTaskWhileSolving}, ${s.longestWhileSolvingMs}`,
      `${s.longTasksToProofP50 ?? "—"}, ${s.longestToProofMs}, ${s.blockingToProofP50Ms ?? "—"}`,
    ]),
  );
}

/** The phone case: PHONE_RUNS loads of each way, in turns, each in a new context (nothing cached). */
export async function benchPhoneProof(
  browser: Browser,
  url: string,
  runId: string,
  botIndex: number,
): Promise<{ runs: PhoneRun[]; summaries: PhoneSummary[]; verdict: PhoneVerdict }> {
  const runs: PhoneRun[] = [];
  for (let n = 0; n < PHONE_RUNS * 2; n++) {
    const way: PhoneWay = n % 2 === 0 ? "at once" : "proof ready";
    const run = await phoneRun(browser, url, way, botEmail(runId, "phone", n), botAddress(botIndex, n));
    runs.push(run);
    console.log(
      `  phone ${way} ${Math.floor(n / 2) + 1}/${PHONE_RUNS}: ${run.error ? `✖ ${run.error}` : `press → answer ${Math.round(run.sendToAnswerMs ?? Number.NaN)} ms, proof ready ${Math.round(run.firstInputToProofMs ?? Number.NaN)} ms after the first tap`}`,
    );
  }
  const summaries = [summarizePhone(runs, "at once"), summarizePhone(runs, "proof ready")];
  return { runs, summaries, verdict: phoneVerdict(summaries[0]!, summaries[1]!) };
}
