import { AdminMain } from "../../components/admin/AdminMain.tsx";
import { ADMIN_PATH } from "../../lib/config/admin.ts";

/** A back-office address that names nothing (a lead or an article since erased): 404, in the back office's frame. */
export default function AdminNotFound() {
  return (
    <AdminMain className="container-page py-12">
      <h1 className="text-3xl font-bold text-ink">Page introuvable</h1>
      <p className="body-text mt-3 max-w-prose">
        Cette page du back-office n'existe pas, ou ce qu'elle montrait a été supprimé.
      </p>
      <a href={ADMIN_PATH} className="btn btn-primary mt-6">
        Retour au back-office
      </a>
    </AdminMain>
  );
}
