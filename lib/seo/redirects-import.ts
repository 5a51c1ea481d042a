import {
  checkRedirect,
  flattenedOnto,
  GONE_STATUS,
  isGone,
  type NotedRedirect,
  normalisePath,
  REDIRECT_LIMITS,
  REDIRECT_MESSAGES,
  type Redirect,
  type RedirectField,
  type SiteFacts,
  targetAsStored,
  targetPath,
} from "../config/redirect-rules.ts";
import { SITE_PATH_MAX } from "../config/seo-overrides.ts";
import { formatCount } from "../format/french-format.ts";
import type { RedirectCsvRow } from "./redirects-csv.ts";

export interface ImportPlan {
  added: NotedRedirect[];
  /** Each changed redirect, before and after (those the file names, their note alone too, and those pointed past a new source). */
  changed: { before: NotedRedirect; after: NotedRedirect }[];
  unchanged: number;
  refused: { line: number; from: string; to: string; reasons: string[]; offer?: string }[];
  /** The accepted lines whose target was itself redirected: written straight to `final`, the end of the chain. */
  flattened: { line: number; from: string; to: string; final: string }[];
  /** What the import writes, in order. */
  writes: NotedRedirect[];
}

export const IMPORT_MESSAGES = {
  duplicate: (line: number) => `Cette adresse figure déjà à la ligne ${line} du fichier.`,
  tooMany: `Avec ce fichier, le site dépasserait ${REDIRECT_LIMITS.count.toLocaleString("fr-FR")} redirections.`,
  flattened: (to: string, final: string) =>
    `«\u00a0${to}\u00a0» est déjà redirigée vers «\u00a0${final}\u00a0»\u00a0: redirection enregistrée directement vers «\u00a0${final}\u00a0».`,
  leadsToLoop: (to: string) =>
    `«\u00a0${to}\u00a0» mène à une boucle de redirections\u00a0: choisissez une page du site.`,
  pathTooLong: (length: number) =>
    `Adresse de ${formatCount(length, "caractère", "caractères")}\u00a0: ${SITE_PATH_MAX} au plus.`,
  partialNeeded: (refused: number) =>
    `${formatCount(refused, "ligne est refusée", "lignes sont refusées")}\u00a0: corrigez le fichier, ou cochez «\u00a0Importer sans les lignes refusées\u00a0».`,
} as const;

const FIELD_ORDER: RedirectField[] = ["from", "to", "status", "note"];

/** Where a redirected path leads: the final target (the last hop's, query kept), a loop it is part of, or a loop further on. */
type Resolution = { kind: "final"; to: string } | { kind: "loop" } | { kind: "toLoop" };

/**
 * The end of each chain of `next` (a path's target, undefined when not redirected), each path
 * walked once (memoised): linear in the number of redirects whatever the chains' lengths.
 * Undefined for a path not redirected.
 */
function chainResolver(next: (path: string) => string | undefined): (path: string) => Resolution | undefined {
  const known = new Map<string, Resolution>();
  return (start) => {
    const walked: string[] = [];
    const onWalk = new Map<string, number>();
    let path = start;
    let end: Resolution | undefined;
    while (end === undefined) {
      const before = known.get(path);
      const at = onWalk.get(path);
      const to = next(path);
      if (before) end = before.kind === "final" ? before : { kind: "toLoop" };
      else if (at !== undefined) {
        for (const member of walked.splice(at)) known.set(member, { kind: "loop" });
        end = { kind: "toLoop" };
      } else if (to === undefined)
        return undefined; // only `start` can be without a target
      else {
        onWalk.set(path, walked.length);
        walked.push(path);
        const toPath = targetPath(to);
        if (toPath === undefined || next(toPath) === undefined) end = { kind: "final", to };
        else path = toPath;
      }
    }
    for (const member of walked) known.set(member, end);
    return known.get(start);
  };
}

const NO_OTHERS: ReadonlyMap<string, Redirect> = new Map();

/** A path refused for its length (over SITE_PATH_MAX) says so rather than « not a path ». */
function lengthReason(raw: string, reason: string, shape: string): string {
  const path = raw.trim().split("?", 1)[0] ?? "";
  return reason === shape && path.startsWith("/") && path.length > SITE_PATH_MAX
    ? IMPORT_MESSAGES.pathTooLong(path.length)
    : reason;
}

