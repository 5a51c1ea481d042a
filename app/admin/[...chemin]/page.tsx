import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ADMIN_PATH } from "../../../lib/config/admin.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Page introuvable" };

type Params = Promise<{ chemin: string[] }>;

/**
 * Any back-office address no screen answers (/admin/nimporte-quoi/encore): 404 in the back office's
 * frame (app/admin/not-found.tsx, inside app/admin/layout.tsx), not the public site's 404. The guard
 * first, as on every screen: signed out, the sign-in page (the middleware already sends a visitor
 * without a session cookie there; a forged or ended one is sent by the guard), which then comes back
 * here. Every static segment and every other dynamic route under app/admin wins over this catch-all.
 */
export default async function UnknownAdminPage({ params }: { params: Params }) {
  const { chemin } = await params;
  await requireStaff(`${ADMIN_PATH}/${chemin.map(encodeURIComponent).join("/")}`, "any-member");
  notFound();
}
