"use server";

import { redirect } from "next/navigation";
import { SEARCH_PERFORMANCE_ADMIN_PATH } from "../config/admin.ts";
import { parseSearchConsoleCsv, pathOf, SEARCH_CONSOLE_ERRORS } from "../seo/search-console-csv.ts";
import { recordAudit } from "../server/audit/audit.ts";
import { importSearchPages, importSearchQueries } from "../server/seo/search-performance.ts";
import { requireStaff } from "../server/staff-guard.ts";
import { uploadedText } from "./uploaded-text.ts";

/** What the import answers when it cannot: why, in French (on success it goes back to the screen with its message). */
export interface SearchConsoleImportState {
  error?: string;
  /** The page typed, kept for another try. */
  page?: string;
}

/** A page as the team may type it: a path, or the address Search Console shows. */
function pagePath(typed: string): string | undefined {
  const path = pathOf(typed);
  return path.startsWith("/") ? path : undefined;
}

/**
 * Imports a Search Console export: « Pages » replaces every page's figures; « Requêtes », the
 * queries of the page it was filtered on (typed beside the file). Audited.
 */
export async function importSearchConsoleAction(
  _: SearchConsoleImportState,
  form: FormData,
): Promise<SearchConsoleImportState> {
  const { staff, directory } = await requireStaff(SEARCH_PERFORMANCE_ADMIN_PATH, "seo");
  const typed = String(form.get("page") ?? "");
  const text = await uploadedText(form, "fichier", SEARCH_CONSOLE_ERRORS);
  if (typeof text !== "string") return { ...text, page: typed };
  const parsed = parseSearchConsoleCsv(text);
  if (!parsed.ok) return { error: parsed.error, page: typed };
  const now = Date.now();
  if (parsed.kind === "queries") {
    const path = pagePath(typed);
    if (!path) return { error: SEARCH_CONSOLE_ERRORS.noPage, page: typed };
    const count = await importSearchQueries(directory.db, path, parsed.rows, now);
    await recordAudit(
      directory.db,
      { actorId: staff.userId, action: "search-console-imported", detail: `${count} requêtes de ${path}` },
      now,
    );
  } else {
    const count = await importSearchPages(directory.db, parsed.rows, now);
    await recordAudit(
      directory.db,
      { actorId: staff.userId, action: "search-console-imported", detail: `${count} pages` },
      now,
    );
  }
  redirect(`${SEARCH_PERFORMANCE_ADMIN_PATH}?message=performances-importees`);
}
