import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AdminMain } from "../../../components/admin/AdminMain.tsx";
import { SignInForm } from "../../../components/admin/SignInForm.tsx";
import { PasskeySignIn } from "../../../components/admin/second-factor/PasskeySignIn.tsx";
import { ADMIN_PATH, homeFor, RETURN_PARAM, safeReturnPath } from "../../../lib/config/admin.ts";
import { deskMessage } from "../../../lib/server/staff/desk-labels.ts";
import { currentStaff } from "../../../lib/server/staff/session.ts";
import { staffDirectory } from "../../../lib/server/staff-directory.ts";

export const metadata: Metadata = { title: "Connexion au back-office" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** /admin/connexion: the staff sign-in. A signed-in member goes straight on to where they were going. */
export default async function SignInPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const raw = params[RETURN_PARAM];
  const returnTo = safeReturnPath(typeof raw === "string" ? raw : undefined);
  const signedIn = await currentStaff(await staffDirectory(), await headers());
  if (signedIn) redirect(returnTo === ADMIN_PATH ? homeFor(signedIn.role) : returnTo);
  const message = deskMessage(params.message);
  return (
    <AdminMain className="container-page py-12">
      <h1 className="text-3xl font-bold text-ink">Connexion au back-office</h1>
      <p className="body-text mt-3 max-w-prose">
        Espace réservé à l'équipe. Après le mot de passe, un code de votre application d'authentification vous est
        demandé. Les comptes sont créés par un administrateur du site ; en cas d'oubli du mot de passe ou de perte du
        téléphone, adressez-vous à lui.
      </p>
      {message && (
        <p role="status" className="mt-4 max-w-md rounded-lg border border-brand-600 bg-brand-50 p-3 text-ink">
          {message}
        </p>
      )}
      <SignInForm returnTo={returnTo} />
      <PasskeySignIn returnTo={returnTo} />
    </AdminMain>
  );
}