/**
 * What importing `rows` into `current` does: each line checked by the desk's rules against the
 * list as it would be (the current one with the file's other lines), a code left empty read as
 * 301. A line whose target is itself redirected (by the list, another line, or the code), over any
 * number of hops, goes straight to the final target (listed in `flattened`); a loop is refused on
 * each of its lines. A line with the code 410 (its target empty) declares a page removed on
 * purpose: a dead end, which no line may lead to, over any number of hops (refused like a 404).
 * Merged: a redirect the file does not name stays; a line without a note keeps
 * the note there. Linear in the lines and the list.
 */
export function planImport(
  rows: readonly RedirectCsvRow[],
  current: ReadonlyMap<string, NotedRedirect>,
  site: SiteFacts,
): ImportPlan {
  const plan: ImportPlan = { added: [], changed: [], unchanged: 0, refused: [], flattened: [], writes: [] };
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const from = normalisePath(row.from);
    if (from && !firstLine.has(from)) firstLine.set(from, row.line);
  }
  // First, each line on its own (its source, code, note, the shape of its target): only the lines
  // that pass join the list their targets are followed in.
  const lines = rows.map((row) => {
    const from = normalisePath(row.from);
    const first = from ? firstLine.get(from) : undefined;
    const status = row.status.trim() || "301";
    const gone = Number(status) === GONE_STATUS;
    const input = {
      from: row.from,
      to: row.to,
      status,
      note: row.note,
      // A line for a redirect already there keeps the page it replaced retired (an export read back).
      retire: !!from && current.has(from),
    };
    const to = targetAsStored(row.to, site.origin);
    const toPath = to === undefined ? undefined : targetPath(to);
    const alone = checkRedirect(input, NO_OTHERS, site);
    const errors = alone.ok ? {} : alone.errors;
    const duplicate = first !== undefined && first !== row.line ? first : undefined;
    const joins =
      duplicate === undefined &&
      from !== undefined &&
      (gone ? !errors.to : to !== undefined && toPath !== from) &&
      !errors.from &&
      !errors.status &&
      !errors.note;
    return { row, from, input, to, toPath, alone, duplicate, joins, gone };
  });
  const fileTargets = new Map<string, string>();
  // The sources the file declares removed (410): dead ends, whatever the list says of them.
  const fileGone = new Set<string>();
  for (const line of lines)
    if (line.joins && line.from) {
      if (line.gone) fileGone.add(line.from);
      else if (line.to) fileTargets.set(line.from, line.to);
    }
  const goneAt = (path: string) =>
    fileGone.has(path) || (!fileTargets.has(path) && current.get(path)?.status === GONE_STATUS);
  const resolve = chainResolver((path) => {
    if (goneAt(path)) return undefined;
    return fileTargets.get(path) ?? current.get(path)?.to ?? site.builtRedirects[path];
  });

  const accepted: NotedRedirect[] = [];
  for (const { row, from, input, to, toPath, alone, duplicate, joins, gone } of lines) {
    // No offer: a chain is followed here, not refused.
    const refuse = (reasons: string[]) => plan.refused.push({ line: row.line, from: row.from, to: row.to, reasons });
    if (duplicate !== undefined) {
      refuse([IMPORT_MESSAGES.duplicate(duplicate)]);
      continue;
    }
    // A removed page's line has no target to follow (one written there is refused by the rules).
    const end = toPath === undefined || gone ? undefined : resolve(toPath);
    // Where the target ends once followed: a removed page (410) there refuses the line.
    const endPath = end === undefined ? toPath : end.kind === "final" ? targetPath(end.to) : undefined;
    const deadEnd = !gone && endPath !== undefined && endPath !== from && goneAt(endPath) ? endPath : undefined;
    if (joins && from && to && toPath) {
      if (end?.kind === "loop" && resolve(from)?.kind === "loop") {
        refuse([REDIRECT_MESSAGES.loop(toPath, from)]);
        continue;
      }
      if (end && end.kind !== "final") {
        refuse([IMPORT_MESSAGES.leadsToLoop(toPath)]);
        continue;
      }
      if (deadEnd !== undefined) {
        refuse([REDIRECT_MESSAGES.gone(deadEnd)]);
        continue;
      }
    }
    // The target checked is the chain's end; the rules see no other redirect (the chain is followed here).
    const check = end?.kind === "final" ? checkRedirect({ ...input, to: end.to }, NO_OTHERS, site) : alone;
    if (!joins || !check.ok) {
      const errors = check.ok ? {} : { ...check.errors };
      if (!joins && !alone.ok) Object.assign(errors, alone.errors);
      // Followed here, the target's chain is no reason; its end answering 404 or a loop is.
      if (!gone && to !== undefined && toPath !== undefined && toPath !== from) {
        delete errors.to;
        if (end && end.kind !== "final") errors.to = IMPORT_MESSAGES.leadsToLoop(toPath);
        else if (deadEnd !== undefined) errors.to = REDIRECT_MESSAGES.gone(deadEnd);
        else if (!check.ok && check.errors.to) errors.to = check.errors.to;
        else if (!end && !alone.ok && alone.errors.to) errors.to = alone.errors.to;
      }
      if (errors.from) errors.from = lengthReason(row.from, errors.from, REDIRECT_MESSAGES.fromShape);
      if (errors.to) errors.to = lengthReason(row.to, errors.to, REDIRECT_MESSAGES.toShape);
      refuse(FIELD_ORDER.flatMap((field) => (errors[field] ? [errors[field]] : [])));
      continue;
    }
    if (end?.kind === "final")
      plan.flattened.push({ line: row.line, from: row.from, to: row.to, final: check.redirect.to });
    accepted.push(check.redirect);
  }

  const after = new Map<string, Redirect & { note?: string }>(current);
  for (const redirect of accepted) after.set(redirect.from, redirect);
  // The redirects that ended at a new source go to its target (flattenedOnto, by an index of the targets).
  const endingAt = new Map<string, string[]>();
  for (const [from, redirect] of after) {
    const path = targetPath(redirect.to);
    if (path === undefined) continue;
    const sources = endingAt.get(path);
    if (sources) sources.push(from);
    else endingAt.set(path, [from]);
  }
  for (const redirect of accepted)
    for (const from of endingAt.get(redirect.from) ?? []) {
      const onto = after.get(from);
      if (onto && targetPath(onto.to) === redirect.from)
        for (const flattened of flattenedOnto(redirect.from, redirect.to, [onto]))
          after.set(from, { ...flattened, note: "" });
    }
  const acceptedFrom = new Set(accepted.map((redirect) => redirect.from));
  for (const [from, redirect] of after) {
    const before = current.get(from);
    const written = { note: "", ...redirect };
    const moved = before?.to !== redirect.to || before.status !== redirect.status;
    const noteChanged = written.note !== "" && written.note !== before?.note;
    if (!before) plan.added.push(written);
    else if (moved || noteChanged)
      plan.changed.push({ before, after: { ...written, note: written.note || before.note } });
    else if (acceptedFrom.has(from)) plan.unchanged += 1;
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

/** Whether a plan may be written: all its lines accepted, or the staff member chose to import without the refused ones. */
export function importAllowed(plan: Pick<ImportPlan, "refused">, { partial }: { partial: boolean }): boolean {
  return plan.refused.length === 0 || partial;
}

/**
 * A stored list without chains: each redirect whose target is itself redirected (by the list or
 * the code, any number of hops) pointed straight at the final target (the last hop's, query
 * kept). The stored members of a loop are left as they are and listed (`loops`), as is a redirect
 * that leads into a loop (left, not listed).
 */
export function flattenStoredChains(
  current: ReadonlyMap<string, NotedRedirect>,
  site: SiteFacts,
): { changed: { before: NotedRedirect; after: NotedRedirect }[]; loops: string[] } {
  // A removed page (410) is a dead end: never followed, never a final target.
  const resolve = chainResolver((path) => {
    const redirect = current.get(path);
    return redirect ? (isGone(redirect) ? undefined : redirect.to) : site.builtRedirects[path];
  });
  const changed: { before: NotedRedirect; after: NotedRedirect }[] = [];
  const loops: string[] = [];
  for (const [from, redirect] of current) {
    if (resolve(from)?.kind === "loop") {
      loops.push(from);
      continue;
    }
    const path = targetPath(redirect.to);
    const end = path === undefined ? undefined : resolve(path);
    if (end?.kind === "final" && end.to !== redirect.to)
      changed.push({ before: redirect, after: { ...redirect, to: end.to } });
  }
  return { changed, loops };
}
