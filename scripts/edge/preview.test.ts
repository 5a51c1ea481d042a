import { describe, expect, it } from "vitest";
import { WORKER_VARIABLES, workerEnvFile } from "./preview.ts";

describe("the Worker's variables in the preview", () => {
  it("are the ones set among what the Worker reads, quoted, and nothing else of the environment", () => {
    const file = workerEnvFile({
      SITE_URL: " https://www.gestio.fr ",
      SUPABASE_URL: "https://fonctions.gestio.fr",
      FUNCTIONS_FORWARD_SECRET: 'un "secret" de plus de trente-deux caractères',
      SUPABASE_ANON_KEY: "",
      DATABASE_URL: "postgres://site:motdepasse@db/site",
      PATH: "/usr/bin",
    });
    expect(file).toBe(
      [
        'SITE_URL="https://www.gestio.fr"',
        'SUPABASE_URL="https://fonctions.gestio.fr"',
        'FUNCTIONS_FORWARD_SECRET="un \\"secret\\" de plus de trente-deux caractères"',
        "",
      ].join("\n"),
    );
    expect(WORKER_VARIABLES).not.toContain("DATABASE_URL");
  });
});
