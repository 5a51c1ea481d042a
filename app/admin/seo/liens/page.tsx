import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "../../../../components/admin/AdminShell.tsx";
import { AdminTable } from "../../../../components/admin/AdminTable.tsx";
import { SeoDeskNav } from "../../../../components/admin/seo/SeoDeskNav.tsx";
import { replaceLinkAction } from "../../../../lib/actions/staff-links.ts";
import { articleEditPath, LINKS_ADMIN_PATH, SEO_ADMIN_PATH, seoPagePath } from "../../../../lib/config/admin.ts";
import {
  externalFailureLabel,
  INTERNAL_ANSWER_LABELS,
  LINKS_CHECK,
  LINKS_MESSAGES,
} from "../../../../lib/config/links-report.ts";
import { formatCount, formatLongDateTime } from "../../../../lib/format/french-format.ts";
import { type InternalProblem, type LinkHolder, linkRows } from "../../../../lib/seo/links-assemble.ts";
import { linksReport } from "../../../../lib/server/seo/links-report.ts";
import { requireStaff } from "../../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Liens du site" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Where the link is written: the article (its editor one click away), or the pages that hold it. */
function Where({ holder, pages }: { holder: LinkHolder; pages: string[] }) {
  if (holder.kind === "article" || pages.length <= 1) return <Holder holder={holder} />;
  return (
    <details>
      <summary className="cursor-pointer">{formatCount(pages.length, "page", "pages")} (menu ou pied de page)</summary>
      <ul className="mt-1 space-y-1">
        {pages.map((path) => (
          <li key={path} className="break-all">
            <a href={seoPagePath(path)} className="link-inline underline">
              {path}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Where the link is written, and the one click to where it is fixed. */
function Holder({ holder }: { holder: LinkHolder }) {
  if (holder.kind === "article")
    return (
      <>
        Article «{"\u00a0"}
        <a href={articleEditPath(holder.id)} className="link-inline underline">
          {holder.title}
        </a>
        {"\u00a0"}»<span className="block break-all text-sm text-muted">{holder.path}</span>
      </>
    );
  return (
    <>
      Page{" "}
      <a href={seoPagePath(holder.path)} className="link-inline break-all underline">
        {holder.path}
      </a>
    </>
  );
}

function Answer({ problem }: { problem: InternalProblem }) {
  const { answer } = problem;
  if (answer.kind !== "redirect") return <>{INTERNAL_ANSWER_LABELS[answer.kind]}</>;
  return (
    <>
      {INTERNAL_ANSWER_LABELS.redirect} vers <span className="break-all font-semibold">{answer.final}</span>
    </>
  );
}

/** The one click that fixes a link: the final address written in the article, or its editor. */
function Fix({ problem }: { problem: InternalProblem }) {
  const { holder, answer, href } = problem;
  if (holder.kind === "article" && answer.kind === "redirect")
    return (
      <form action={replaceLinkAction}>
        <input type="hidden" name="article" value={holder.id} />
        <input type="hidden" name="version" value={holder.version} />
        <input type="hidden" name="lien" value={href} />
        <button type="submit" className="btn btn-secondary">
          Remplacer par {answer.final}
          <span className="sr-only">
            {" "}
            dans l'article {holder.title} (lien {href})
          </span>
        </button>
      </form>
    );
  if (holder.kind === "article")
    return (
      <a href={articleEditPath(holder.id)} className="link-inline underline">
        Corriger dans l'article<span className="sr-only"> {holder.title}</span>
      </a>
    );
  return (
    <span className="text-sm text-muted">Lien écrit dans le code du site{"\u00a0"}: à signaler aux développeurs.</span>
  );
}

/** A row of either table: where the link is written, the address, then the table's own cells. */
function LinkRow({
  holder,
  pages,
  address,
  data,
  children,
}: {
  holder: LinkHolder;
  pages: string[];
  address: string;
  data: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <tr className="border-b border-line align-top" {...data}>
      <td className="p-2">
        <Where holder={holder} pages={pages} />
      </td>
      <td className="p-2 break-all">{address}</td>
      {children}
    </tr>
  );
}

/**
 * /admin/seo/liens: the links report (issue 56, item 5) from the pages as served and the articles
 * out: the sitemap's pages no other page links to, the internal links answering 404, 410, a loop
 * or a redirect (« Remplacer par l'adresse finale » in one click for an article's link), and the
 * other sites' addresses whose last daily check failed.
 */
export default async function LinksPage({ searchParams }: { searchParams: Search }) {
  const search = await searchParams;
  const { staff, directory } = await requireStaff(LINKS_ADMIN_PATH, "seo");
  const report = await linksReport(directory.db);
  const message = typeof search.message === "string" ? LINKS_MESSAGES[search.message] : undefined;
  const internal = linkRows(report.internal, (problem) => `${problem.href}\n${JSON.stringify(problem.answer)}`);
  const external = linkRows(report.external, (problem) => problem.url);
  return (
    <AdminShell staff={staff} current={SEO_ADMIN_PATH} title="Liens du site" message={message}>
      <SeoDeskNav current={LINKS_ADMIN_PATH} />
      <p className="body-text mt-4 max-w-prose">
        Les liens des pages telles qu'elles sont servies et des articles en ligne. Les liens vers d'autres sites sont
        vérifiés une fois par jour, {LINKS_CHECK.perDay} adresses au plus par jour, les plus anciennes vérifications
        d'abord.
      </p>
      <section aria-labelledby="liens-internes" className="mt-6">
        <h2 id="liens-internes" className="text-xl font-semibold text-ink">
          {internal.length === 0
            ? "Aucun lien interne à corriger"
            : `${formatCount(internal.length, "lien interne à corriger", "liens internes à corriger")}`}
        </h2>
        {internal.length > 0 && (
          <AdminTable
            label="Liens internes à corriger"
            caption="Les liens vers des pages du site qui répondent par une erreur ou une redirection, et où ils sont écrits"
            columns={["Où", "Lien", "Réponse", "Correction"]}
            className="mt-2"
          >
            {internal.map(({ problem, pages }) => (
              <LinkRow
                key={`${problem.holder.kind}${problem.holder.path}${problem.href}`}
                holder={problem.holder}
                pages={pages}
                address={problem.href}
                data={{ "data-internal-link": problem.href }}
              >
                <td className="p-2">
                  <Answer problem={problem} />
                </td>
                <td className="p-2">
                  <Fix problem={problem} />
                </td>
              </LinkRow>
            ))}
          </AdminTable>
        )}
      </section>
      <section aria-labelledby="liens-orphelins" className="mt-8">
        <h2 id="liens-orphelins" className="text-xl font-semibold text-ink">
          {report.orphans.length === 0
            ? "Aucune page orpheline"
            : formatCount(report.orphans.length, "page orpheline", "pages orphelines")}
        </h2>
        <p className="body-text mt-2 max-w-prose">
          Une page orpheline figure dans le plan du site mais aucune autre page n'y mène{"\u00a0"}: ajoutez-lui un lien
          depuis une page proche.
        </p>
        {report.orphans.length > 0 && (
          <ul className="mt-2 list-disc pl-6">
            {report.orphans.map((path) => (
              <li key={path} className="break-all" data-orphan={path}>
                <a href={seoPagePath(path)} className="link-inline underline">
                  {path}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="liens-externes" className="mt-8">
        <h2 id="liens-externes" className="text-xl font-semibold text-ink">
          {report.external.length === 0
            ? "Aucun lien vers un autre site en échec"
            : formatCount(
                report.external.length,
                "lien vers un autre site en échec",
                "liens vers d'autres sites en échec",
              )}
        </h2>
        <p className="body-text mt-2 max-w-prose">
          {formatCount(report.externalUrls.length, "adresse d'un autre site", "adresses d'autres sites")} dans les
          pages.
        </p>
        {external.length > 0 && (
          <AdminTable
            label="Liens vers d'autres sites en échec"
            caption="Les adresses d'autres sites dont la dernière vérification a échoué, et où elles sont écrites"
            columns={["Où", "Adresse", "Échec", "Vérifiée le"]}
            className="mt-2"
          >
            {external.map(({ problem, pages }) => (
              <LinkRow
                key={`${problem.holder.kind}${problem.holder.path}${problem.url}`}
                holder={problem.holder}
                pages={pages}
                address={problem.url}
                data={{ "data-external-link": problem.url }}
              >
                <td className="p-2">{externalFailureLabel(problem.failure.status, problem.failure.error)}</td>
                <td className="p-2">{formatLongDateTime(new Date(problem.failure.checkedAt))}</td>
              </LinkRow>
            ))}
          </AdminTable>
        )}
      </section>
    </AdminShell>
  );
}
