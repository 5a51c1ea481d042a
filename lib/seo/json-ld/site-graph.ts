import { siteUrl } from "../../config/env.ts";
import { SOCIAL_LINKS } from "../../config/external-links.ts";
import { LEGAL_SETTINGS, PUBLISHER } from "../../config/legal.ts";
import type { LegalSettings } from "../../config/legal-settings.ts";
import { SITE } from "../../config/site.ts";

export interface Crumb {
  name: string;
  path: string;
}

export const ORGANIZATION_ID = () => `${siteUrl()}/#organization`;

/** The publisher's registered details that are set (never a placeholder): address, phone, VAT number. */
function registeredDetails(settings: LegalSettings): Record<string, unknown> {
  const { PUBLISHER_STREET: street, PUBLISHER_POSTAL_CODE: postalCode, PUBLISHER_CITY: city } = settings;
  const phone = settings.PUBLISHER_PHONE;
  return {
    ...(street && postalCode && city
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: street,
            postalCode,
            addressLocality: city,
            addressCountry: "FR",
          },
        }
      : {}),
    ...(phone ? { telephone: phone.replace(/^0/, "+33") } : {}),
    ...(settings.PUBLISHER_VAT_NUMBER ? { vatID: settings.PUBLISHER_VAT_NUMBER } : {}),
  };
}

/** The site-wide Organization node. */
export function organizationJsonLd(settings: LegalSettings = LEGAL_SETTINGS): Record<string, unknown> {
  const origin = siteUrl();
  return {
    "@type": "Organization",
    "@id": ORGANIZATION_ID(),
    name: SITE.name,
    legalName: PUBLISHER.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: PUBLISHER.email,
    ...registeredDetails(settings),
    sameAs: Object.values(SOCIAL_LINKS),
  };
}

/** BreadcrumbList of a trail (home excluded, current page last), or nothing for the home page. */
export function breadcrumbJsonLd(trail: readonly Crumb[]): Record<string, unknown> | undefined {
  if (trail.length === 0) return undefined;
  return {
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Accueil", path: "/" }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl()}${crumb.path}`,
    })),
  };
}

/** The page's whole graph: Organization, its BreadcrumbList and its own nodes. */
export function pageGraph(trail: readonly Crumb[], nodes: readonly Record<string, unknown>[]): Record<string, unknown> {
  const breadcrumbs = breadcrumbJsonLd(trail);
  return {
    "@context": "https://schema.org",
    "@graph": [organizationJsonLd(), ...(breadcrumbs ? [breadcrumbs] : []), ...nodes],
  };
}
