"use server";

import { redirect } from "next/navigation";
import { REDIRECT_EDIT_PARAM, REDIRECTS_ADMIN_PATH } from "../config/admin.ts";
import { AGING_FIXES } from "../config/redirect-aging.ts";
import {
  checkRedirect,
  normalisePath,
  REDIRECT_MESSAGES,
  type RedirectField,
  targetPath,
} from "../config/redirect-rules.ts";
import { parseRedirectsCsv } from "../seo/redirects-csv.ts";
import { flattenStoredChains, type ImportPlan, importAllowed, planImport } from "../seo/redirects-import.ts";
import { announceChange } from "../server/announce-change.ts";
import { recordAudit } from "../server/audit/audit.ts";
import { redirectSiteFacts } from "../server/seo/redirect-facts.ts";
import { deleteRedirect, importRedirects, redirectsWithNotes, saveRedirect } from "../server/seo/redirects-store.ts";
import { requireStaff } from "../server/staff-guard.ts";
import { uploadedText } from "./uploaded-text.ts";

/** What the redirect form shows again after a refusal: each field as typed, each reason, and the target that avoids a chain. */
export interface RedirectFormState {
  values: Partial<Record<RedirectField | "retire", string>>;
  errors: Partial<Record<RedirectField, string>>;
  offer?: string;
}

const field = (form: FormData, name: string) => String(form.get(name) ?? "");

/**
 * Adds a redirect, or changes the one named by `ancien` (/admin/seo/redirections): checked by the
 * desk's rules inside the store's transaction. Refused, the form comes back with each reason (and
 * the final target of a chain, offered); saved, it is audited and the list says so.
 */
export async function saveRedirectAction(_: RedirectFormState, form: FormData): Promise<RedirectFormState> {
  const replacing = normalisePath(field(form, "ancien")) || undefined;
  const { staff, directory } = await requireStaff(REDIRECTS_ADMIN_PATH, "seo");
  const input = {
    from: field(form, "from"),
    to: field(form, "to"),
    status: field(form, "status"),
    note: field(form, "note"),
    retire: form.get("retire") === "on",
  };
  // A change of the redirect at the same address keeps the page it replaced retired.
  const retired = input.retire || (replacing !== undefined && normalisePath(input.from) === replacing);
  const values: RedirectFormState["values"] = { ...input, retire: input.retire ? "on" : "" };
  const site = await redirectSiteFacts(directory.db);
  const now = Date.now();
  const saved = await saveRedirect(
    directory.db,
    replacing,
    (others) => checkRedirect({ ...input, retire: retired }, others, site),
    staff.userId,
    now,
  );
  if (saved.tooMany) return { values, errors: { from: REDIRECT_MESSAGES.tooMany } };
  if (!saved.ok) return { values, errors: saved.errors, ...(saved.offer ? { offer: saved.offer } : {}) };
  const { from, to, status } = saved.redirect;
  const flattened = saved.flattened ? `, ${saved.flattened} redirection(s) raccourcie(s)` : "";
  await recordAudit(
    directory.db,
    {
      actorId: staff.userId,
      action: "redirect-saved",
      detail: `${replacing && replacing !== from ? `${replacing} → ` : ""}${from} → ${to || "supprimée"} (${status})${flattened}`,
    },
    now,
  );
  // Search engines hear of the moved address (IndexNow).
  await announceChange(directory.db, [from, ...(replacing && replacing !== from ? [replacing] : [])], now);
  redirect(`${REDIRECTS_ADMIN_PATH}?message=redirection-enregistree`);
}

/** Deletes one redirect, once its confirmation box is ticked (checked here too). */
export async function deleteRedirectAction(form: FormData): Promise<void> {
  const from = normalisePath(field(form, "from")) ?? "";
  const { staff, directory } = await requireStaff(
    `${REDIRECTS_ADMIN_PATH}?${REDIRECT_EDIT_PARAM}=${encodeURIComponent(from)}`,
    "seo",
  );
  if (form.get("confirmation") !== "oui")
    redirect(
      `${REDIRECTS_ADMIN_PATH}?${REDIRECT_EDIT_PARAM}=${encodeURIComponent(from)}&message=confirmation-manquante`,
    );
  const deleted = from ? await deleteRedirect(directory.db, from) : false;
  if (deleted) await recordAudit(directory.db, { actorId: staff.userId, action: "redirect-deleted", detail: from });
  if (deleted) await announceChange(directory.db, [from], Date.now());
  redirect(`${REDIRECTS_ADMIN_PATH}?message=${deleted ? "redirection-supprimee" : "redirection-inconnue"}`);
}

/** Lines of each list the preview shows: a file of 10,000 lines is said in figures, its first lines listed. */
const PREVIEW_ROWS = 200;

/** What the preview shows of a plan: how many of each, and the first PREVIEW_ROWS lines of each list. */
export interface ImportPreview {
  counts: { added: number; changed: number; unchanged: number; refused: number; flattened: number };
  added: ImportPlan["added"];
  changed: ImportPlan["changed"];
  refused: ImportPlan["refused"];
  flattened: ImportPlan["flattened"];
  /** The lines listed of each list when one was cut (0: every line is listed). */
  cutAt: number;
}

