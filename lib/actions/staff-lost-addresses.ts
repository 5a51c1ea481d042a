"use server";

import { redirect } from "next/navigation";
import { NOT_FOUND_ADMIN_PATH } from "../config/admin.ts";
import {
  LOST_ANSWER_FIELDS as FIELDS,
  LOST_ANSWER_NOTE,
  LOST_CHOICE_GONE,
  LOST_INTENT_FIRSTS,
} from "../config/lost-addresses.ts";
import { normalisePath } from "../config/redirect-rules.ts";
import type { RedirectCsvRow } from "../seo/redirects-csv.ts";
import { planImport } from "../seo/redirects-import.ts";
import { announceChange } from "../server/announce-change.ts";
import { recordAudit } from "../server/audit/audit.ts";
import { redirectSiteFacts } from "../server/seo/redirect-facts.ts";
import { importRedirects } from "../server/seo/redirects-store.ts";
import { requireStaff } from "../server/staff-guard.ts";

const field = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The page of the log the form was on (its `?page=`), never another address. */
function backTo(form: FormData): string {
  const back = field(form, FIELDS.back);
  return back === NOT_FOUND_ADMIN_PATH || back.startsWith(`${NOT_FOUND_ADMIN_PATH}?`) ? back : NOT_FOUND_ADMIN_PATH;
}

/** Each chosen row as a line of an import: a 301 to the target chosen, or a 410 for an address removed on purpose. */
function chosenRows(form: FormData): RedirectCsvRow[] {
  const count = Math.min(Number(field(form, FIELDS.rows)) || 0, 500);
  const firsts = field(form, FIELDS.intent) === LOST_INTENT_FIRSTS;
  const rows: RedirectCsvRow[] = [];
  for (let row = 0; row < count; row++) {
    const from = field(form, FIELDS.address(row));
    const choice = firsts ? field(form, FIELDS.first(row)) : field(form, FIELDS.choice(row));
    if (!from || !choice) continue;
    const gone = choice === LOST_CHOICE_GONE;
    rows.push({ line: row + 1, from, to: gone ? "" : choice, status: gone ? "410" : "301", note: LOST_ANSWER_NOTE });
  }
  return rows;
}

/**
 * « Appliquer les choix » and « Accepter la première suggestion… » of the 404 log
 * (/admin/seo/introuvables): the chosen addresses redirected (301) or answered as removed (410) in
 * one go, checked by the redirects desk's rules inside the store's transaction (a target gone
 * since, a loop: refused; a chain: flattened), audited, and announced to search engines. The
 * answered addresses leave the log's list; the page says how many, and how many were refused.
 */
export async function answerLostAddressesAction(form: FormData): Promise<void> {
  const back = backTo(form);
  const { staff, directory } = await requireStaff(back, "seo");
  const rows = chosenRows(form);
  const site = await redirectSiteFacts(directory.db);
  const now = Date.now();
  const written =
    rows.length === 0
      ? []
      : await importRedirects(directory.db, (current) => planImport(rows, current, site).writes, staff.userId, now);
  const sources = new Set(rows.map((row) => normalisePath(row.from)));
  const answered = written.filter((one) => sources.has(one.from)).length;
  if (written.length > 0) {
    await recordAudit(
      directory.db,
      {
        actorId: staff.userId,
        action: "redirects-imported",
        detail: `journal 404\u00a0: ${answered} adresse(s) traitée(s), ${written.length} écrite(s)`,
      },
      now,
    );
    await announceChange(
      directory.db,
      written.map((one) => one.from),
      now,
    );
  }
  const query = `traitees=${answered}&refusees=${rows.length - answered}`;
  redirect(`${back}${back.includes("?") ? "&" : "?"}${query}`);
}
