"use client";

import { type ReactNode, useEffect, useState } from "react";
import { Icon } from "../icons/Icon.tsx";

/**
 * The menu toggle under 768 px and its panel: "Ouvrir le menu" / "Fermer le menu", a chosen
 * link closes it, Escape closes it and gives focus back to the toggle. The links are rendered
 * by the server and passed as children.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      document.getElementById("mobile-menu-toggle")?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      <button
        id="mobile-menu-toggle"
        type="button"
        className="btn btn-ghost px-2 md:hidden"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Fermer le menu" : "Ouvrir le menu"}
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? "close" : "menu"} size={24} />
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
