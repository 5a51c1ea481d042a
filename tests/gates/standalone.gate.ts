import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_FUNCTIONS_KEY, siteUrl } from "../../lib/config/env.ts";
import { pngSize } from "../../lib/content/blog.ts";
import { FORM_PROOF_HEADER } from "../../lib/forms/form-proof.ts";
import { openStore } from "../../lib/server/site-store/index.ts";
import { freePort } from "../../scripts/free-port.ts";
import { parseRunStage } from "../../scripts/gates/dockerfile.ts";
import { nextDistDir } from "../../scripts/gates/next-build.ts";
import { nextWarnings } from "../../scripts/serve.ts";
import { solvedProof } from "../support/solved-proof.ts";

/*
 * The image without Docker (no daemon, no base image on this machine): the `run` stage of the
 * Dockerfile replayed on the build of `npm run build` (output "standalone"). Its COPY lines
 * assemble the image's /app in a temporary folder, its ENV, USER and CMD start `node server.js`
 * (as an unprivileged user when the tests run as root), its HEALTHCHECK command must pass; then
 * SIGTERM with requests in flight: they finish, new connections are refused, the outbox worker
 * stops, the store closes and the process exits 143.
 */

const dist = nextDistDir();
const standalone = join(dist, "standalone", "server.js");
const stage = parseRunStage(readFileSync("Dockerfile", "utf8"));
/** Unprivileged like the image's `node` user: nobody, when the tests run as root. */
const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;

/** The image's /app: each `COPY --from=build /app/<src> <dest>` with the build's own folder name for ".next". */
function assembleImage(root: string): string {
  const app = join(root, "app");
  mkdirSync(app, { recursive: true });
  const distName = basename(dist);
  const local = (path: string) => path.replace(/(^|\/)\.next(?=\/|$)/, `$1${distName}`);
  for (const copy of stage.copies) {
    expect(copy.from, `COPY ${copy.src}`).toBe("build");
    expect(copy.src.startsWith("/app/"), `COPY ${copy.src}: a path of the build stage's /app`).toBe(true);
    const src = resolve(local(copy.src.slice("/app/".length)));
    const dest = resolve(app, local(copy.dest));
    expect(existsSync(src), `COPY ${copy.src}: ${src} is missing from the build`).toBe(true);
    cpSync(src, dest, { recursive: true });
  }
  return app;
}

interface Server {
  child: ChildProcess;
  url: string;
  port: number;
  env: NodeJS.ProcessEnv;
  output: () => string;
  exit: Promise<number | null>;
}

let root: string;
let dataDir: string;
let server: Server;

async function start(): Promise<Server> {
  const app = assembleImage(root);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production", // and whatever the Dockerfile's ENV says
    ...stage.env,
    // This machine, not a container: a free loopback port, a temporary data folder, the build's origin.
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_URL: siteUrl(),
    ...(basename(dist) === ".next" ? {} : { NEXT_DIST_DIR: basename(dist) }),
    LOG_LEVEL: "info",
    RATE_LIMIT_MAX: "1000",
  };
  const [command, ...args] = stage.cmd;
  expect(command).toBe("node");
  let output = "";
  const child = spawn(process.execPath, args, { cwd: app, env, stdio: ["ignore", "pipe", "pipe"], ...asUser });
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const exit = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server.js exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url, port, env, output: () => output, exit };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server.js did not answer /health within 30 s:\n${output}`);
}

const contact = (email: string) =>
  JSON.stringify({
    firstName: "Camille",
    lastName: "Martin",
    company: "Boulangerie Martin",
    email,
    phone: "+33 6 12 34 56 78",
    message: "Bonjour, je souhaite une démonstration de vos applications.",
    formSource: "Contact Form",
  });

/** A contact submission whose body is sent in two halves: in flight until `finish` is called. */
function slowSubmission(port: number, email: string, proof: string) {
  const body = Buffer.from(contact(email));
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  const response = new Promise<{ status: number; body: string }>((done, fail) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/functions/v1/submit-contact",
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": body.length,
          authorization: `Bearer ${DEFAULT_FUNCTIONS_KEY}`,
          [FORM_PROOF_HEADER]: proof,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += String(chunk);
        });
        res.on("end", () => done({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", fail);
    req.write(body.subarray(0, half));
    finish = () => req.end(body.subarray(half));
  });
  return { response, finish: () => finish() };
}

const present = existsSync(standalone);

// The gates run after `npm run build`: a missing standalone server is a broken build, never a skip.
describe("the Docker image's run stage", () => {
  it("has the standalone server of the build to replay it on", () => {
    expect(present, `no standalone server at ${standalone} (build with \`npm run build\`, output "standalone")`).toBe(
      true,
    );
  });
});