function previewOf(plan: ImportPlan): ImportPreview {
  return {
    counts: {
      added: plan.added.length,
      changed: plan.changed.length,
      unchanged: plan.unchanged,
      refused: plan.refused.length,
      flattened: plan.flattened.length,
    },
    added: plan.added.slice(0, PREVIEW_ROWS),
    changed: plan.changed.slice(0, PREVIEW_ROWS),
    refused: plan.refused.slice(0, PREVIEW_ROWS),
    flattened: plan.flattened.slice(0, PREVIEW_ROWS),
    cutAt: [plan.added, plan.changed, plan.refused, plan.flattened].some((list) => list.length > PREVIEW_ROWS)
      ? PREVIEW_ROWS
      : 0,
  };
}

/** What the import shows: the file's text (sent again to confirm) and what it would do, or why it cannot be read. */
export interface RedirectImportState {
  csv?: string;
  fileName?: string;
  plan?: ImportPreview;
  error?: string;
}

const IMPORT_ERRORS = {
  noFile: "Choisissez un fichier CSV à importer.",
  unreadable: "Ce fichier ne peut pas être lu comme du texte : enregistrez-le au format CSV (UTF-8).",
} as const;

/** The import's first step: the file read and checked against the list as it is, nothing written. */
export async function previewRedirectImportAction(
  _: RedirectImportState,
  form: FormData,
): Promise<RedirectImportState> {
  const { directory } = await requireStaff(REDIRECTS_ADMIN_PATH, "seo");
  const text = await uploadedText(form, "fichier", IMPORT_ERRORS);
  if (typeof text !== "string") return text;
  const parsed = parseRedirectsCsv(text);
  if ("error" in parsed) return { error: parsed.error };
  const site = await redirectSiteFacts(directory.db);
  const current = new Map((await redirectsWithNotes(directory.db)).map((one) => [one.from, one]));
  const plan = previewOf(planImport(parsed.rows, current, site));
  const file = form.get("fichier");
  return { csv: text, plan, ...(file instanceof File ? { fileName: file.name } : {}) };
}

/**
 * The import confirmed: the same file planned again against the list as it is now, inside the
 * transaction, and merged; with a refused line, only when « Importer sans les lignes refusées » is ticked.
 */
export async function confirmRedirectImportAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(REDIRECTS_ADMIN_PATH, "seo");
  const parsed = parseRedirectsCsv(field(form, "csv"));
  if ("error" in parsed) redirect(`${REDIRECTS_ADMIN_PATH}?message=import-illisible`);
  const site = await redirectSiteFacts(directory.db);
  const now = Date.now();
  const partial = form.get("partiel") === "on";
  // A refused line writes nothing unless the staff member chose to import the others (checked again in the transaction).
  let allowed = true;
  const written = await importRedirects(
    directory.db,
    (current) => {
      const plan = planImport(parsed.rows, current, site);
      allowed = importAllowed(plan, { partial });
      return allowed ? plan.writes : [];
    },
    staff.userId,
    now,
  );
  if (!allowed) redirect(`${REDIRECTS_ADMIN_PATH}?message=import-partiel`);
  await recordAudit(
    directory.db,
    { actorId: staff.userId, action: "redirects-imported", detail: `${written.length} écrite(s)` },
    now,
  );
  // Search engines hear of the sources written (normalised; the refused lines are not among them).
  await announceChange(
    directory.db,
    written.map((one) => one.from),
    now,
  );
  redirect(`${REDIRECTS_ADMIN_PATH}?message=redirections-importees`);
}

/**
 * A one-click fix of « À revoir » (a redirect that aged): « pointer » points it at its target's
 * final address (found again here, from the list as it is, never from the form), « supprimer »
 * deletes it. Checked by the desk's rules inside the transaction, audited, announced to IndexNow.
 */
export async function fixAgedRedirectAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(REDIRECTS_ADMIN_PATH, "seo");
  const from = normalisePath(field(form, "from")) ?? "";
  const now = Date.now();
  if (field(form, "correction") === AGING_FIXES.delete) {
    const deleted = from !== "" && (await deleteRedirect(directory.db, from));
    if (deleted) {
      await recordAudit(directory.db, { actorId: staff.userId, action: "redirect-deleted", detail: from }, now);
      await announceChange(directory.db, [from], now);
    }
    redirect(`${REDIRECTS_ADMIN_PATH}?message=${deleted ? "redirection-supprimee" : "redirection-inconnue"}#a-revoir`);
  }
  const site = await redirectSiteFacts(directory.db);
  const written = await importRedirects(
    directory.db,
    (current) => {
      const final = flattenStoredChains(current, site).changed.find(({ before }) => before.from === from)?.after;
      const path = final && targetPath(final.to);
      // The final address must still answer (a page of the build, or another site's).
      return final && (path === undefined || site.livePage(path)) ? [{ ...final, note: "" }] : [];
    },
    staff.userId,
    now,
  );
  const [pointed] = written;
  if (pointed) {
    await recordAudit(
      directory.db,
      { actorId: staff.userId, action: "redirect-saved", detail: `${pointed.from} → ${pointed.to} (raccourcie)` },
      now,
    );
    await announceChange(directory.db, [pointed.from], now);
  }
  redirect(
    `${REDIRECTS_ADMIN_PATH}?message=${pointed ? "redirection-raccourcie" : "redirection-non-raccourcie"}#a-revoir`,
  );
}
