/**
 * A loopback stand-in for a Supabase functions origin, and a `next start` of the build pointed at
 * it (SUPABASE_URL), for the forms' browser tests: it records every call the server actions make
 * (function, headers, JSON body) and answers what the test asks, a failure included.
 *
 * The shared Playwright config starts one Next.js server for the browser tests, with the functions
 * in-process; this one is started per worker by the `standIn` fixture, on free ports.
 */

import { mkdtempSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FORM_CHALLENGE_FUNCTION, isFormName } from "../../lib/forms/form-proof.ts";
import { createFormChallenge } from "../../lib/server/form-proof/challenge.ts";
import { budget } from "../browser-args.ts";
import { test as base } from "./forms-support.ts";
import { type NextServer, startNextServer } from "./next-server.ts";

export interface Call {
  name: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What the stand-in does with a call: an HTTP answer, or the connection dropped (a fetch failure). */
export type Answer =
  | { status: number; json?: unknown; text?: string; headers?: Record<string, string> }
  | { drop: true };

export const answers = {
  ok: (json: unknown): Answer => ({ status: 200, json }),
  status: (status: number, json?: unknown): Answer => (json === undefined ? { status, text: "" } : { status, json }),
  networkFailure: (): Answer => ({ drop: true }),
};

export interface StandIn {
  /** Origin of the stand-in functions (SUPABASE_URL of the server under test). */
  functionsUrl: string;
  /** Origin of the Next.js server pointed at it. */
  siteUrl: string;
  /** The key the server was given (SUPABASE_ANON_KEY). */
  key: string;
  calls: Call[];
  /** How the next calls are answered (default: 200 `{ submissionId }`). */
  answerWith(answer: Answer | ((call: Call) => Answer)): void;
  /** Holds the answers until the returned function is called (to see the submitting state). */
  hold(): () => void;
  reset(): void;
}

function readBody(request: import("node:http").IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (data += chunk));
    request.on("end", () => resolve(data));
    request.on("error", reject);
  });
}

/** The stand-in origin's own key for its challenges (it checks no proof: the tests read what it received). */
const STANDIN_PROOF_KEY = "clé du faux serveur de fonctions";

async function startFunctions(): Promise<{ server: Server; state: Omit<StandIn, "siteUrl" | "key"> }> {
  const calls: Call[] = [];
  let answer: Answer | ((call: Call) => Answer) = answers.ok({ submissionId: "standin-1" });
  let held: Promise<void> = Promise.resolve();
  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    let body: unknown = raw;
    try {
      body = raw === "" ? undefined : JSON.parse(raw);
    } catch {
      /* kept as text */
    }
    const name = (request.url ?? "").replace(/^\/functions\/v1\//, "").replace(/\?.*$/, "");
    // The forms' proof of work: a real challenge, as a functions origin answers it (not a call the tests count).
    if (name === FORM_CHALLENGE_FUNCTION) {
      const form = (body as { form?: unknown } | undefined)?.form;
      const challenge = await createFormChallenge(STANDIN_PROOF_KEY, isFormName(form) ? form : "contact", Date.now());
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(challenge));
      return;
    }
    const call: Call = { name, method: request.method ?? "", headers: request.headers, body };
    calls.push(call);
    await held;
    const chosen = typeof answer === "function" ? answer(call) : answer;
    if ("drop" in chosen) {
      request.socket.destroy();
      return;
    }
    const headers = { ...chosen.headers };
    if (chosen.json !== undefined) headers["content-type"] = "application/json";
    response.writeHead(chosen.status, headers);
    response.end(chosen.json !== undefined ? JSON.stringify(chosen.json) : (chosen.text ?? ""));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    state: {
      functionsUrl: `http://127.0.0.1:${port}`,
      calls,
      answerWith(next) {
        answer = next;
      },
      hold() {
        let release = () => {};
        held = new Promise<void>((resolve) => (release = resolve));
        return () => release();
      },
      reset() {
        calls.length = 0;
        answer = answers.ok({ submissionId: "standin-1" });
        held = Promise.resolve();
      },
    },
  };
}

export const STANDIN_KEY = "standin-anon-key";

/** `standIn` (one per worker: stand-in functions + a Next.js server using them) and `baseURL` on that server. */
export const test = base.extend<{ standIn: StandIn }, { standInWorker: StandIn }>({
  standInWorker: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      const functions = await startFunctions();
      let site: NextServer;
      try {
        site = await startNextServer({
          SUPABASE_URL: functions.state.functionsUrl,
          SUPABASE_ANON_KEY: STANDIN_KEY,
          DATA_DIR: mkdtempSync(join(tmpdir(), "site-standin-")),
        });
      } catch (error) {
        functions.server.close();
        throw error;
      }
      await use({ ...functions.state, siteUrl: site.url, key: STANDIN_KEY });
      await site.stop();
      await new Promise<void>((resolve) => functions.server.close(() => resolve()));
    },
    { scope: "worker", timeout: budget(180_000) },
  ],
  standIn: async ({ standInWorker }, use) => {
    standInWorker.reset();
    await use(standInWorker);
    standInWorker.reset();
  },
  baseURL: async ({ standInWorker }, use) => use(standInWorker.siteUrl),
});

export { expect } from "./forms-support.ts";
