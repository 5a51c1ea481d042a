import type { Metadata } from "next";
import { AdminShell } from "../../../components/admin/AdminShell.tsx";
import { resetHomeTextAction, saveHomeTextsAction } from "../../../lib/actions/staff-home-texts.ts";
import { HOME_CONTENT, HOME_CONTENT_KEYS } from "../../../lib/catalog/home.ts";
import { HOME_TEXTS_PATH } from "../../../lib/config/admin.ts";
import { HOME_TEXT_LABELS, homeTextLimit } from "../../../lib/config/home-texts.ts";
import { readHomeTexts } from "../../../lib/server/settings/home-texts-setting.ts";
import { deskMessage } from "../../../lib/server/staff/desk-labels.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Textes de la page d'accueil" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** /admin/textes: the 20 texts of the home page for every visitor, each with its default and « Rétablir le texte d'origine ». */
export default async function HomeTextsPage({ searchParams }: { searchParams: Search }) {
  const { staff, directory } = await requireStaff(HOME_TEXTS_PATH, "homeTexts");
  const saved = await readHomeTexts(directory.db);
  return (
    <AdminShell
      staff={staff}
      current={HOME_TEXTS_PATH}
      title="Textes de la page d'accueil"
      message={deskMessage((await searchParams).message)}
    >
      <p className="body-text mt-2 max-w-prose">
        Texte simple uniquement (pas de HTML). Un champ vide ou identique au texte d'origine garde le texte d'origine.
        Les textes enregistrés sont dans la page que reçoit chaque visiteur (et les moteurs de recherche) d'ici une
        minute au plus.
      </p>
      <form action={saveHomeTextsAction} className="mt-6 max-w-3xl space-y-5">
        {HOME_CONTENT_KEYS.map((key) => {
          const limit = homeTextLimit(key);
          return (
            <div key={key} className="card" data-home-text={key}>
              <label htmlFor={`texte-${key}`} className="block font-semibold text-ink">
                {HOME_TEXT_LABELS[key]} <span className="font-normal text-muted">({key})</span>
              </label>
              <textarea
                // A new element when the saved text changes: after « Rétablir », the field shows the default.
                key={saved[key] ?? ""}
                id={`texte-${key}`}
                name={key}
                rows={limit > 120 ? 3 : 1}
                maxLength={limit}
                defaultValue={saved[key] ?? HOME_CONTENT[key]}
                aria-describedby={`texte-${key}-origine`}
                className="field-control"
              />
              <p id={`texte-${key}-origine`} className="mt-1 text-sm text-muted">
                {limit} caractères au plus. Texte d'origine : « {HOME_CONTENT[key]} »
              </p>
              {saved[key] !== undefined && (
                <button type="submit" form={`retablir-${key}`} className="btn btn-ghost mt-2">
                  Rétablir le texte d'origine<span className="sr-only"> : {HOME_TEXT_LABELS[key]}</span>
                </button>
              )}
            </div>
          );
        })}
        <button type="submit" className="btn btn-primary">
          Enregistrer les textes
        </button>
      </form>
      {HOME_CONTENT_KEYS.filter((key) => saved[key] !== undefined).map((key) => (
        <form key={key} id={`retablir-${key}`} action={resetHomeTextAction} hidden>
          <input type="hidden" name="cle" value={key} />
        </form>
      ))}
    </AdminShell>
  );
}
