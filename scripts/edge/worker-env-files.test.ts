import { describe, expect, it } from "vitest";
import { keepWorkerVariables } from "./worker-env-files.ts";

describe("the env files OpenNext copies into the Worker", () => {
  it("keep only what the Worker reads; the Node origin's secrets are dropped and named", () => {
    const source = [
      'export const production = {"SITE_URL":"https://www.gestio.fr","DATABASE_URL":"postgres://site:secret@db/site","FUNCTIONS_FORWARD_SECRET":"0123456789abcdef0123456789abcdef"};',
      'export const development = {"SMTP_URL":"smtp://u:p@mail"};',
      "export const test = {};",
      "",
    ].join("\n");
    const { source: kept, dropped } = keepWorkerVariables(source);
    expect(kept).toBe(
      [
        'export const production = {"SITE_URL":"https://www.gestio.fr","FUNCTIONS_FORWARD_SECRET":"0123456789abcdef0123456789abcdef"};',
        "export const development = {};",
        "export const test = {};",
        "",
      ].join("\n"),
    );
    expect(dropped).toEqual(["DATABASE_URL", "SMTP_URL"]);
  });
});
