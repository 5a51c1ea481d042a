import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { FunctionsClient } from "@supabase/functions-js";
import { afterEach, describe, expect, it } from "vitest";
import { openStore } from "../lib/server/store/index.ts";
import { createTestDatabase, type TestDatabase } from "../lib/server/store/test-databases.ts";

/** `npm run serve` as a real process: its log lines, and the URL it listens on. */
async function serve(database: TestDatabase) {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: database.dataDir,
      LOG_LEVEL: "info",
      DIST_DIR: `${database.dataDir}/none`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: Record<string, unknown>[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const entry = JSON.parse(line);
      lines.push(entry);
      if (entry.msg === "server listening") resolve(String(entry.url));
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, lines, url };
}

describe("the server process", () => {
  let database: TestDatabase;
  let child: ChildProcess | undefined;
  afterEach(async () => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    await database.drop();
  });

  it("accepts submissions, says once which deliveries wait, stops on SIGTERM and keeps the data", async () => {
    database = await createTestDatabase("sqlite");
    const first = await serve(database);
    child = first.child;
    const client = new FunctionsClient(`${first.url}/functions/v1`, {
      headers: { Authorization: "Bearer site-public-key" },
    });
    const { data, error } = await client.invoke("newsletter-signup", { body: { email: "lea@exemple.fr" } });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true });

    const waiting = first.lines.filter((l) => l.msg === "delivery channel not configured: its jobs wait in the outbox");
    expect(waiting.map((l) => l.channel).sort()).toEqual(["brevo-automation", "brevo-newsletter", "sales-email"]);
    expect(JSON.stringify(first.lines)).not.toContain("lea@exemple.fr");

    first.child.kill("SIGTERM");
    const [code] = await once(first.child, "exit");
    expect(code).toBe(0);

    const store = await openStore({ dataDir: database.dataDir, databaseUrl: undefined });
    try {
      expect((await store.listSubmissions()).map((s) => s.fields)).toEqual([{ email: "lea@exemple.fr" }]);
      expect(await store.listJobs(["pending"])).toHaveLength(1);
    } finally {
      await store.close();
    }
  });
});
