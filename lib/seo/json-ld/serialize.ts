/**
 * JSON-LD text for a `<script type="application/ld+json">`: `<`, `>` and `&` escaped as JSON
 * unicode escapes, so no value (a title, a question) can close the script element.
 */
export function serializeJsonLd(graph: unknown): string {
  return JSON.stringify(graph).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
