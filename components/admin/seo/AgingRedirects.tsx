import type { ReactNode } from "react";
import { fixAgedRedirectAction } from "../../../lib/actions/staff-redirects.ts";
import { REDIRECT_EDIT_PARAM, REDIRECTS_ADMIN_PATH } from "../../../lib/config/admin.ts";
import { AGING_FIXES, AGING_MESSAGES } from "../../../lib/config/redirect-aging.ts";
import type { RedirectEntry } from "../../../lib/config/redirect-rules.ts";
import { formatCount, formatLongDate } from "../../../lib/format/french-format.ts";
import type { AgingReport } from "../../../lib/seo/redirect-aging.ts";

const editLink = (from: string) =>
  `${REDIRECTS_ADMIN_PATH}?${REDIRECT_EDIT_PARAM}=${encodeURIComponent(from)}#formulaire`;

/** One button that fixes one redirect (a plain form: no script needed). */
function Fix({ from, fix, children }: { from: string; fix: string; children: ReactNode }) {
  return (
    <form action={fixAgedRedirectAction} className="inline">
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name="correction" value={fix} />
      <button type="submit" className="btn btn-secondary">
        {children}
      </button>
    </form>
  );
}

function Item({ entry, why, children }: { entry: RedirectEntry; why: string; children: ReactNode }) {
  return (
    <li className="border-b border-line py-3" data-aging={entry.from}>
      <p className="break-all">
        <span className="font-semibold">{entry.from}</span> → {entry.to || "supprimée (410)"}
      </p>
      <p className="text-sm text-muted">
        {why} Dernière visite{"\u00a0"}:{" "}
        {entry.lastHitAt === null ? "jamais" : formatLongDate(new Date(entry.lastHitAt))}.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">{children}</div>
    </li>
  );
}

/**
 * « À revoir »: the redirects whose target is redirected since (pointed at the final address in
 * one click), whose target no longer exists, and those nobody used for 12 months (deleted in one click).
 */
export function AgingRedirects({ report }: { report: AgingReport }) {
  const count = report.redirected.length + report.missing.length + report.unused.length;
  return (
    <section aria-labelledby="a-revoir" className="mt-8">
      <h2 id="a-revoir" className="text-xl font-semibold text-ink">
        {count === 0
          ? "Aucune redirection à revoir"
          : `À revoir (${formatCount(count, "redirection", "redirections")})`}
      </h2>
      {count === 0 ? (
        <p className="body-text mt-2 max-w-prose">
          Toutes les redirections mènent directement à une page en ligne et ont servi dans les 12 derniers mois.
        </p>
      ) : (
        <ul className="mt-2 max-w-4xl">
          {report.redirected.map(({ entry, final }) => (
            <Item key={`r${entry.from}`} entry={entry} why={AGING_MESSAGES.redirected(final)}>
              <Fix from={entry.from} fix={AGING_FIXES.point}>
                Pointer vers {final}
                <span className="sr-only"> depuis {entry.from}</span>
              </Fix>
            </Item>
          ))}
          {report.missing.map((entry) => (
            <Item key={`m${entry.from}`} entry={entry} why={AGING_MESSAGES.missing}>
              <a href={editLink(entry.from)} className="link-inline underline">
                Choisir une autre page<span className="sr-only"> pour {entry.from}</span>
              </a>
              <Fix from={entry.from} fix={AGING_FIXES.delete}>
                Supprimer<span className="sr-only"> {entry.from}</span>
              </Fix>
            </Item>
          ))}
          {report.unused.map((entry) => (
            <Item key={`u${entry.from}`} entry={entry} why={AGING_MESSAGES.unused}>
              <Fix from={entry.from} fix={AGING_FIXES.delete}>
                Supprimer<span className="sr-only"> {entry.from}</span>
              </Fix>
            </Item>
          ))}
        </ul>
      )}
    </section>
  );
}
