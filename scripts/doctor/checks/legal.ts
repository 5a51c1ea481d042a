import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
// Not legal.ts: it reads the process's environment when imported, and throws on an invalid value.
import { A_COMPLETER, missingLegalVariables, readLegalSettings } from "../../../lib/config/legal-settings.ts";
import { type CheckResult, fail, ok } from "../check.ts";

type Env = Record<string, string | undefined>;

const FIX = 'set them (docs/deploying.md, "Legal details"), then npm run build';

/** Every legal detail is set and valid in this configuration. */
export function checkLegalDetails(env: Env): CheckResult {
  const check = "legal details";
  let missing: string[];
  try {
    missing = missingLegalVariables(readLegalSettings(env)).map((m) => m.variable);
  } catch (error) {
    const invalid = (error as Error).message.split("\n").slice(1);
    return fail(check, `invalid: ${invalid.map((line) => line.trim()).join("; ")}`, FIX);
  }
  if (missing.length > 0) return fail(check, `missing: ${missing.join(", ")}`, FIX);
  return ok(check, "all set and valid");
}

/** The pages that print the legal details, as the build pre-rendered them. */
export const LEGAL_PAGES = ["/mentions-legales", "/cgv", "/politique-confidentialite"];

/** The build publishes no placeholder: the legal details are baked into the pages at build time. */
export function checkBuiltLegalPages(distDir: string): CheckResult {
  const check = "legal pages of the build";
  const files = LEGAL_PAGES.map((page) => ({ page, file: join(distDir, "server", "app", `${page.slice(1)}.html`) }));
  const absent = files.filter(({ file }) => !existsSync(file));
  if (absent.length > 0) return fail(check, `not built: ${absent.map((f) => f.page).join(", ")}`, "npm run build");
  const unfilled = files.filter(({ file }) => readFileSync(file, "utf8").includes(A_COMPLETER));
  if (unfilled.length > 0)
    return fail(check, `${unfilled.map((f) => f.page).join(", ")} publish "${A_COMPLETER}"`, FIX);
  return ok(check, `${LEGAL_PAGES.join(", ")} fully filled in`);
}
