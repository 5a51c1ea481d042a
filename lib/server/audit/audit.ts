import type { Db } from "../store/db.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";

/** What the audit log records: staff accounts, sign-in, and what staff do to the leads. */
export const AUDIT_ACTIONS = {
  "staff-added": "compte ajouté",
  "staff-removed": "compte supprimé",
  "password-reset": "mot de passe réinitialisé",
  "password-changed": "mot de passe changé",
  "password-accepted": "mot de passe accepté",
  "sign-in": "connexion",
  "sign-out": "déconnexion",
  "sign-in-failed": "échec de connexion",
  lockout: "compte verrouillé",
  "access-refused": "accès refusé",
  "role-changed": "rôle modifié",
  "sessions-ended": "sessions fermées",
  "staff-disabled": "compte désactivé",
  "staff-enabled": "compte réactivé",
  "invitation-created": "invitation envoyée",
  "invitation-revoked": "invitation annulée",
  "invitation-accepted": "invitation acceptée",
  "second-factor-enrolled": "second facteur activé",
  "second-factor-failed": "code de second facteur refusé",
  "second-factor-reset": "second facteur réinitialisé",
  "backup-codes-renewed": "codes de secours renouvelés",
  "passkey-added": "clé d'accès ajoutée",
  "passkey-removed": "clé d'accès supprimée",
  export: "export",
  "audience-export": "export de l'audience",
  erasure: "effacement RGPD",
  retry: "relance d'un envoi",
  "unwanted-released": "indésirable délivré comme une demande",
  maintenance: "maintenance modifiée",
  "home-texts": "textes de l'accueil modifiés",
  "seo-page": "SEO d'une page modifié",
  "redirect-saved": "redirection enregistrée",
  "redirect-deleted": "redirection supprimée",
  "redirects-imported": "redirections importées",
  "redirect-chains-flattened": "chaînes de redirections raccourcies",
  "search-console-imported": "export de la Search Console importé",
  "article-created": "article créé",
  "article-saved": "article enregistré",
  "article-restored": "version d'un article restaurée",
  "article-published": "article publié",
  "article-scheduled": "article programmé",
  "article-unpublished": "article dépublié",
  "article-deleted": "article supprimé",
  "articles-seeded": "articles de départ importés",
  "content-saved": "brouillon de contenu enregistré",
  "content-published": "contenu publié",
  "content-scheduled": "publication de contenu programmée",
  "content-discarded": "brouillon de contenu abandonné",
  "content-reverted": "texte d'origine remis en brouillon",
  "content-restored": "version de contenu restaurée en brouillon",
  "content-review-asked": "relecture de contenu demandée",
  "content-sent-back": "contenu renvoyé avec un commentaire",
  "content-review-setting": "réglage de relecture modifié",
  "content-shared": "aperçu de brouillon partagé",
  "content-taken-over": "main prise sur un contenu",
  "content-share-revoked": "lien d'aperçu désactivé",
  "lead-taken": "demande prise en charge",
  "lead-assigned": "responsable d'une demande changé",
  "lead-status": "statut d'une demande changé",
  "lead-note": "note ajoutée à une demande",
  "lead-follow-up": "date de relance d'une demande changée",
  "lead-opening-hours": "horaires d'ouverture modifiés",
  "lead-rules": "règles d'attribution modifiées",
  "lead-chat": "canal de discussion modifié",
  "webhook-added": "webhook ajouté",
  "webhook-events": "évènements d'un webhook modifiés",
  "webhook-disabled": "webhook désactivé",
  "webhook-enabled": "webhook réactivé",
  "webhook-deleted": "webhook supprimé",
  "webhook-secret-rotated": "secret d'un webhook renouvelé",
  "webhook-test": "évènement de test envoyé à un webhook",
  "webhook-replayed": "envoi d'un webhook renvoyé",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export interface AuditEntry {
  id: string;
  at: number;
  /** The staff member's id; null when none is known (the command line, an unknown address). */
  actorId: string | null;
  action: AuditAction;
  submissionId: string | null;
  /** Technical detail only (a count, a format, a reason code): never a visitor's personal data. */
  detail: string | null;
}

export async function recordAudit(
  db: Db,
  entry: { actorId: string | null; action: AuditAction; submissionId?: string | null; detail?: string | null },
  now: number = Date.now(),
): Promise<AuditEntry> {
  const row: AuditEntry = {
    id: timeOrderedId(now),
    at: now,
    actorId: entry.actorId,
    action: entry.action,
    submissionId: entry.submissionId ?? null,
    detail: entry.detail ?? null,
  };
  await db.run("INSERT INTO staff_audit (id, at, actor_id, action, submission_id, detail) VALUES (?, ?, ?, ?, ?, ?)", [
    row.id,
    row.at,
    row.actorId,
    row.action,
    row.submissionId,
    row.detail,
  ]);
  return row;
}

/** The newest entries first. */
export async function listAudit(db: Db, limit = 200): Promise<AuditEntry[]> {
  const rows = await db.all<{
    id: string;
    at: number;
    actor_id: string | null;
    action: AuditAction;
    submission_id: string | null;
    detail: string | null;
  }>("SELECT id, at, actor_id, action, submission_id, detail FROM staff_audit ORDER BY at DESC, id DESC LIMIT ?", [
    limit,
  ]);
  return rows.map((r) => ({
    id: r.id,
    at: Number(r.at),
    actorId: r.actor_id,
    action: r.action,
    submissionId: r.submission_id,
    detail: r.detail,
  }));
}
