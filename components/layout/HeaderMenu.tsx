"use client";

import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { adoptEarlyControl } from "../../lib/browser/early-controls.ts";
import type { NavMenu } from "../../lib/config/navigation.ts";
import { Icon } from "../icons/Icon.tsx";
import { NavLink } from "./NavLink.tsx";

/**
 * A dropdown of the header (disclosure pattern): click or Enter/Space toggles it, arrows move
 * through its links, Escape closes it and gives focus back to its button, and a click or focus
 * outside closes it. Before the framework has loaded, the early script (lib/browser/early-controls.ts)
 * opens and closes it (click, Escape, click or focus outside); this component takes it over, as
 * the visitor left it, when it mounts.
 */
export function HeaderMenu({ menu }: { menu: NavMenu }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (adoptEarlyControl(menu.id, button.current)) setOpen(true);
  }, [menu.id]);

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [open]);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>("ul a[href]") ?? [])];

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    setOpen(true);
    const first = event.key === "ArrowDown";
    // The list is rendered hidden, so its links exist: focus once it is shown.
    requestAnimationFrame(() => (first ? links()[0] : links().at(-1))?.focus());
  };

  const onListKey = (event: KeyboardEvent) => {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    let next: HTMLAnchorElement | undefined;
    if (event.key === "ArrowDown") next = items[(index + 1) % items.length];
    else if (event.key === "ArrowUp") next = items[(index - 1 + items.length) % items.length];
    else if (event.key === "Home") next = items[0];
    else if (event.key === "End") next = items.at(-1);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <li
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !root.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-nav"
        aria-expanded={open}
        aria-controls={menu.id}
        data-early={menu.id}
        data-early-kind="menu"
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKey}
      >
        {menu.label}
        <Icon name="caret" size={12} />
      </button>
      <ul id={menu.id} hidden={!open} onKeyDown={onListKey} className="menu-panel">
        {menu.links.map((link) => (
          <li key={link.href}>
            <NavLink href={link.href} className="link-menu text-ink">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
