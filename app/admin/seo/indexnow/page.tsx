import type { Metadata } from "next";
import { AdminShell } from "../../../../components/admin/AdminShell.tsx";
import { AdminTable } from "../../../../components/admin/AdminTable.tsx";
import { SeoDeskNav } from "../../../../components/admin/seo/SeoDeskNav.tsx";
import { INDEXNOW_ADMIN_PATH, SEO_ADMIN_PATH } from "../../../../lib/config/admin.ts";
import { INDEXNOW_LIMITS, indexNowKeyFilePath, indexNowMeaning } from "../../../../lib/config/indexnow.ts";
import { formatCount, formatLongDateTime } from "../../../../lib/format/french-format.ts";
import { indexNowDeskState } from "../../../../lib/server/indexnow/desk.ts";
import type { IndexNowSubmission } from "../../../../lib/server/indexnow/rounds.ts";
import { serverConfig } from "../../../../lib/server/runtime.ts";
import { requireStaff } from "../../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "IndexNow" };

/** The endpoint's answer as the table says it: its HTTP code, or why there was none. */
function answerOf(submission: IndexNowSubmission): string {
  if (submission.statusCode !== null) return `${submission.statusCode}`;
  return submission.error === "TimeoutError" ? "Pas de réponse" : "Injoignable";
}

/** Whether IndexNow sends from this server, and why not. */
function Setting() {
  const setting = serverConfig().indexNow;
  if (!setting)
    return (
      <p className="body-text mt-4 max-w-prose" data-indexnow-setting="off">
        IndexNow est désactivé sur ce serveur : renseignez la variable INDEXNOW_KEY (voir le guide de mise en ligne).
        Les adresses modifiées sont tout de même mises en attente et partiront dès qu'une clé sera renseignée.
      </p>
    );
  const keyFile = indexNowKeyFilePath(setting.key);
  return (
    <p className="body-text mt-4 max-w-prose" data-indexnow-setting={setting.send ? "on" : "development"}>
      {setting.send
        ? "IndexNow est actif : chaque adresse modifiée (article publié, modifié, déplacé ou retiré, fiche SEO, redirection, contenu publié) est envoyée aux moteurs de recherche en quelques secondes, par lots."
        : "Une clé IndexNow est renseignée, mais ce serveur n'est pas un serveur de production : rien n'est envoyé d'ici."}{" "}
      Fichier de clé :{" "}
      <a href={keyFile} className="link-inline underline">
        {keyFile}
      </a>
      {"\u00a0; point d'accès\u00a0: "}
      <span className="break-all">{setting.endpoint}</span>.
    </p>
  );
}

function Alert({ submission }: { submission: IndexNowSubmission }) {
  return (
    <section
      aria-labelledby="indexnow-alerte"
      className="mt-6 max-w-prose rounded-lg border border-danger bg-white p-3"
      data-indexnow-alert={submission.statusCode ?? ""}
    >
      <h2 id="indexnow-alerte" className="font-semibold text-danger">
        Dernier envoi refusé ({submission.statusCode}) le {formatLongDateTime(new Date(submission.sentAt))}
      </h2>
      <p className="mt-1 text-ink">{indexNowMeaning(submission.statusCode)}</p>
    </section>
  );
}

function Rows({ submissions }: { submissions: IndexNowSubmission[] }) {
  return submissions.map((submission) => (
    <tr key={submission.id} className="border-b border-line align-top" data-indexnow-submission>
      <td className="p-2">{formatLongDateTime(new Date(submission.sentAt))}</td>
      <td className="p-2">
        <details>
          <summary className="cursor-pointer">{formatCount(submission.urlCount, "adresse", "adresses")}</summary>
          <ul className="mt-1 space-y-1">
            {submission.urls.map((url) => (
              <li key={url} className="break-all">
                {url}
              </li>
            ))}
          </ul>
        </details>
      </td>
      <td className="p-2">{answerOf(submission)}</td>
      <td className="p-2">{indexNowMeaning(submission.statusCode)}</td>
    </tr>
  ));
}

/**
 * /admin/seo/indexnow: what search engines were told (issue 56): whether IndexNow sends from
 * this server, the addresses waiting (due, or scheduled with an article), the alert of a refusal
 * (key, addresses, format) until a submission is accepted again, and the last 100 submissions
 * with the endpoint's answer and what it means.
 */
export default async function IndexNowPage() {
  const { staff, directory } = await requireStaff(INDEXNOW_ADMIN_PATH, "seo");
  const { queue, submissions, alert } = await indexNowDeskState(directory.db, Date.now());
  return (
    <AdminShell staff={staff} current={SEO_ADMIN_PATH} title="IndexNow">
      <SeoDeskNav current={INDEXNOW_ADMIN_PATH} />
      <Setting />
      {alert && <Alert submission={alert} />}
      <p className="mt-4 font-semibold text-ink" data-indexnow-queue>
        {queue.due === 0
          ? "Aucune adresse en attente d'envoi."
          : `${formatCount(queue.due, "adresse", "adresses")} en attente d'envoi.`}
        {queue.scheduled > 0 &&
          ` ${formatCount(queue.scheduled, "adresse programmée", "adresses programmées")} : envoi à la mise en ligne.`}
      </p>
      <section aria-labelledby="indexnow-envois" className="mt-6">
        <h2 id="indexnow-envois" className="text-xl font-semibold text-ink">
          {submissions.length === 0
            ? "Aucun envoi pour l'instant"
            : submissions.length === 1
              ? "Le dernier envoi"
              : `Les ${submissions.length} derniers envois`}
        </h2>
        <p className="body-text mt-2 max-w-prose">
          Les {INDEXNOW_LIMITS.submissionsKept} derniers envois sont gardés, les plus récents d'abord. Un envoi refusé
          pour un problème passager (trop de requêtes, panne du point d'accès) est refait plus tard, sans rien perdre.
        </p>
        {submissions.length > 0 && (
          <AdminTable
            label="Envois à IndexNow"
            caption="Les derniers envois à IndexNow, les plus récents d'abord, avec la réponse du point d'accès"
            columns={["Date", "Adresses", "Réponse", "Signification"]}
            className="mt-2"
          >
            <Rows submissions={submissions} />
          </AdminTable>
        )}
      </section>
    </AdminShell>
  );
}
