import type { ReactNode } from "react";
import { signOut } from "../../lib/actions/staff-sign-in.ts";
import { OWN_ACCOUNT_PATH } from "../../lib/config/admin.ts";
import { ROLE_LABELS } from "../../lib/config/staff-roles.ts";
import type { StaffSession } from "../../lib/server/staff/session.ts";
import { AdminMain } from "./AdminMain.tsx";
import { AdminNav, FRAME_LINK } from "./AdminNav.tsx";

/**
 * The frame of every signed-in back-office screen: who is signed in, « Se déconnecter », the
 * screens (outside the main landmark), then the title and the answer of the last action. Plain
 * links and forms: no script of its own.
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
    <>
      <div className="container-page pt-6">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
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
      <AdminMain className="container-page pb-8">
        <h1 className="mt-6 text-3xl font-bold text-ink">{title}</h1>
        {message && (
          <p role="status" className="mt-4 rounded-lg border border-brand-600 bg-brand-50 p-3 text-ink">
            {message}
          </p>
        )}
        {children}
      </AdminMain>
    </>
  );
}
