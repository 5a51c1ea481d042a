import { AdminMain } from "../../components/admin/AdminMain.tsx";
import { AdminShell } from "../../components/admin/AdminShell.tsx";
import { ROLE_LABELS } from "../../lib/config/staff-roles.ts";
import { memberOrNull } from "../../lib/server/staff-guard.ts";

/**
 * The answer (403) of a back-office screen or action the member's role does not open: said in
 * French, in the back office's frame with the screens the role does open. The guard has audited it.
 */
export default async function AccessRefused() {
  const signedIn = await memberOrNull();
  const role = signedIn?.staff.role;
  const text = (
    <p className="body-text mt-2 max-w-prose">
      {role
        ? `Votre rôle (${ROLE_LABELS[role].toLowerCase()}) ne permet pas d'ouvrir cet écran ni d'y agir.`
        : "Votre compte n'a pas de rôle qui permette d'ouvrir cet écran."}{" "}
      Si vous en avez besoin, demandez à un administrateur de changer votre rôle. Les écrans que vous pouvez ouvrir sont
      listés ci-dessus.
    </p>
  );
  if (!signedIn) return <AdminMain className="container-page py-12">{text}</AdminMain>;
  return (
    <AdminShell staff={signedIn.staff} current="" title="Accès refusé">
      {text}
    </AdminShell>
  );
}
