/**
 * Free-trial application picker: toggle buttons (aria-pressed), one selected at most,
 * a second click deselects; the start button stays disabled until a choice is made and
 * then opens the chosen application in a new tab without giving it access to this page.
 */

export type OpenInNewTab = (url: string) => void;

const openWithoutOpener: OpenInNewTab = (url) => {
  window.open(url, "_blank", "noopener,noreferrer");
};

export function initAppPicker(root: ParentNode, open: OpenInNewTab = openWithoutOpener): void {
  const options = [...root.querySelectorAll<HTMLButtonElement>("[data-app-option]")];
  const start = root.querySelector<HTMLButtonElement>("[data-app-start]");
  const status = root.querySelector<HTMLElement>("[data-app-status]");
  if (!start || options.length === 0) return;

  let selected: HTMLButtonElement | undefined;

  const render = () => {
    for (const option of options) option.setAttribute("aria-pressed", String(option === selected));
    start.disabled = !selected;
    if (status) {
      const name = selected?.dataset.appName;
      status.textContent = name ? `Application choisie\u00a0: ${name}` : (status.dataset.empty ?? "");
    }
  };

  for (const option of options) {
    option.addEventListener("click", () => {
      selected = selected === option ? undefined : option;
      render();
    });
  }
  start.addEventListener("click", () => {
    const url = selected?.dataset.appUrl;
    if (url) open(url);
  });
  render();
}
