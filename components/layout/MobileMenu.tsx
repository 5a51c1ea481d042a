"use client";

import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { adoptEarlyControl } from "../../lib/browser/early-controls.ts";
import { Icon } from "../icons/Icon.tsx";

const TOGGLE_ID = "mobile-menu-toggle";
const LABELS = { closed: "Ouvrir le menu", open: "Fermer le menu" } as const;

/**
 * The menu toggle under 768 px and its panel: "Ouvrir le menu" / "Fermer le menu", a chosen
 * link closes it, Escape closes it and gives focus back to the toggle. The links are rendered
 * by the server and passed as children. Before the framework has loaded, the early script
 * (lib/browser/early-controls.ts) opens and closes it the same way; this component takes it
 * over, as the visitor left it, when it mounts. Both icons are in the HTML, the button's
 * aria-expanded shows one: the early script changes attributes only.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (adoptEarlyControl(TOGGLE_ID, toggle.current)) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      <button
        ref={toggle}
        id={TOGGLE_ID}
        type="button"
        className="group btn btn-ghost px-2 md:hidden"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? LABELS.open : LABELS.closed}
        data-early={TOGGLE_ID}
        data-early-kind="panel"
        data-early-labels={`${LABELS.closed}|${LABELS.open}`}
        onClick={() => setOpen(!open)}
      >
        <Icon name="menu" size={24} className="group-aria-expanded:hidden" />
        <Icon name="close" size={24} className="hidden group-aria-expanded:block" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks come from the links inside, which the keyboard activates too. */}
      <nav
        id="mobile-menu"
        aria-label="Menu mobile"
        hidden={!open}
        className="absolute inset-x-0 top-16 border-t border-line bg-white shadow-md md:hidden"
        onClick={(event) => {
          if ((event.target as Element).closest("a")) setOpen(false);
        }}
      >
        {children}
      </nav>
    </>
  );
}
