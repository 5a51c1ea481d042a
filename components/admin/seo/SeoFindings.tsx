import type { Finding } from "../../../lib/seo/audit.ts";

const LEVEL = { error: "Erreur", warning: "À vérifier" } as const;

/** A page's findings from the SEO audit, in French, errors first; « Aucun problème » when there is none. */
export function SeoFindings({ findings }: { findings: readonly Finding[] }) {
  if (findings.length === 0) return <p className="text-sm text-muted">Aucun problème</p>;
  const sorted = [...findings].sort((a, b) => (a.level === b.level ? 0 : a.level === "error" ? -1 : 1));
  return (
    <ul className="space-y-1 text-sm">
      {sorted.map((finding) => (
        <li key={`${finding.rule}-${finding.messageFr}`} data-seo-rule={finding.rule}>
          <strong className={finding.level === "error" ? "text-danger" : "text-ink"}>{LEVEL[finding.level]} :</strong>{" "}
          {finding.messageFr}
        </li>
      ))}
    </ul>
  );
}
