import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseRunStage } from "./dockerfile.ts";

describe("the Dockerfile's run stage", () => {
  const stage = parseRunStage(readFileSync("Dockerfile", "utf8"));

  it("runs the standalone server as a non-root user, data on a volume", () => {
    expect(stage.name).toBe("run");
    expect(stage.user).toBe("node");
    expect(stage.cmd).toEqual(["node", "server.js"]);
    expect(stage.env).toMatchObject({ NODE_ENV: "production", DATA_DIR: "/data", HOSTNAME: "0.0.0.0", PORT: "3000" });
    expect(stage.volumes).toEqual([stage.env.DATA_DIR]);
    expect(stage.expose).toEqual([Number(stage.env.PORT)]);
    expect(stage.stopSignal).toBe("SIGTERM");
  });

  it("copies the standalone server, the static files and public/ from the build (the CSP hashes are in the middleware)", () => {
    expect(stage.copies.map(({ from, src, dest }) => `${from}: ${src} → ${dest}`)).toEqual([
      "build: /app/.next/standalone → ./",
      "build: /app/.next/static → ./.next/static",
      "build: /app/public → ./public",
    ]);
    for (const copy of stage.copies) expect(copy.chown).toBe("node:node");
  });

  it("checks its health on /health", () => {
    expect(stage.healthcheck?.command.join(" ")).toMatch(/^node -e fetch\(.*\/health`\)/);
    expect(stage.healthcheck?.options).toMatchObject({ interval: "30s", timeout: "5s" });
  });

  it("refuses an instruction it would not replay", () => {
    expect(() => parseRunStage("FROM node AS run\nADD https://example.com/x /x\n")).toThrow(/not understood/);
    expect(() => parseRunStage("FROM node\nCMD node server.js\n")).toThrow(/exec form/);
  });

  it("substitutes ARG and ENV values, and joins continued lines", () => {
    const parsed = parseRunStage(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Dockerfile variables, not JavaScript ones.
      'ARG BASE=node\nFROM ${BASE} AS run\nARG SITE_URL=https://x.fr\nENV A=1 \\\n  B="${SITE_URL}/y" C=$A\nCMD ["node"]\n',
    );
    expect(parsed.env).toEqual({ A: "1", B: "https://x.fr/y", C: "1" });
  });
});
