/**
 * `npm run seo`'s output: the SEO audit (lib/seo/audit.ts, the rules the SEO desk shows too) as one
 * plain-text table, page by page, then the findings and a closing count.
 */
import { pathOnSite, type SeoReport } from "../../lib/seo/audit.ts";

const cut = (text: string | undefined, max: number) =>
  text === undefined ? "—" : text.length <= max ? text : `${text.slice(0, max - 1)}…`;

/** The report as one plain-text table (one row per page), then the findings and a closing count. */
export function formatReport(report: SeoReport): string {
  const mark = (path: string) => {
    const levels = report.findings.filter((f) => f.path === path).map((f) => f.level);
    return levels.includes("error") ? "✖" : levels.includes("warning") ? "⚠" : "✓";
  };
  const header = [
    "",
    "Page",
    "Title",
    "Len",
    "Description",
    "Len",
    "Canonical",
    "Robots",
    "H1",
    "OG title",
    "OG image",
    "JSON-LD",
    "Sitemap",
    "Links in/out",
  ];
  const body = report.rows.map((row) => {
    const canonicalPath = row.canonical ? pathOnSite(row.canonical, report.siteUrl) : undefined;
    return [
      mark(row.path),
      row.path,
      cut(row.title, 70),
      String(row.titleLength),
      cut(row.description, 40),
      String(row.descriptionLength),
      !row.canonical
        ? "missing"
        : canonicalPath === row.path
          ? "self"
          : canonicalPath
            ? `→ ${canonicalPath}`
            : "foreign",
      row.robots ?? "index",
      row.h1Count === 1 ? cut(row.h1, 40) : `${row.h1Count} h1`,
      row.ogTitle === undefined ? "missing" : row.ogTitle === row.title ? "= title" : cut(row.ogTitle, 30),
      row.ogImage ? cut(pathOnSite(row.ogImage, report.siteUrl) ?? row.ogImage, 40) : "missing",
      `${row.jsonLdTypes.join(", ") || "—"}${row.jsonLdValid ? "" : " (INVALID)"}`,
      row.inSitemap ? "yes" : "no",
      `${row.linksIn}/${row.linksOut}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join(" │ ")
      .trimEnd();
  const out = [line(header), widths.map((w) => "─".repeat(w)).join("─┼─"), ...body.map(line), ""];
  for (const f of report.findings)
    out.push(`${f.level === "error" ? "✖ error  " : "⚠ warning"} ${f.path}: ${f.message}`);
  out.push(
    `${report.rows.length} pages on ${report.siteUrl}: ${report.errors} error${report.errors === 1 ? "" : "s"}, ${report.warnings} warning${report.warnings === 1 ? "" : "s"}`,
  );
  return out.join("\n");
}
