/**
 * Filters the blog list as the visitor types. Each item carries its searchable text
 * (title, excerpt, category) in data-search; accents and case are ignored.
 */

/** "Éditer un Devis" → "editer un devis" */
export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** True when every word of the query appears in the text (an empty query matches everything). */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = normalise(text);
  return normalise(query)
    .split(" ")
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export function setupBlogSearch(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>("[data-blog-search-input]");
  const items = [...root.querySelectorAll<HTMLElement>("[data-search]")];
  const empty = root.querySelector<HTMLElement>("[data-blog-search-empty]");
  const form = root.querySelector<HTMLElement>("[data-blog-search]");
  if (!input || !empty || !form) return;

  const update = (): void => {
    let shown = 0;
    for (const item of items) {
      const visible = matchesQuery(item.dataset.search ?? "", input.value);
      item.hidden = !visible;
      if (visible) shown++;
    }
    // The live region only speaks when its text changes: empty it when results exist.
    empty.textContent = shown === 0 ? (empty.dataset.message ?? "") : "";
  };

  // Without script the box could not work: it stays invisible, its space kept so that nothing shifts when it shows.
  form.classList.remove("invisible");
  form.addEventListener("submit", (event) => event.preventDefault());
  input.addEventListener("input", update);
  update();
}
