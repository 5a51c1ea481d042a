/**
 * Props of an element whose text the stored home overrides may replace (HomeTextOverrides), `key`
 * being one of HOME_CONTENT_KEYS (lib/catalog/home.ts), or undefined for an element without override:
 * the marker the inline script looks for, and suppressHydrationWarning, without which React
 * treats the replaced text as a hydration mismatch (error #418), renders the page again and puts
 * the default text back. The element must hold its text only (no child element).
 *
 *   <h1 className="…" {...overridableText("main-title")}>{HOME_CONTENT["main-title"]}</h1>
 */
export function overridableText(key: string | undefined): {
  "data-content-key"?: string;
  suppressHydrationWarning?: true;
} {
  return key ? { "data-content-key": key, suppressHydrationWarning: true } : {};
}
