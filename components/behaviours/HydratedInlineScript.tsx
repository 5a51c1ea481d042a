/**
 * What a client component that writes an inline script renders in the browser: the element the
 * server wrote, kept as it is (empty dangerouslySetInnerHTML, never updated, no hydration warning).
 *
 * Such a component renders its script's source only when `typeof window` is "undefined", a
 * build-time constant: the source lives in the server's HTML alone, neither in the browser's
 * bundle nor in the page's inline React payload, where a server component's script would be
 * written a second time.
 */
export function HydratedInlineScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose, keeps the server's script untouched
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
}
