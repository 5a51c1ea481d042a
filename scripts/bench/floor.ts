/**
 * `npm run bench -- floor`: what the main thread of a visitor's phone pays for the framework on the
 * public pages, against the floor (the same page with every `/_next/static/chunks/*.js` refused:
 * the early controls, the HTML and the CSS alone) and, with BENCH_BASELINE_DIR (another checkout,
 * installed and built), against that build, each load alternating between them in one run.
 *
 * - Blocking: Chromium at a 4× CPU slowdown (CDP `Emulation.setCPUThrottlingRate`), no interaction,
 *   the long tasks' time over 50 ms summed over the first 10 s of each load (as TBT counts it), median
 *   of 5 loads per route and build, each in a new context (nothing cached).
 * - The first tap: at the same slowdown, one control tapped 1 s, 2 s and 4 s after the navigation
 *   (the cookie banner's « Accepter tout » at 1.5 s, once shown), median of 3: its latency as Event
 *   Timing reports it, the longest of its interactions (as `web-vitals` counts INP). A tap the page
 *   answers with another page (a form's link before the dialog's code) is said as such, with its
 *   latency on the page it left when Event Timing reported it before the page went. Each tap in a
 *   browser of its own, killed if the tap is given up (90 s).
 * - Beside them: each page's HTML as served (bytes, and brotli), and Lighthouse mobile's TBT
 *   (median of 3; BENCH_FLOOR_LIGHTHOUSE=0 leaves it out).
 * BENCH_ROUTES, BENCH_FLOOR_LOADS, BENCH_FLOOR_TAPS, BENCH_FLOOR_PARTS (blocking,taps,lighthouse) narrow a run.
 */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { brotliCompressSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright";
import { CHROMIUM_FLAGS, chromiumPath, missingChromiumMessage } from "../chromium.ts";
import { type ServerProcess, startNext, tempDataDir } from "./lib/next-server.ts";
import { markdownTable, median, saveResults } from "./lib/report.ts";
import { CHROME_FLAGS, measure } from "./web.ts";

const SLOWDOWN = Number(process.env.BENCH_FLOOR_SLOWDOWN ?? 4);
const LOADS = Number(process.env.BENCH_FLOOR_LOADS ?? 5);
const TAPS = Number(process.env.BENCH_FLOOR_TAPS ?? 3);
const WINDOW_MS = 10_000;
/** Google's "good" INP, and the issue's bound for each first tap. */
export const TAP_TARGET_MS = 200;
/** What a long task costs beyond this (TBT's rule). */
const LONG_TASK_MS = 50;

export const FLOOR_ROUTES = [
  "/",
  "/tarifs/facturepro",
  "/blog",
  "/blog/devis-rapides-signer-plus-de-clients",
  "/ressources/faq",
];

/** A phone's screen (Lighthouse's Moto G Power), touch, in French: the benches' phone. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: "fr-FR",
  timezoneId: "Europe/Paris",
} as const;

/** A control the visitor taps, where, and what they do with it. */
interface Tap {
  name: string;
  route: string;
  selector: string;
  /** Characters typed once the control has the focus. */
  typed?: string;
  /** The control appears after the page's own delay: tapped once shown. */
  shownLater?: boolean;
  delays: number[];
}

/** When the visitor taps, after the navigation started. */
const TAP_DELAYS = [1000, 2000, 4000];

export const TAPS_MEASURED: Tap[] = [
  { name: "menu mobile", route: "/", selector: "#mobile-menu-toggle", delays: TAP_DELAYS },
  {
    name: "question de la FAQ",
    route: "/ressources/faq",
    selector: 'main [data-early="faq"]',
    delays: TAP_DELAYS,
  },
  {
    name: "champ de formulaire + 3 caractères",
    route: "/contact",
    selector: 'main form input[type="text"], main form input:not([type])',
    typed: "abc",
    delays: TAP_DELAYS,
  },
  {
    name: "ouverture de la démo",
    route: "/tarifs/facturepro",
    selector: 'main [data-open-dialog="demo"]',
    delays: TAP_DELAYS,
  },
  {
    name: "« Accepter tout »",
    route: "/",
    selector: 'button:text-is("Accepter tout")',
    shownLater: true,
    delays: [1500],
  },
];

/** How each Event Timing entry is also logged: a tap answered by a navigation leaves its page, and its entries with it. */
const EVENT_LOG = "__floor_event";

/** Collects the long tasks and the interactions' Event Timing entries from before the page's first script. */
const OBSERVERS = `
  window.__floor = { long: [], events: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__floor.long.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) {
        window.__floor.events.push([entry.interactionId, entry.duration, entry.name]);
        console.debug("${EVENT_LOG}", entry.interactionId, entry.duration, entry.name);
      }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

interface Variant {
  label: string;
  server: ServerProcess;
  /** The floor: every framework chunk refused. */
  refuseChunks: boolean;
}

async function phonePage(browser: Browser, variant: Variant): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE);
  if (variant.refuseChunks) await context.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, (route) => route.abort());
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
  return { context, page };
}

/** Waits in the page until `ms` after its navigation started, by the page's own clock. */
async function until(page: Page, ms: number): Promise<void> {
  await page.waitForFunction((at) => performance.now() >= at, ms, { polling: 50, timeout: ms + 60_000 });
}

/** The long tasks' time over 50 ms in the first 10 s of one load, and the longest task. */
export function blockingOf(tasks: [number, number][]): { blockingMs: number; longestMs: number } {
  const within = tasks.filter(([start]) => start < WINDOW_MS);
  return {
    blockingMs: within.reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS), 0),
    longestMs: within.reduce((longest, [, duration]) => Math.max(longest, duration), 0),
  };
}

async function blockingLoad(browser: Browser, variant: Variant, route: string) {
  const { context, page } = await phonePage(browser, variant);
  try {
    await page.goto(`${variant.server.url}${route}`, { waitUntil: "commit" });
    await until(page, WINDOW_MS);
    const tasks = await page.evaluate(
      () => (window as unknown as { __floor: { long: [number, number][] } }).__floor.long,
    );
    return blockingOf(tasks);
  } finally {
    await context.close();
  }
}

/** An interaction's latency: the longest Event Timing entry of each interaction, the longest of them. */
export function latencyOf(events: [number, number, string][]): number | undefined {
  if (!events.length) return undefined;
  return Math.max(...events.map(([, duration]) => duration));
}

/**
 * A tap answered by a navigation: its latency on the page it left, when Event Timing reported it
 * before the page went (INP's own measure, which a page left unpainted does not count), and the
 * time from the finger to the new page's first contentful paint (what the visitor waits for).
 */
type TapResult =
  | { latencyMs: number }
  | { navigated: true; latencyMs?: number; newPageMs?: number }
  | { unmeasured: string };

/** A tap's measure that takes longer than this is abandoned and said (a renderer stuck must not stall the run). */
const TAP_GIVE_UP_MS = 90_000;

/**
 * One tap, in a browser of its own, killed once the tap is measured or given up: a throttled
 * renderer left busy by a context closed mid-navigation (settled() now waits for the new page)
 * must never stall the run, nor weigh on the next tap.
 */
async function tapOnce(chromePath: string, variant: Variant, tap: Tap, delay: number): Promise<TapResult> {
  const server = await chromium.launchServer({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<TapResult>((resolve) => {
    timer = setTimeout(() => resolve({ unmeasured: `no answer within ${TAP_GIVE_UP_MS / 1000} s` }), TAP_GIVE_UP_MS);
  });
  try {
    const browser = await chromium.connect(server.wsEndpoint());
    const measured = (async () => {
      const { page } = await phonePage(browser, variant);
      return await measureTap(page, variant, tap, delay);
    })();
    return await Promise.race([measured, giveUp]);
  } finally {
    clearTimeout(timer);
    // Nothing of this browser is needed again: killed rather than closed, which could wait on a renderer.
    await server.kill();
  }
}

/**
 * A tap answered by a navigation: measured as such once the new page has loaded. The page left's
 * own load state would answer at once: closing the context while a throttled renderer was still
 * between two documents left it busy for good, and the run stalled (three taps of three, once).
 */
async function settled(
  page: Page,
  route: string,
  logged: [number, number, string][],
  tappedAt: number,
): Promise<TapResult> {
  const painted = await page
    .waitForURL((url) => url.pathname !== route, { waitUntil: "load", timeout: 30_000 })
    // The load event may come before the first paint on a slow device: wait for the paint itself.
    .then(() =>
      page.waitForFunction(
        () => {
          const paint = performance.getEntriesByName("first-contentful-paint")[0];
          return paint ? performance.timeOrigin + paint.startTime : undefined;
        },
        undefined,
        { timeout: 10_000 },
      ),
    )
    .then((handle) => handle.jsonValue())
    .catch(() => undefined);
  const latencyMs = latencyOf(logged);
  return {
    navigated: true,
    ...(latencyMs === undefined ? {} : { latencyMs }),
    ...(painted === undefined ? {} : { newPageMs: Math.round(painted - tappedAt) }),
  };
}

async function measureTap(page: Page, variant: Variant, tap: Tap, delay: number): Promise<TapResult> {
  const logged: [number, number, string][] = [];
  let tappedAt = Number.NaN;
  page.on("console", (message) => {
    const [marker, id, duration, name] = message.text().split(" ");
    if (marker === EVENT_LOG) logged.push([Number(id), Number(duration), name ?? ""]);
  });
  try {
    const url = `${variant.server.url}${tap.route}`;
    await page.goto(url, { waitUntil: "commit" });
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const control = page.locator(tap.selector).first();
    if (tap.shownLater) await control.waitFor({ state: "visible", timeout: 30_000 });
    else await until(page, Math.max(0, delay - 500));
    // In the middle of the screen, as a visitor scrolls to it: below, the cookie banner (from 1 s)
    // would take the tap. Scrolled by script, which is no sign of activity for the page's loader.
    await control.evaluate((element) => element.scrollIntoView({ block: "center" }), undefined, { timeout: 30_000 });
    const box = await control.boundingBox({ timeout: 30_000 });
    if (!box) return { unmeasured: "the control is not on the screen" };
    const hit = await control.evaluate(
      (element, [x, y]) => {
        const found = document.elementFromPoint(x as number, y as number);
        return !!found && (element === found || element.contains(found));
      },
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    if (!hit) return { unmeasured: "something else covers the control" };
    // The finger lands at its moment by the wall clock, whatever the page is busy with: Chromium
    // queues the touch until the main thread is free, and Event Timing counts that wait (unlike
    // Playwright's actionable tap, which would land between two tasks).
    const wait = timeOrigin + delay - Date.now();
    if (!tap.shownLater && wait > 0) await new Promise((resume) => setTimeout(resume, wait));
    let navigated = false;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigated = true;
    });
    tappedAt = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    if (tap.typed) await page.keyboard.type(tap.typed);
    // The entries come after the next paint: two frames, then a moment for the observer's callback.
    await page.evaluate(
      () =>
        new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))),
    );
    if (navigated) return await settled(page, tap.route, logged, tappedAt);
    const events = await page.evaluate(
      () => (window as unknown as { __floor: { events: [number, number, string][] } }).__floor.events,
    );
    // No entry: every event of the interaction took less than Event Timing's 16 ms threshold.
    return { latencyMs: latencyOf(events) ?? 16 };
  } catch (error) {
    if (/navigat|Execution context was destroyed|Target .*closed/i.test(String(error)))
      return await settled(page, tap.route, logged, tappedAt);
    return { unmeasured: String((error as Error).message ?? error).split("\n")[0] ?? "" };
  }
}

/** The page's HTML as served: bytes and brotli. */
async function htmlSize(server: ServerProcess, route: string): Promise<{ bytes: number; brotli: number }> {
  const html = Buffer.from(await (await fetch(`${server.url}${route}`)).arrayBuffer());
  return { bytes: html.length, brotli: brotliCompressSync(html).length };
}

/** Lighthouse mobile's TBT on `url`, median of `runs` (performance only). */
async function lighthouseTbt(url: string, port: number, runs = 3): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < runs; i++) {
    const tbt = (await measure(url, port, ["performance"])).audits["total-blocking-time"]?.numericValue;
    if (typeof tbt === "number") values.push(tbt);
  }
  return values.length ? median(values) : Number.NaN;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function tapText(results: TapResult[]): string {
  const latencies = results.flatMap((result) =>
    "latencyMs" in result && result.latencyMs !== undefined ? [result.latencyMs] : [],
  );
  const navigated = results.filter((result) => "navigated" in result).length;
  const unmeasured = results.filter((result) => "unmeasured" in result).length;
  const parts = [latencies.length ? ms(median(latencies)) : ""];
  const newPage = results.flatMap((result) =>
    "newPageMs" in result && result.newPageMs !== undefined ? [result.newPageMs] : [],
  );
  if (navigated)
    parts.push(`${navigated}× its page${newPage.length ? ` (painted ${ms(median(newPage))} after the tap)` : ""}`);
  if (unmeasured) parts.push(`${unmeasured}× ✖`);
  return parts.filter(Boolean).join(", ");
}

export async function benchFloor(): Promise<{ ok: boolean; table: string }> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error(missingChromiumMessage());
  const only = process.env.BENCH_ROUTES?.split(",").map((route) => route.trim());
  const routes = only ?? FLOOR_ROUTES;
  const parts = new Set((process.env.BENCH_FLOOR_PARTS ?? "blocking,taps,lighthouse").split(","));
  if (process.env.BENCH_FLOOR_LIGHTHOUSE === "0") parts.delete("lighthouse");
  const baselineDir = process.env.BENCH_BASELINE_DIR ? resolve(process.env.BENCH_BASELINE_DIR) : undefined;
  console.log(
    `\n▶ floor: ${SLOWDOWN}× CPU slowdown, ${LOADS} loads per route for the blocking time, ${TAPS} per first tap; this build, the floor (chunks refused)${baselineDir ? `, and the baseline ${baselineDir}` : ""}`,
  );

  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  const serve = async (cwd?: string) => {
    const dataDir = tempDataDir("floor");
    dataDirs.push(dataDir);
    const server = await startNext({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }, undefined, cwd);
    servers.push(server);
    return server;
  };
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    const current = await serve();
    const variants: Variant[] = [
      ...(baselineDir ? [{ label: "baseline", server: await serve(baselineDir), refuseChunks: false }] : []),
      { label: "this build", server: current, refuseChunks: false },
      { label: "floor", server: current, refuseChunks: true },
    ];
    const tables: string[] = [];
    const data: Record<string, unknown> = { slowdown: SLOWDOWN, loads: LOADS, taps: TAPS, routes, baselineDir };

    if (parts.has("blocking")) {
      const blocking = new Map<string, { blockingMs: number[]; longestMs: number[] }>();
      for (const route of routes)
        for (let load = 0; load < LOADS; load++)
          // Alternated: each load of each build in turn, so that the machine's moods fall on all of them.
          for (const variant of variants) {
            const key = `${route} ${variant.label}`;
            const figures = await blockingLoad(browser, variant, route);
            const entry = blocking.get(key) ?? { blockingMs: [], longestMs: [] };
            entry.blockingMs.push(figures.blockingMs);
            entry.longestMs.push(figures.longestMs);
            blocking.set(key, entry);
            console.log(`  ${route} ${variant.label}: ${ms(figures.blockingMs)} (longest ${ms(figures.longestMs)})`);
          }
      const sizes = new Map<string, { bytes: number; brotli: number }>();
      for (const variant of variants.filter((v) => !v.refuseChunks))
        for (const route of routes) sizes.set(`${route} ${variant.label}`, await htmlSize(variant.server, route));
      const rows = routes.map((route) => {
        const of = (label: string) => blocking.get(`${route} ${label}`);
        const cell = (label: string) => {
          const entry = of(label);
          return entry ? `${ms(median(entry.blockingMs))} (${ms(median(entry.longestMs))})` : "—";
        };
        const base = of("baseline");
        const mine = of("this build");
        const halved = base && mine ? (median(mine.blockingMs) <= median(base.blockingMs) / 2 ? "✓" : "✗") : "—";
        const size = (label: string) => {
          const s = sizes.get(`${route} ${label}`);
          return s ? `${kb(s.bytes)} (${kb(s.brotli)} br)` : "—";
        };
        return [
          route,
          ...(baselineDir ? [cell("baseline")] : []),
          cell("this build"),
          cell("floor"),
          ...(baselineDir ? [halved] : []),
          ...(baselineDir ? [size("baseline")] : []),
          size("this build"),
        ];
      });
      tables.push(
        markdownTable(
          [
            "Route",
            ...(baselineDir ? ["Baseline: blocking (longest)"] : []),
            "This build",
            "Floor (chunks refused)",
            ...(baselineDir ? ["≤ ½ baseline"] : []),
            ...(baselineDir ? ["HTML baseline"] : []),
            "HTML",
          ],
          rows,
        ),
      );
      data.blocking = Object.fromEntries(blocking);
      data.htmlSizes = Object.fromEntries(sizes);
    }

    if (parts.has("taps")) {
      const taps = new Map<string, TapResult[]>();
      for (const tap of TAPS_MEASURED.filter((t) => !only || only.includes(t.route)))
        for (const delay of tap.delays)
          for (let run = 0; run < TAPS; run++)
            for (const variant of variants) {
              const key = `${tap.name} @${delay} ${variant.label}`;
              const result = await tapOnce(chromePath, variant, tap, delay);
              taps.set(key, [...(taps.get(key) ?? []), result]);
              console.log(`  ${tap.name} at ${delay} ms, ${variant.label}: ${JSON.stringify(result)}`);
            }
      const rows = TAPS_MEASURED.filter((t) => !only || only.includes(t.route)).flatMap((tap) =>
        tap.delays.map((delay) => {
          const of = (label: string) => taps.get(`${tap.name} @${delay} ${label}`) ?? [];
          const mine = of("this build").flatMap((r) =>
            "latencyMs" in r && r.latencyMs !== undefined ? [r.latencyMs] : [],
          );
          const ok = mine.length ? (median(mine) <= TAP_TARGET_MS ? "✓" : "✗") : "—";
          return [
            `${tap.name} (${tap.route})`,
            `${delay / 1000} s`,
            ...(baselineDir ? [tapText(of("baseline"))] : []),
            tapText(of("this build")),
            tapText(of("floor")),
            ok,
          ];
        }),
      );
      tables.push(
        markdownTable(
          ["First tap", "At", ...(baselineDir ? ["Baseline"] : []), "This build", "Floor", `≤ ${TAP_TARGET_MS} ms`],
          rows,
        ),
      );
      data.taps = Object.fromEntries(taps);
    }

    if (parts.has("lighthouse")) {
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: CHROME_FLAGS,
      });
      try {
        const tbt = new Map<string, number>();
        for (const route of routes)
          for (const variant of variants.filter((v) => !v.refuseChunks)) {
            const value = await lighthouseTbt(`${variant.server.url}${route}`, chrome.port);
            tbt.set(`${route} ${variant.label}`, value);
            console.log(`  Lighthouse TBT ${route} ${variant.label}: ${ms(value)}`);
          }
        tables.push(
          markdownTable(
            ["Route", ...(baselineDir ? ["Lighthouse TBT baseline"] : []), "Lighthouse TBT this build"],
            routes.map((route) => [
              route,
              ...(baselineDir ? [ms(tbt.get(`${route} baseline`) ?? Number.NaN)] : []),
              ms(tbt.get(`${route} this build`) ?? Number.NaN),
            ]),
          ),
        );
        data.lighthouseTbt = Object.fromEntries(tbt);
      } finally {
        chrome.kill();
      }
    }

    const file = saveResults("floor", data);
    const table = tables.join("\n\n");
    console.log(`\n${table}\n\nSaved ${file}`);
    return { ok: tables.length > 0, table };
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
