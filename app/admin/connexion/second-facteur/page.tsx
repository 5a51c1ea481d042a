import type { Metadata } from "next";
import { AdminMain } from "../../../../components/admin/AdminMain.tsx";
import { EnrolmentSteps } from "../../../../components/admin/second-factor/EnrolmentSteps.tsx";
import { signOut } from "../../../../lib/actions/staff-sign-in.ts";
import { ADMIN_PATH, ENROLMENT_PATH, homeFor, RETURN_PARAM, safeReturnPath } from "../../../../lib/config/admin.ts";
import { pendingEnrolment } from "../../../../lib/server/staff/second-factor.ts";
import { requireStaff } from "../../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Configurer la vérification en deux étapes" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * /admin/connexion/second-facteur: the first sign-in's enrolment of an authenticator app, the only
 * screen a session opened with the password alone reaches (with « Se déconnecter »).
 */
export default async function EnrolmentPage({ searchParams }: { searchParams: Search }) {
  const raw = (await searchParams)[RETURN_PARAM];
  const returnTo = safeReturnPath(typeof raw === "string" ? raw : undefined);
  const { staff, directory } = await requireStaff(ENROLMENT_PATH, "session");
  const pending = staff.secondFactor ? null : await pendingEnrolment(directory, staff);
  return (
    <AdminMain className="container-page py-12">
      <h1 className="text-3xl font-bold text-ink">Configurer la vérification en deux étapes</h1>
      <p className="body-text mt-3 max-w-prose">
        Le back-office contient les demandes de vos prospects&nbsp;: chaque connexion demande, après le mot de passe, un
        code de votre application d'authentification. Configurez-la une fois, avant d'ouvrir le back-office.
      </p>
      <EnrolmentSteps
        pending={pending}
        enrolled={staff.secondFactor}
        returnTo={returnTo}
        next={returnTo === ADMIN_PATH ? homeFor(staff.role) : returnTo}
      />
      <form action={signOut} className="mt-8">
        <button type="submit" className="btn btn-secondary">
          Se déconnecter
        </button>
      </form>
    </AdminMain>
  );
}
