import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AdminMain } from "../../../../components/admin/AdminMain.tsx";
import { SecondFactorForm } from "../../../../components/admin/second-factor/SecondFactorForm.tsx";
import {
  ADMIN_PATH,
  ENROLMENT_PATH,
  homeFor,
  RETURN_PARAM,
  SIGN_IN_PATH,
  safeReturnPath,
  signInStepLocation,
} from "../../../../lib/config/admin.ts";
import { currentStaff } from "../../../../lib/server/staff/session.ts";
import { staffDirectory } from "../../../../lib/server/staff-directory.ts";

export const metadata: Metadata = { title: "Code de vérification" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * /admin/connexion/code: the sign-in's second step, after the password. Without the challenge
 * Better Auth's cookie names (expired, or never signed in), back to the sign-in; signed in, on (to
 * the enrolment for a session of the password alone).
 */
export default async function SecondFactorPage({ searchParams }: { searchParams: Search }) {
  const raw = (await searchParams)[RETURN_PARAM];
  const returnTo = safeReturnPath(typeof raw === "string" ? raw : undefined);
  const directory = await staffDirectory();
  const requestHeaders = await headers();
  const signedIn = await currentStaff(directory, requestHeaders);
  if (signedIn?.secondFactor) redirect(returnTo === ADMIN_PATH ? homeFor(signedIn.role) : returnTo);
  // A session of the password alone: its second factor is still to be configured.
  if (signedIn) redirect(signInStepLocation(ENROLMENT_PATH, returnTo));
  const { challenge } = await directory.auth.api.secondFactorAccount({ headers: requestHeaders });
  if (!challenge) redirect(`${SIGN_IN_PATH}?message=connexion-expiree`);
  return (
    <AdminMain className="container-page py-12">
      <h1 className="text-3xl font-bold text-ink">Vérification en deux étapes</h1>
      <p className="body-text mt-3 max-w-prose">
        Ouvrez votre application d'authentification et saisissez le code à 6 chiffres affiché pour ce compte. Il change
        toutes les 30&nbsp;secondes.
      </p>
      <SecondFactorForm returnTo={returnTo} />
    </AdminMain>
  );
}
