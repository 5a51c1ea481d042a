/** New questions' anchors for the FAQ's kind (lib/catalog/content/kinds.ts). */

/** An anchor from a title: lower case, no accent, words joined by dashes. */
function anchorOf(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** The questions with an anchor each, unique across the page: the typed ones kept, new ones made from their text. */
export function withAnchors(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const taken = new Set<string>();
  const unique = (wanted: string, fallback: string) => {
    let base = anchorOf(wanted) || fallback;
    if (!/^[a-z0-9-]*$/.test(base)) base = fallback;
    let anchor = base;
    for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`;
    taken.add(anchor);
    return anchor;
  };
  return value.map((group: Record<string, unknown>, groupIndex) => ({
    ...group,
    id: unique(String(group?.id || group?.title || ""), `groupe-${groupIndex + 1}`),
    items: Array.isArray(group?.items)
      ? group.items.map((entry: Record<string, unknown>, index: number) => ({
          ...entry,
          id: unique(String(entry?.id || entry?.question || ""), `question-${groupIndex + 1}-${index + 1}`),
        }))
      : group?.items,
  }));
}
