import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { LEGAL_VARIABLES } from "../lib/config/legal-settings.ts";

const run = promisify(execFile);
const SCRIPT = resolve("scripts/legal-check.ts");

/** Runs the build's first step in `cwd` with only `env` set; its exit code and stderr. */
async function legalCheck(cwd: string, env: Record<string, string>) {
  try {
    const { stderr } = await run(process.execPath, ["--conditions=react-server", SCRIPT], {
      cwd,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
    });
    return { code: 0, stderr };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
}

describe("scripts/legal-check.ts, first step of npm run build", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "legal-check-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("warns about every missing detail for an https:// SITE_URL, without failing the build", async () => {
    const { code, stderr } = await legalCheck(dir, { SITE_URL: "https://www.exemple.fr" });
    expect(code).toBe(0);
    expect(stderr).toContain("Warning: building for https://www.exemple.fr without 12 legal detail(s)");
    expect(stderr).toContain("  - HOSTING_PHONE (host's phone)");
  });

  it("reads the env files next build reads, the environment winning", async () => {
    writeFileSync(join(dir, ".env.production"), "SITE_URL=https://www.exemple.fr\nPUBLISHER_SIREN=123456782\n");
    writeFileSync(join(dir, ".env"), "PUBLISHER_CITY=Lyon\nPUBLISHER_SIREN=bad\n");
    const { code, stderr } = await legalCheck(dir, { PUBLISHER_STREET: "1 rue Neuve" });
    expect(code).toBe(0);
    expect(stderr).toContain("without 9 legal detail(s)");
    for (const set of ["PUBLISHER_SIREN", "PUBLISHER_CITY", "PUBLISHER_STREET"]) expect(stderr).not.toContain(set);
  });

  it("stays quiet for a development build", async () => {
    expect(await legalCheck(dir, { SITE_URL: "http://127.0.0.1:3000" })).toEqual({ code: 0, stderr: "" });
  });

  it("stops the build on an invalid detail, naming it", async () => {
    const { code, stderr } = await legalCheck(dir, { PUBLISHER_SIREN: "123456789" });
    expect(code).toBe(1);
    expect(stderr).toContain('PUBLISHER_SIREN is not a valid SIREN (its check digit is wrong), got "123456789"');
  });
});

describe("the container recipes", () => {
  it("pass every legal detail to the build stage (Dockerfile ARGs, compose build args)", () => {
    const variables = Object.keys(LEGAL_VARIABLES);
    const buildStage = readFileSync("Dockerfile", "utf8").split(/^FROM /m)[2] ?? "";
    const args = [...buildStage.matchAll(/^ARG (\w+)/gm)].map((m) => m[1]);
    expect(variables.filter((name) => !args.includes(name))).toEqual([]);
    const compose = parse(readFileSync("compose.yaml", "utf8")) as {
      services: { site: { build: { args: Record<string, string> } } };
    };
    expect(compose.services.site.build.args).toMatchObject(
      Object.fromEntries(variables.map((name) => [name, `\${${name}:-}`])),
    );
  });
});
