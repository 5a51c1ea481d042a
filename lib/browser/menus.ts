/**
 * Header dropdowns (disclosure pattern) and the mobile menu. Plain DOM, no framework:
 * it runs on every page.
 */

function links(list: HTMLElement): HTMLAnchorElement[] {
  return [...list.querySelectorAll<HTMLAnchorElement>("a[href]")];
}

export function initHeaderMenus(root: Document): void {
  const menus = [...root.querySelectorAll<HTMLElement>("[data-menu]")];
  const parts = menus.flatMap((menu) => {
    const button = menu.querySelector<HTMLButtonElement>("[data-menu-button]");
    const list = menu.querySelector<HTMLElement>("[data-menu-list]");
    return button && list ? [{ menu, button, list }] : [];
  });

  const setOpen = (part: (typeof parts)[number], open: boolean) => {
    part.button.setAttribute("aria-expanded", String(open));
    part.list.hidden = !open;
  };
  const closeAll = (except?: (typeof parts)[number]) => {
    for (const p of parts) if (p !== except) setOpen(p, false);
  };

  for (const part of parts) {
    const { menu, button, list } = part;
    button.addEventListener("click", () => {
      const open = button.getAttribute("aria-expanded") !== "true";
      closeAll(part);
      setOpen(part, open);
    });
    button.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      event.preventDefault();
      closeAll(part);
      setOpen(part, true);
      const items = links(list);
      (event.key === "ArrowDown" ? items[0] : items.at(-1))?.focus();
    });
    list.addEventListener("keydown", (event) => {
      const items = links(list);
      const index = items.indexOf(root.activeElement as HTMLAnchorElement);
      let next: HTMLAnchorElement | undefined;
      if (event.key === "ArrowDown") next = items[(index + 1) % items.length];
      else if (event.key === "ArrowUp") next = items[(index - 1 + items.length) % items.length];
      else if (event.key === "Home") next = items[0];
      else if (event.key === "End") next = items.at(-1);
      if (next) {
        event.preventDefault();
        next.focus();
      }
    });
    menu.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && button.getAttribute("aria-expanded") === "true") {
        event.preventDefault();
        setOpen(part, false);
        button.focus();
      }
    });
    menu.addEventListener("focusout", (event) => {
      const next = event.relatedTarget as Node | null;
      if (next && !menu.contains(next)) setOpen(part, false);
    });
  }

  root.addEventListener("click", (event) => {
    const target = event.target as Node;
    for (const p of parts) if (!p.menu.contains(target)) setOpen(p, false);
  });
}

export function initMobileMenu(root: Document): void {
  const toggle = root.querySelector<HTMLButtonElement>("[data-mobile-toggle]");
  const panel = root.querySelector<HTMLElement>("[data-mobile-menu]");
  if (!toggle || !panel) return;

  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", open ? "Fermer le menu" : "Ouvrir le menu");
    toggle.querySelector<HTMLElement>("[data-icon-open]")?.toggleAttribute("hidden", open);
    toggle.querySelector<HTMLElement>("[data-icon-close]")?.toggleAttribute("hidden", !open);
    panel.hidden = !open;
  };

  toggle.addEventListener("click", () => setOpen(toggle.getAttribute("aria-expanded") !== "true"));
  panel.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) setOpen(false);
  });
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !panel.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });
}
