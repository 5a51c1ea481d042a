import {
  checkRedirect,
  flattenedOnto,
  type NotedRedirect,
  normalisePath,
  REDIRECT_LIMITS,
  type Redirect,
  type RedirectField,
  type SiteFacts,
} from "../config/redirect-rules.ts";
import type { RedirectCsvRow } from "./redirects-csv.ts";

export interface ImportPlan {
  added: NotedRedirect[];
  /** Each changed redirect, before and after (those the file names, their note alone too, and those pointed past a new source). */
  changed: { before: NotedRedirect; after: NotedRedirect }[];
  unchanged: number;
  refused: { line: number; from: string; to: string; reasons: string[]; offer?: string }[];
  /** What the import writes, in order. */
  writes: NotedRedirect[];
}

export const IMPORT_MESSAGES = {
  duplicate: (line: number) => `Cette adresse figure déjà à la ligne ${line} du fichier.`,
  tooMany: `Avec ce fichier, le site dépasserait ${REDIRECT_LIMITS.count.toLocaleString("fr-FR")} redirections.`,
} as const;

const FIELD_ORDER: RedirectField[] = ["from", "to", "status", "note"];

/**
 * What importing `rows` into `current` does: each line checked by the desk's rules against the
 * list as it would be (the current one with the file's other lines), a code left empty read as
 * 301. Merged: a redirect the file does not name stays; a line without a note keeps the note there.
 */
export function planImport(
  rows: readonly RedirectCsvRow[],
  current: ReadonlyMap<string, NotedRedirect>,
  site: SiteFacts,
): ImportPlan {
  const plan: ImportPlan = { added: [], changed: [], unchanged: 0, refused: [], writes: [] };
  const firstLine = new Map<string, number>();
  const candidates = new Map<string, Redirect>(current);
  for (const row of rows) {
    const from = normalisePath(row.from);
    if (from && !firstLine.has(from)) {
      firstLine.set(from, row.line);
      candidates.set(from, { from, to: row.to.trim(), status: 301 });
    }
  }
  const accepted: NotedRedirect[] = [];
  for (const row of rows) {
    const from = normalisePath(row.from);
    const first = from ? firstLine.get(from) : undefined;
    const refuse = (reasons: string[], offer?: string) =>
      plan.refused.push({ line: row.line, from: row.from, to: row.to, reasons, ...(offer ? { offer } : {}) });
    if (first !== undefined && first !== row.line) {
      refuse([IMPORT_MESSAGES.duplicate(first)]);
      continue;
    }
    const others = new Map(candidates);
    if (from) others.delete(from);
    const check = checkRedirect(
      // A line for a redirect already there keeps the page it replaced retired (an export read back).
      {
        from: row.from,
        to: row.to,
        status: row.status.trim() || "301",
        note: row.note,
        retire: !!from && current.has(from),
      },
      others,
      site,
    );
    if (!check.ok) {
      refuse(
        FIELD_ORDER.flatMap((field) => (check.errors[field] ? [check.errors[field]] : [])),
        check.offer,
      );
      continue;
    }
    accepted.push(check.redirect);
  }
  const after = new Map<string, Redirect & { note?: string }>(current);
  for (const redirect of accepted) after.set(redirect.from, redirect);
  for (const redirect of accepted)
    for (const onto of flattenedOnto(redirect.from, redirect.to, after.values()))
      after.set(onto.from, { ...onto, note: "" });
  for (const [from, redirect] of after) {
    const before = current.get(from);
    const written = { note: "", ...redirect };
    const moved = before?.to !== redirect.to || before.status !== redirect.status;
    const noteChanged = written.note !== "" && written.note !== before?.note;
    if (!before) plan.added.push(written);
    else if (moved || noteChanged)
      plan.changed.push({ before, after: { ...written, note: written.note || before.note } });
    else if (accepted.some((one) => one.from === from)) plan.unchanged += 1;
    else continue;
    if (moved || noteChanged) plan.writes.push(written);
  }
  if (after.size > REDIRECT_LIMITS.count) {
    for (const redirect of plan.added)
      plan.refused.push({
        line: firstLine.get(redirect.from) ?? 0,
        from: redirect.from,
        to: redirect.to,
        reasons: [IMPORT_MESSAGES.tooMany],
      });
    plan.added = [];
    plan.writes = plan.writes.filter((write) => current.has(write.from));
  }
  return plan;
}
