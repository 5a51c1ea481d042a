import { formatShortDateTime } from "../../format/french-format.ts";
import type { ContentItemState } from "./content-store.ts";

/** Where an item stands, in one French line: « Texte d'origine · brouillon en cours », « Publié le … · programmé le … ». */
export function contentStatus(state: ContentItemState): string {
  const parts = [
    state.original
      ? state.published.at
        ? `Texte d'origine, remis en ligne le ${formatShortDateTime(new Date(state.published.at))}`
        : "Texte d'origine"
      : `Publié le ${formatShortDateTime(new Date(state.published.at))}`,
  ];
  if (state.draft) parts.push(`brouillon enregistré le ${formatShortDateTime(new Date(state.draft.at))}`);
  if (state.scheduled) parts.push(`publication programmée le ${formatShortDateTime(new Date(state.scheduled.at))}`);
  return parts.join(" · ");
}
