/**
 * Last update of each legal page that shows one ("Dernière mise à jour : …", ISO day). The page
 * prints it and the sitemap gives it as the page's `lastmod` (next-sitemap.config.mjs), so the two
 * cannot disagree: change the date here when the text changes.
 */
export const LEGAL_UPDATED = {
  "/cgv": "2025-08-25",
  "/politique-confidentialite": "2026-11-28",
} as const satisfies Record<string, `${number}-${number}-${number}`>;
