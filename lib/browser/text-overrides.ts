/**
 * Home page text overrides (spec section 1): admin_pages_data is a list of {path, content};
 * the entry whose path is "/" replaces the text of the elements [data-content-key="<key>"]
 * for the known keys. Text only (textContent), never HTML.
 */

/**
 * The known keys' non-empty texts of the "/" entry; throws when the value is not a list (the
 * caller logs it). Self-contained: it also runs inline, see inline-script.ts.
 */
export function pickHomeTexts(data: unknown, keys: readonly string[]): [string, string][] {
  if (!Array.isArray(data)) throw new TypeError("not a list");
  const entry: unknown = data.find((item) => typeof item === "object" && item !== null && item.path === "/");
  const content = (entry as { content?: unknown } | undefined)?.content;
  if (typeof content !== "object" || content === null || Array.isArray(content)) return [];
  const texts: [string, string][] = [];
  for (const key of keys) {
    const text = (content as Record<string, unknown>)[key];
    if (typeof text === "string" && text.trim() !== "") texts.push([key, text]);
  }
  return texts;
}

/**
 * Runs inline in the home page's <head>. Why there rather than after the content: a
 * MutationObserver sees each marked element as the parser inserts it, and its callbacks run
 * before the browser's next rendering step, so an overridden text is never painted with its
 * default, however the HTML arrives. It costs nothing when no override is stored (the common
 * case: it returns at once) and stops at DOMContentLoaded. Self-contained.
 */
export function applyHomeTexts(
  storageKey: string,
  keys: readonly string[],
  pick: (data: unknown, keys: readonly string[]) => [string, string][],
): void {
  let texts: Map<string, string>;
  try {
    const raw = localStorage.getItem(storageKey);
    if (raw === null) return;
    texts = new Map(pick(JSON.parse(raw), keys));
  } catch {
    console.warn(`[storage] "${storageKey}" could not be read and is ignored`);
    return;
  }
  if (texts.size === 0) return;

  const apply = (el: Element | null) => {
    const text = el && texts.get(el.getAttribute("data-content-key") ?? "");
    // Compared first: the parser may still append the default text after the first pass.
    if (el && text !== undefined && el.textContent !== text) el.textContent = text;
  };
  const scan = (root: ParentNode) => {
    for (const el of root.querySelectorAll("[data-content-key]")) apply(el);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      apply(target?.closest("[data-content-key]") ?? null);
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        apply(node.closest("[data-content-key]"));
        scan(node);
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  scan(document);
  document.addEventListener(
    "DOMContentLoaded",
    () => {
      observer.disconnect();
      scan(document);
    },
    { once: true },
  );
}