describe.runIf(present)("the Docker image's run stage on the standalone build", () => {
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "site-image-"));
    chmodSync(root, 0o755);
    dataDir = join(root, "data");
    mkdirSync(dataDir);
    if (asUser) chownSync(dataDir, asUser.uid, asUser.gid);
    server = await start();
  }, 60_000);

  afterAll(() => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("runs as a non-root user and answers /health without a warning of Next.js, and its HEALTHCHECK passes", async () => {
    expect(stage.user).toBeDefined();
    expect(stage.user).not.toBe("root");
    if (asUser) expect(readFileSync(`/proc/${server.child.pid}/status`, "utf8")).toMatch(/^Uid:\s+65534\b/m);
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    const [command, ...args] = stage.healthcheck?.command ?? [];
    expect(command).toBe("node");
    const check = spawnSync(process.execPath, args, { env: server.env, encoding: "utf8", timeout: 10_000 });
    expect(check.status, check.stderr).toBe(0);
    expect(nextWarnings(server.output()), `Next.js warned while starting:\n${server.output()}`).toEqual([]);
  });

  it("serves the pages, the static files, public/, the Open Graph images and a per-page CSP", async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    const html = await home.text();
    const css = /\/_next\/static\/[^"]+\.css/.exec(html)?.[0];
    expect(css).toBeDefined();
    expect((await fetch(`${server.url}${css}`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain("Sitemap:");
    expect((await fetch(`${server.url}/sitemap.xml`)).status).toBe(200);
    const image = await fetch(`${server.url}/opengraph-image`);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(pngSize(new Uint8Array(await image.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it("stores a submission in DATA_DIR", async () => {
    const res = await fetch(`${server.url}/functions/v1/submit-contact`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${DEFAULT_FUNCTIONS_KEY}`,
        [FORM_PROOF_HEADER]: await solvedProof(server.url, "contact"),
      },
      body: contact("image-check@exemple.fr"),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { submissionId?: string }).submissionId).toBeTruthy();
  });

  it(`on ${stage.stopSignal}: finishes the requests in flight, refuses new ones, stops the worker, closes the store`, async () => {
    const emails = Array.from({ length: 5 }, (_, i) => `arret-${Date.now()}-${i}@exemple.fr`);
    const proofs = await Promise.all(emails.map(() => solvedProof(server.url, "contact")));
    const inFlight = emails.map((email, i) => slowSubmission(server.port, email, proofs[i] ?? ""));
    await new Promise((r) => setTimeout(r, 300)); // the server has read their headers
    server.child.kill((stage.stopSignal ?? "SIGTERM") as NodeJS.Signals);
    await new Promise((r) => setTimeout(r, 300));
    const refused = await fetch(`${server.url}/health`).then(
      () => false,
      () => true,
    );
    for (const submission of inFlight) submission.finish();
    const answers = await Promise.all(inFlight.map((submission) => submission.response));
    const code = await server.exit;

    expect(refused, "a new connection after SIGTERM is refused").toBe(true);
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body).submissionId).toBeTruthy();
    }
    expect(code).toBe(143);
    const log = server.output();
    expect(log).toContain("stopping: no new delivery, finishing the requests in flight");
    expect(log).toContain("outbox worker stopped, store closed");

    const store = await openStore({ dataDir, databaseUrl: undefined });
    const stored = (await store.listSubmissions({ type: "contact" })).map((row) => String(row.fields.email));
    await store.close();
    for (const email of emails) expect(stored).toContain(email);
  }, 30_000);
});
