/**
 * HTML validity of the built pages with html-validate and the committed .htmlvalidate.json
 * (read explicitly, so pages built outside the repository, in DIST_DIR, use it too).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type ConfigData, HtmlValidate } from "html-validate";

const CONFIG_FILE = fileURLToPath(new URL("../../.htmlvalidate.json", import.meta.url));

export function committedConfig(): ConfigData {
  const { $schema: _schema, ...config } = JSON.parse(readFileSync(CONFIG_FILE, "utf8")) as ConfigData & {
    $schema?: string;
  };
  return config;
}

export function createValidator(config: ConfigData = committedConfig()): HtmlValidate {
  return new HtmlValidate(config);
}

/** Every error and warning, one readable line each: "file:line:col rule message". */
export async function htmlProblems(html: string, filename: string, validator: HtmlValidate): Promise<string[]> {
  const report = await validator.validateString(html, filename);
  return report.results.flatMap((result) =>
    result.messages.map(
      (m) => `${filename}:${m.line}:${m.column} ${m.ruleId} ${m.message}${m.selector ? ` (${m.selector})` : ""}`,
    ),
  );
}
