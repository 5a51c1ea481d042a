"use client";

import { useSelectedLayoutSegment } from "next/navigation";
import type { ReactNode } from "react";

/** ADMIN_PATH's segment (lib/config/admin.ts, tested equal): written here so no back-office config ships in public pages' code. */
export const ADMIN_SEGMENT = "admin";

/** True under /admin: the back office draws its own frame (app/admin/layout.tsx). */
function useBackOffice(): boolean {
  return useSelectedLayoutSegment() === ADMIN_SEGMENT;
}

/**
 * The public site's frame (header, footer, cookie banner, popup, beacon…), drawn by the root layout
 * on every page but the back office's. Decided by the route's first segment, so the public pages
 * stay pre-rendered (no request header read) and keep their static metadata images (a route group
 * would give them hashed addresses).
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  return useBackOffice() ? null : children;
}

/** The public pages' main landmark; the back office's screens draw their own (AdminMain). */
export function PublicMain({ children }: { children: ReactNode }) {
  if (useBackOffice()) return children;
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
  );
}
