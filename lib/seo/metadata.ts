import type { Metadata } from "next";
import { siteUrl } from "../config/env.ts";
import { SITE } from "../config/site.ts";
import { OG_CONTENT_TYPE, OG_SIZE, type OgCard, ogAlt } from "./og/card.ts";

/** Longest <title> a search result shows whole; `npm run seo` flags a longer one. */
export const TITLE_MAX = 60;

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute path of the page, e.g. "/tarifs/crmpro"; the canonical URL is built from SITE_URL. */
  path: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** Comma-separated keywords, only for pages that declare them (e.g. the CGV). */
  keywords?: string;
  /**
   * The card of the page's own `opengraph-image.tsx`, for a page under a dynamic segment: there
   * the image route's `alt` export is one string for every page, so the page names its image
   * itself (URL, size and its own `og:image:alt`).
   */
  ogCard?: OgCard;
}

/** Absolute URL of a path of this site, without a trailing slash (but for the home page). */
export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path === "/" ? "/" : path.replace(/\/$/, "")}`;
}

/**
 * The one metadata builder of every page: its own canonical (never one inherited from the
 * layout), Open Graph and Twitter tags, and noindex where asked. The home page puts the brand
 * first ("Gestio · …"); other pages put it last ("… | Gestio"), unless the brand would push the
 * <title> over TITLE_MAX characters (search results cut it there): the page's own title then.
 *
 * Without `ogCard`, no `images` here, in `openGraph` nor in `twitter`: the image of a page is the
 * `opengraph-image.tsx` of its folder (lib/seo/og), which Next.js uses only when the page's own
 * metadata has no `openGraph.images` key; `twitter:image` is then filled from it. With `ogCard`,
 * the same image is named here, with the alternative text of that card.
 */
/** The <title> of the page at `path` titled `title`: the site's name added while it fits. */
export function pageTitle(path: string, title: string): string {
  const branded = path === "/" ? `${SITE.name} · ${title}` : `${title} | ${SITE.name}`;
  return branded.length <= TITLE_MAX ? branded : title;
}

export function pageMetadata(page: PageSeo): Metadata {
  const canonical = absoluteUrl(page.path);
  const title = pageTitle(page.path, page.title);
  const images = page.ogCard
    ? [{ url: `${page.path}/opengraph-image`, ...OG_SIZE, type: OG_CONTENT_TYPE, alt: ogAlt(page.ogCard) }]
    : undefined;
  return {
    title: { absolute: title },
    description: page.description,
    ...(page.keywords ? { keywords: page.keywords } : {}),
    alternates: { canonical },
    ...(page.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      type: page.type ?? "website",
      locale: SITE.locale,
      siteName: SITE.name,
      title: page.title,
      description: page.description,
      url: canonical,
      ...(images ? { images } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: page.title,
      description: page.description,
      ...(images ? { images } : {}),
    },
  };
}
