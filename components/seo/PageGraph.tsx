import { serializeJsonLd } from "../../lib/seo/json-ld/serialize.ts";
import { type Crumb, pageGraph } from "../../lib/seo/json-ld/site-graph.ts";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";

/**
 * A page's structured data and its visible trail from one list: the JSON-LD graph
 * (Organization, BreadcrumbList, the page's own nodes) and, on inner pages, the breadcrumbs.
 */
export function PageGraph({
  trail = [],
  nodes = [],
}: {
  trail?: readonly Crumb[];
  nodes?: readonly Record<string, unknown>[];
}) {
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, serialised with <, > and & escaped.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(pageGraph(trail, nodes)) }}
      />
      {trail.length > 0 && <Breadcrumbs trail={trail} />}
    </>
  );
}
