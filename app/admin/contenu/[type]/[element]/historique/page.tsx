import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminShell } from "../../../../../../components/admin/AdminShell.tsx";
import { AdminTable } from "../../../../../../components/admin/AdminTable.tsx";
import { VersionComparison } from "../../../../../../components/admin/content/VersionComparison.tsx";
import { pickVersion, VersionPicker } from "../../../../../../components/admin/content/VersionPicker.tsx";
import { restoreContentVersionAction } from "../../../../../../lib/actions/staff-content.ts";
import { compareVersions } from "../../../../../../lib/catalog/content/compare.ts";
import {
  CONTENT_KINDS,
  type ContentKindId,
  contentKindOf,
  DEFAULT_CONTENT,
} from "../../../../../../lib/catalog/content/kinds.ts";
import { CONTENT_ADMIN_PATH, contentHistoryPath, contentItemPath } from "../../../../../../lib/config/admin.ts";
import { formatShortDateTime } from "../../../../../../lib/format/french-format.ts";
import { contentItem } from "../../../../../../lib/server/content/content-store.ts";
import { type ContentVersion, contentVersions } from "../../../../../../lib/server/content/content-versions.ts";
import { listStaff } from "../../../../../../lib/server/staff/accounts.ts";
import { deskMessage } from "../../../../../../lib/server/staff/desk-labels.ts";
import { requireStaff } from "../../../../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Historique d'un contenu" };

type Params = Promise<{ type: string; element: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

const ACTIONS: Record<ContentVersion["action"], string> = {
  draft: "Brouillon enregistré",
  publish: "Publication",
  schedule: "Publication programmée",
};

/**
 * /admin/contenu/{kind}/{item}/historique?a=…&b=…: every kept version of the item (the newest 200),
 * any two compared field by field (the published version, the draft and the site's original text
 * too), each restorable as a new draft (never over the published page).
 */
export default async function ContentHistoryPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { type, element } = await params;
  const path = contentHistoryPath(type, element);
  const { staff, directory } = await requireStaff(path, "content");
  const kind = contentKindOf(type, element);
  if (!kind) notFound();
  const search = await searchParams;
  const [state, versions, members] = await Promise.all([
    contentItem(directory.db, type as ContentKindId, element),
    contentVersions(directory.db, type as ContentKindId, element),
    listStaff(directory),
  ]);
  const names = new Map(members.map((member) => [member.id, member.name]));
  // The versions one may compare: the kept ones, and three that always exist or may.
  const choices = new Map<string, { label: string; value: unknown }>([
    ["publie", { label: "Version publiée", value: state.published.value }],
    ...(state.draft ? ([["brouillon", { label: "Brouillon en cours", value: state.draft.value }]] as const) : []),
    [
      "origine",
      { label: "Texte d'origine du site", value: CONTENT_KINDS[type as ContentKindId].read(DEFAULT_CONTENT, element) },
    ],
    ...versions.map(
      (version) =>
        [
          version.id,
          {
            label: `${ACTIONS[version.action]} du ${formatShortDateTime(new Date(version.at))}`,
            value: version.value,
          },
        ] as const,
    ),
  ]);
  const a = pickVersion(choices, search.a, "publie");
  const b = pickVersion(choices, search.b, state.draft ? "brouillon" : (versions[0]?.id ?? "origine"));
  const before = choices.get(a) as { label: string; value: unknown };
  const after = choices.get(b) as { label: string; value: unknown };
  const comparison = compareVersions(kind.schema(element), before.value, after.value);
  const title = `Historique : ${kind.label} — ${kind.itemLabel(element)}`;
  return (
    <AdminShell staff={staff} current={CONTENT_ADMIN_PATH} title={title} message={deskMessage(search.message)}>
      <p className="mt-2">
        <a href={contentItemPath(type, element)} className="link-inline underline">
          Retour au contenu
        </a>
      </p>
      <section aria-labelledby="comparaison" className="mt-6 max-w-5xl">
        <h2 id="comparaison" className="text-xl font-bold text-ink">
          Comparaison
        </h2>
        <p className="mt-1">
          De «&nbsp;{before.label}&nbsp;» à «&nbsp;{after.label}&nbsp;», champ par champ, y compris ceux qui ne se
          voient pas sur la page (cible d'un bouton, ordre, ancres).
        </p>
        <div className="mt-3">
          <VersionComparison
            comparison={comparison}
            before={`Avant (${before.label})`}
            after={`Après (${after.label})`}
          />
        </div>
      </section>
      <section aria-labelledby="versions" className="mt-10">
        <h2 id="versions" className="text-xl font-bold text-ink">
          Versions gardées
        </h2>
        <p className="mt-1 text-muted">
          Chaque brouillon enregistré et chaque publication sont gardés (les 200 derniers). Choisissez deux versions,
          puis «&nbsp;Comparer&nbsp;».
        </p>
        <VersionPicker
          action={path}
          choices={[...choices].map(([key, choice]) => [key, choice.label] as const)}
          a={a}
          b={b}
          className="mt-3"
        />
        {versions.length === 0 ? (
          <p className="mt-4">
            Aucune version enregistrée pour l'instant&nbsp;: ce contenu est le texte d'origine du site.
          </p>
        ) : (
          <AdminTable
            label="Versions gardées"
            caption="Les versions gardées, des plus récentes aux plus anciennes"
            columns={["Date", "Par", "Action", "Restaurer"]}
            className="mt-4"
          >
            {versions.map((version) => (
              <tr key={version.id} className="border-t border-line" data-version={version.id}>
                <td className="p-2">{formatShortDateTime(new Date(version.at))}</td>
                <td className="p-2">{version.by ? (names.get(version.by) ?? "Compte supprimé") : "—"}</td>
                <td className="p-2">
                  {ACTIONS[version.action]}{" "}
                  <a href={`${path}?a=publie&b=${encodeURIComponent(version.id)}`} className="link-inline underline">
                    Comparer avec la version publiée
                    <span className="sr-only"> : {formatShortDateTime(new Date(version.at))}</span>
                  </a>
                </td>
                <td className="p-2">
                  <form action={restoreContentVersionAction}>
                    <input type="hidden" name="type" value={type} />
                    <input type="hidden" name="element" value={element} />
                    <input type="hidden" name="version" value={version.id} />
                    <input type="hidden" name="revision" value={state.revision} />
                    <button type="submit" className="btn btn-secondary text-sm">
                      Restaurer comme brouillon
                      <span className="sr-only"> : version du {formatShortDateTime(new Date(version.at))}</span>
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
    </AdminShell>
  );
}
