import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { missingFromStandalone, nextWarnings, SERVE_SCRIPT, serverEnv, standaloneServer } from "./serve.ts";

const LAUNCHER = resolve(SERVE_SCRIPT);

describe("the standalone server's environment (serverEnv)", () => {
  it("listens on 127.0.0.1:3000 with the data in ./data and the build in .next by default", () => {
    expect(serverEnv({}, "/srv/site")).toEqual({
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: "3000",
      HOSTNAME: "127.0.0.1",
      DATA_DIR: "/srv/site/data",
      NEXT_DIST_DIR: ".next",
    });
  });

  it("listens on the project's HOST and PORT, never on a HOSTNAME inherited from the shell", () => {
    const env = serverEnv({ HOST: "0.0.0.0", PORT: "8080", HOSTNAME: "build-machine-7" }, "/srv/site");
    expect(env.HOSTNAME).toBe("0.0.0.0");
    expect(env.PORT).toBe("8080");
    expect(serverEnv({ HOSTNAME: "build-machine-7" }, "/srv/site").HOSTNAME).toBe("127.0.0.1");
  });

  it("resolves a relative DATA_DIR against the command's folder, not the server's, and keeps an absolute one", () => {
    expect(serverEnv({ DATA_DIR: "./var/data" }, "/srv/site").DATA_DIR).toBe("/srv/site/var/data");
    expect(serverEnv({ DATA_DIR: "../shared" }, "/srv/site").DATA_DIR).toBe("/srv/shared");
    expect(serverEnv({ DATA_DIR: "/data" }, "/srv/site").DATA_DIR).toBe("/data");
    // Blank is unset, as lib/server/config.ts reads it.
    expect(serverEnv({ DATA_DIR: "  ", PORT: "", HOST: " " }, "/srv/site")).toMatchObject({
      DATA_DIR: "/srv/site/data",
      PORT: "3000",
      HOSTNAME: "127.0.0.1",
    });
  });

  it("names the build inside the standalone folder as next build placed it there (NEXT_DIST_DIR)", () => {
    expect(serverEnv({ NEXT_DIST_DIR: ".next-me" }, "/srv/site").NEXT_DIST_DIR).toBe(".next-me");
    expect(serverEnv({ NEXT_DIST_DIR: "/srv/site/.next-abs" }, "/srv/site").NEXT_DIST_DIR).toBe(".next-abs");
  });

  it("finds server.js in the standalone folder of the build", () => {
    expect(standaloneServer({}, "/srv/site")).toBe("/srv/site/.next/standalone/server.js");
    expect(standaloneServer({ NEXT_DIST_DIR: ".next-me" }, "/srv/site")).toBe(
      "/srv/site/.next-me/standalone/server.js",
    );
  });
});

describe("a warning of Next.js in a server's output (nextWarnings)", () => {
  it("finds `next start`'s warning about the standalone output, coloured or not", () => {
    const line = `"next start" does not work with "output: standalone" configuration. Use "node .next/standalone/server.js" instead.`;
    const output = [
      "   ▲ Next.js 16.4.6",
      "   - Local:        http://127.0.0.1:3000",
      "",
      " ✓ Starting...",
      ` \u001b[33m\u001b[1m⚠\u001b[22m\u001b[39m ${line}`,
      " ✓ Ready in 412ms",
    ].join("\n");
    expect(nextWarnings(output)).toEqual([`⚠ ${line}`]);
  });

  it("finds none in the standalone server's banner and the site's JSON logs", () => {
    const output = [
      "   ▲ Next.js 16.4.6",
      "   - Local:        http://127.0.0.1:3000",
      " ✓ Ready in 0ms",
      '{"level":30,"time":1,"msg":"store opened","store":"sqlite"}',
      '{"level":40,"time":2,"msg":"BREVO_API_KEY is not set: Brevo deliveries wait in the outbox"}',
    ].join("\r\n");
    expect(nextWarnings(output)).toEqual([]);
  });
});

describe("npm run serve (node scripts/serve.ts)", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  /**
   * A project folder whose build has a stand-in standalone server: it prints what it was given
   * (its environment and folder) as JSON, after moving into its own folder as server.js does.
   */
  function project(files: Record<string, string> = {}, { complete = true } = {}): string {
    const root = mkdtempSync(join(tmpdir(), "site-serve-test-"));
    folders.push(root);
    const standalone = join(root, ".next", "standalone");
    mkdirSync(standalone, { recursive: true });
    if (complete) {
      mkdirSync(join(standalone, ".next", "static"), { recursive: true });
      mkdirSync(join(standalone, "public"));
    }
    writeFileSync(join(standalone, "package.json"), '{"type":"module"}\n');
    writeFileSync(
      join(standalone, "server.js"),
      [
        'import { fileURLToPath } from "node:url";',
        'process.chdir(fileURLToPath(new URL(".", import.meta.url)));',
        "const names = ['PORT', 'HOSTNAME', 'DATA_DIR', 'NEXT_DIST_DIR', 'NODE_ENV', 'FROM_DOT_ENV', 'FROM_LOCAL', 'SET_BY_CALLER'];",
        "console.log(JSON.stringify({ cwd: process.cwd(), env: Object.fromEntries(names.map((n) => [n, process.env[n]])) }));",
      ].join("\n"),
    );
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
    return root;
  }

  function serve(cwd: string, env: Record<string, string> = {}) {
    const result = spawnSync(process.execPath, [LAUNCHER], {
      cwd,
      encoding: "utf8",
      // NODE_ENV as vitest sets it: the launcher serves in production whatever it is given.
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", HOSTNAME: "build-machine-7", ...env },
    });
    return { status: result.status, out: result.stdout, err: result.stderr };
  }

  it("starts the standalone server with the project's .env files read as next start reads them", () => {
    const root = project({
      ".env": "DATA_DIR=./from-dot-env\nPORT=4555\nFROM_DOT_ENV=yes\nSET_BY_CALLER=from .env\n",
      ".env.local": "FROM_LOCAL=yes\n",
    });
    const { status, out, err } = serve(root, { SET_BY_CALLER: "from the environment" });
    expect(status, err).toBe(0);
    const seen = JSON.parse(out) as { cwd: string; env: Record<string, string> };
    expect(seen.cwd).toBe(join(root, ".next", "standalone"));
    expect(seen.env).toEqual({
      PORT: "4555",
      HOSTNAME: "127.0.0.1",
      // Resolved against the project's folder, where next start resolved it, not the server's own.
      DATA_DIR: join(root, "from-dot-env"),
      NEXT_DIST_DIR: ".next",
      NODE_ENV: "production",
      FROM_DOT_ENV: "yes",
      FROM_LOCAL: "yes",
      // A variable set in the environment wins over the files.
      SET_BY_CALLER: "from the environment",
    });
  });

  it("refuses, naming `npm run build`, a build whose standalone server is missing or incomplete", () => {
    const incomplete = project({}, { complete: false });
    expect(missingFromStandalone({}, incomplete)).toEqual([
      join(incomplete, ".next", "standalone", ".next", "static"),
      join(incomplete, ".next", "standalone", "public"),
    ]);
    const { status, out, err } = serve(incomplete);
    expect(status).toBe(1);
    expect(out).toBe("");
    expect(err).toContain("run `npm run build` first");
    expect(err).toContain(join(".next", "standalone", "public"));
  });
});
