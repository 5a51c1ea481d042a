import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { contentPage } from "../../../components/pages/ContentPageView.tsx";
import { CONTENT_HOME_SEGMENT } from "../../../lib/config/blog-pages.ts";
import { publishedContent } from "../../../lib/server/content/content-store.ts";
import { staffDirectory } from "../../../lib/server/staff-directory.ts";

/**
 * A page the content desk changed (/tarifs, /tarifs/{id}, /ressources/faq, /solutions…, /boosters,
 * /a-propos, the home page) as rendered from the store's published content, for the origin's own
 * request only (next.config's rewrites; the middleware answers 404 to anyone else here).
 */
export const dynamic = "force-dynamic";

type Params = Promise<{ chemin: string[] }>;

async function load(params: Params) {
  const { chemin } = await params;
  const path = chemin.length === 1 && chemin[0] === CONTENT_HOME_SEGMENT ? "/" : `/${chemin.join("/")}`;
  const { db } = await staffDirectory();
  const page = contentPage(path, await publishedContent(db));
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return (await load(params)).metadata;
}

export default async function StoreContentPage({ params }: { params: Params }) {
  return (await load(params)).view;
}
