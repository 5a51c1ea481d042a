import type { ReactNode } from "react";
import { signOut } from "../../lib/actions/staff-sign-in.ts";
import { OWN_ACCOUNT_PATH } from "../../lib/config/admin.ts";
import { ROLE_LABELS } from "../../lib/config/staff-roles.ts";
import type { StaffSession } from "../../lib/server/staff/session.ts";
import { AdminMain } from "./AdminMain.tsx";
import { AdminNav, FRAME_LINK } from "./AdminNav.tsx";

/**
 * The frame of every signed-in back-office screen: who is signed in, « Mon compte », « Se
 * déconnecter » and the screens (outside the main landmark), then the title and the answer of the
 * last action. From 1024 px (Tailwind's `lg`) the first part is a side bar beside the screen, so
 * that its title is near the top of a laptop's screen; below, it stands above it, the screens
 * folded behind « Menu » (AdminNav). Plain links and forms: no script of its own.
 */
export function AdminShell({
  staff,
  current,
  title,
  message,
  children,
}: {
  staff: StaffSession;
  current: string;
  title: string;
  message?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="container-page pt-6 lg:grid lg:max-w-[90rem] lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:gap-x-8">
      <div data-admin-sidebar>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4 lg:flex-col lg:items-stretch">
          <p className="text-sm text-muted">
            Connecté en tant que <strong className="text-ink">{staff.name}</strong>
            {staff.role && ` (${ROLE_LABELS[staff.role].toLowerCase()})`}
          </p>
          <div className="flex flex-wrap gap-2">
            <a
              href={OWN_ACCOUNT_PATH}
              aria-current={current === OWN_ACCOUNT_PATH ? "page" : undefined}
              className={FRAME_LINK}
            >
              Mon compte
            </a>
            <form action={signOut}>
              <button type="submit" className="btn btn-secondary">
                Se déconnecter
              </button>
            </form>
          </div>
        </div>
        <AdminNav role={staff.role} current={current} />
      </div>
      <AdminMain className="min-w-0 pb-8">
        <h1 className="mt-6 text-3xl font-bold text-ink lg:mt-0">{title}</h1>
        {message && (
          <p role="status" className="mt-4 rounded-lg border border-brand-600 bg-brand-50 p-3 text-ink">
            {message}
          </p>
        )}
        {children}
      </AdminMain>
    </div>
  );
}
