"use client";

import { useActionState, useEffect, useRef } from "react";
import { importSearchConsoleAction, type SearchConsoleImportState } from "../../../lib/actions/staff-search-console.ts";
import { SEARCH_CONSOLE_CSV_MAX_BYTES, SEARCH_CONSOLE_ERRORS } from "../../../lib/seo/search-console-csv.ts";
import { useFileLimit } from "../useFileLimit.ts";

const INITIAL: SearchConsoleImportState = {};

/**
 * The import of a Search Console export (« Performances » → « Exporter » → CSV): its « Pages »
 * file for every page, or a « Requêtes » file filtered on one page, with that page's address.
 */
export function SearchConsoleImport() {
  const [state, send, pending] = useActionState(importSearchConsoleAction, INITIAL);
  const { tooBig, checkSize } = useFileLimit("fichier", SEARCH_CONSOLE_CSV_MAX_BYTES);
  const result = useRef<HTMLParagraphElement>(null);
  const error = tooBig ? SEARCH_CONSOLE_ERRORS.tooBig : state.error;
  useEffect(() => {
    if (error) result.current?.focus();
  }, [error]);

  return (
    <form action={send} onSubmit={checkSize} className="card mt-4 max-w-3xl space-y-4">
      <div>
        <label htmlFor="performances-fichier" className="block font-semibold text-ink">
          Export de la Search Console (CSV)
        </label>
        <input
          id="performances-fichier"
          name="fichier"
          type="file"
          accept=".csv,text/csv"
          aria-describedby="performances-fichier-aide"
          className="mt-2 block max-w-full"
        />
        <p id="performances-fichier-aide" className="mt-1 text-sm text-muted">
          Dans la Search Console, « Performances », choisissez la période (comparez-la à la précédente pour voir les
          évolutions), puis « Exporter » et « Télécharger au format CSV » : le fichier « Pages » met à jour toutes les
          pages ; un fichier « Requêtes » donne les requêtes d'une page.
        </p>
      </div>
      <div>
        <label htmlFor="performances-page" className="block font-semibold text-ink">
          Page des requêtes (pour un fichier « Requêtes »)
        </label>
        <input
          id="performances-page"
          name="page"
          type="text"
          defaultValue={state.page ?? ""}
          key={state.page ?? ""}
          aria-describedby="performances-page-aide"
          className="field-control"
        />
        <p id="performances-page-aide" className="mt-1 text-sm text-muted">
          La page sur laquelle vous avez filtré le rapport, par exemple /blog/mon-article.
        </p>
      </div>
      <p ref={result} tabIndex={-1} role={error ? "alert" : undefined} className="font-medium text-danger">
        {error}
      </p>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? "Import…" : "Importer"}
      </button>
    </form>
  );
}
