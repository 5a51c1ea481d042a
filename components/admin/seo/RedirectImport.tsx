"use client";

import { useActionState, useEffect, useRef } from "react";
import {
  confirmRedirectImportAction,
  previewRedirectImportAction,
  type RedirectImportState,
} from "../../../lib/actions/staff-redirects.ts";
import { formatCount } from "../../../lib/format/french-format.ts";
import { REDIRECT_CSV_COLUMNS, REDIRECT_CSV_MAX_BYTES, REDIRECT_CSV_MESSAGES } from "../../../lib/seo/redirects-csv.ts";
import { IMPORT_MESSAGES } from "../../../lib/seo/redirects-import.ts";
import { AdminTable } from "../AdminTable.tsx";
import { useFileLimit } from "../useFileLimit.ts";

const INITIAL: RedirectImportState = {};

/**
 * The CSV import, in two steps: the file is read and checked (nothing written), its
 * preview says what would be added, changed, refused and why, and which chains it shortens;
 * « Importer » merges it (the server plans it again against the list as it is then), all of it,
 * or without the refused lines when the staff member ticks so. A redirect the file does not name stays.
 */
export function RedirectImport() {
  const [state, preview, pending] = useActionState(previewRedirectImportAction, INITIAL);
  const { tooBig, checkSize } = useFileLimit("fichier", REDIRECT_CSV_MAX_BYTES);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.plan || state.error || tooBig) result.current?.focus();
  }, [state, tooBig]);
  const plan = tooBig ? undefined : state.plan;
  const error = tooBig ? REDIRECT_CSV_MESSAGES.tooBig : state.error;

  return (
    <>
      <form action={preview} onSubmit={checkSize} className="card mt-4 max-w-3xl space-y-4">
        <div>
          <label htmlFor="import-fichier" className="block font-semibold text-ink">
            Fichier CSV
          </label>
          <input
            id="import-fichier"
            name="fichier"
            type="file"
            accept=".csv,text/csv"
            aria-describedby="import-fichier-aide"
            className="mt-2 block max-w-full"
          />
          <p id="import-fichier-aide" className="mt-1 text-sm text-muted">
            Colonnes {REDIRECT_CSV_COLUMNS.join(", ")} (séparées par des virgules ou des points-virgules, comme
            l'export) ; le code vide vaut 301. Rien n'est enregistré avant votre confirmation.
          </p>
        </div>
        <button type="submit" className="btn btn-secondary" disabled={pending}>
          {pending ? "Lecture…" : "Vérifier le fichier"}
        </button>
      </form>
      <div ref={result} tabIndex={-1} aria-live="polite" className="mt-4 max-w-5xl">
        {error && (
          <p role="alert" className="font-medium text-danger">
            {error}
          </p>
        )}
        {plan && (
          <section aria-labelledby="import-apercu" className="card space-y-4">
            <h3 id="import-apercu" className="text-lg font-semibold text-ink">
              Aperçu de l'import{state.fileName ? ` de « ${state.fileName} »` : ""}
            </h3>
            <p data-import-summary>
              {formatCount(plan.counts.added, "ajoutée", "ajoutées")},{" "}
              {formatCount(plan.counts.changed, "modifiée", "modifiées")},{" "}
              {formatCount(plan.counts.unchanged, "inchangée", "inchangées")},{" "}
              {formatCount(plan.counts.refused, "refusée", "refusées")}
              {plan.counts.flattened > 0 &&
                `, dont ${formatCount(plan.counts.flattened, "chaîne raccourcie", "chaînes raccourcies")}`}
              .
            </p>
            {plan.cutAt > 0 && (
              <p className="text-sm text-muted" data-import-listed>
                Seules les {plan.cutAt.toLocaleString("fr-FR")} premières lignes de chaque liste sont affichées
                {"\u00a0"}; l'import porte sur tout le fichier.
              </p>
            )}
            {plan.added.length + plan.changed.length > 0 && (
              <AdminTable
                label="Redirections ajoutées ou modifiées"
                caption="Ce que l'import ajoute ou modifie"
                columns={["Ancienne adresse", "Nouvelle adresse", "Code", "Effet"]}
              >
                {plan.added.map((one) => (
                  <tr key={`a${one.from}`} className="border-b border-line">
                    <td className="p-2 break-all">{one.from}</td>
                    <td className="p-2 break-all">{one.to}</td>
                    <td className="p-2">{one.status}</td>
                    <td className="p-2">ajoutée</td>
                  </tr>
                ))}
                {plan.changed.map(({ before, after }) => (
                  <tr key={`c${after.from}`} className="border-b border-line">
                    <td className="p-2 break-all">{after.from}</td>
                    <td className="p-2 break-all">{after.to}</td>
                    <td className="p-2">{after.status}</td>
                    <td className="p-2">
                      {before.to === after.to && before.status === after.status
                        ? `note modifiée (avant : ${before.note || "aucune"})`
                        : `modifiée (avant : ${before.to}, ${before.status})`}
                    </td>
                  </tr>
                ))}
              </AdminTable>
            )}
            {plan.flattened.length > 0 && (
              <AdminTable
                label="Chaînes raccourcies"
                caption="Les lignes du fichier dont la nouvelle adresse était déjà redirigée : elles mènent directement à l'adresse finale"
                columns={["Ligne", "Ancienne adresse", "Nouvelle adresse", "Effet"]}
              >
                {plan.flattened.map((one) => (
                  <tr key={`f${one.line}`} className="border-b border-line">
                    <td className="p-2">{one.line}</td>
                    <td className="p-2 break-all">{one.from}</td>
                    <td className="p-2 break-all">{one.final}</td>
                    <td className="p-2">{IMPORT_MESSAGES.flattened(one.to, one.final)}</td>
                  </tr>
                ))}
              </AdminTable>
            )}
            {plan.refused.length > 0 && (
              <AdminTable
                label="Lignes refusées"
                caption="Les lignes du fichier que l'import refuse, et pourquoi"
                columns={["Ligne", "Ancienne adresse", "Nouvelle adresse", "Raison"]}
              >
                {plan.refused.map((one) => (
                  <tr key={`r${one.line}`} className="border-b border-line">
                    <td className="p-2">{one.line}</td>
                    <td className="p-2 break-all">{one.from}</td>
                    <td className="p-2 break-all">{one.to}</td>
                    <td className="p-2 text-danger">{one.reasons.join(" ")}</td>
                  </tr>
                ))}
              </AdminTable>
            )}
            {plan.counts.added + plan.counts.changed > 0 ? (
              <form action={confirmRedirectImportAction} className="space-y-3">
                <input type="hidden" name="csv" value={state.csv ?? ""} />
                {plan.counts.refused > 0 && (
                  <>
                    <p className="font-medium text-danger" data-import-partial>
                      {IMPORT_MESSAGES.partialNeeded(plan.counts.refused)}
                    </p>
                    <label className="flex items-center gap-2">
                      <input type="checkbox" name="partiel" />
                      Importer sans les lignes refusées
                    </label>
                  </>
                )}
                <button type="submit" className="btn btn-primary">
                  Importer ({formatCount(plan.counts.added + plan.counts.changed, "redirection", "redirections")})
                </button>
              </form>
            ) : (
              <p>Ce fichier n'ajoute ni ne modifie aucune redirection.</p>
            )}
          </section>
        )}
      </div>
    </>
  );
}
