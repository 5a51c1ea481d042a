import type { ReactNode } from "react";

/**
 * The back office's main landmark, the skip link's target: the screen's own content, after the
 * frame's header and navigation (app/admin/layout.tsx, AdminShell).
 */
export function AdminMain({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={`flex-1 focus:outline-none ${className ?? ""}`}>
      {children}
    </main>
  );
}
