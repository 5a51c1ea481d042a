import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../config/redirects.ts";
import { flattenStoredChains } from "../../seo/redirects-import.ts";
import { recordAudit } from "../audit/audit.ts";
import type { Db } from "../store/db.ts";
import { redirectsWithNotes } from "./redirects-store.ts";

/**
 * Points every stored redirect whose target is itself redirected (by the list or by the code, any
 * number of hops) straight at the final target, once (store migration 25: lists saved before
 * chains were refused may hold some). Loops are left as they are. What changed is written in the
 * journal, so that the SEO staff see it: « /a → /c (était /b) ».
 */
export async function flattenRedirectChains(tx: Db, now: number): Promise<{ changed: number; loops: string[] }> {
  const current = new Map((await redirectsWithNotes(tx)).map((redirect) => [redirect.from, redirect]));
  const { changed, loops } = flattenStoredChains(current, {
    // Only the code's redirects are read when following a stored list's chains.
    origin: "https://site.invalid",
    livePage: () => true,
    noindexed: () => false,
    builtRedirects: { ...INTERNAL_REDIRECTS, ...PRODUCT_REDIRECTS },
  });
  for (const { after } of changed)
    await tx.run("UPDATE redirects SET to_target = ?, updated_at = ? WHERE from_path = ?", [after.to, now, after.from]);
  if (changed.length > 0 || loops.length > 0) {
    const lines = changed.map(({ before, after }) => `${after.from} → ${after.to} (était ${before.to})`);
    if (loops.length > 0) lines.push(`boucles laissées telles quelles\u00a0: ${loops.join(", ")}`);
    await recordAudit(tx, { actorId: null, action: "redirect-chains-flattened", detail: lines.join(" ; ") }, now);
  }
  return { changed: changed.length, loops };
}
