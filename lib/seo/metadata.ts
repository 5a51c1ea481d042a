import type { Metadata } from "next";
import { siteUrl } from "../config/env.ts";
import { SITE } from "../config/site.ts";

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute path of the page, e.g. "/tarifs/crmpro"; the canonical URL is built from SITE_URL. */
  path: string;
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** Comma-separated keywords, only for pages that declare them (e.g. the CGV). */
  keywords?: string;
}

/** Absolute URL of a path of this site, without a trailing slash (but for the home page). */
export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path === "/" ? "/" : path.replace(/\/$/, "")}`;
}

/**
 * The one metadata builder of every page: its own canonical (never one inherited from the
 * layout), Open Graph and Twitter tags, and noindex where asked. The home page puts the brand
 * first ("Gestio · …"); other pages put it last ("… | Gestio").
 */
export function pageMetadata(page: PageSeo): Metadata {
  const canonical = absoluteUrl(page.path);
  const image = new URL(page.image ?? SITE.defaultOgImage, `${siteUrl()}/`).href;
  const imageAlt = page.imageAlt ?? SITE.tagline;
  const title = page.path === "/" ? `${SITE.name} · ${page.title}` : `${page.title} | ${SITE.name}`;
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
      images: [{ url: image, alt: imageAlt }],
    },
    twitter: {
      card: "summary_large_image",
      title: page.title,
      description: page.description,
      images: [image],
    },
  };
}
