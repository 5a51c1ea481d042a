/** The footer year is rendered at build time; correct it when the visit happens in a later year. */
export function showCurrentYear(root: ParentNode): void {
  const year = String(new Date().getFullYear());
  for (const el of root.querySelectorAll<HTMLElement>("[data-current-year]")) {
    if (el.textContent !== year) el.textContent = year;
  }
}
