import type { ReactNode } from "react";
import { answerLostAddressesAction } from "../../../lib/actions/staff-lost-addresses.ts";
import { redirectFromPath } from "../../../lib/config/admin.ts";
import {
  LOST_ANSWER_FIELDS as FIELDS,
  LOST_CHOICE_GONE,
  LOST_CHOICE_NONE,
  LOST_INTENT_FIRSTS,
} from "../../../lib/config/lost-addresses.ts";
import { formatCount, formatLongDateTime } from "../../../lib/format/french-format.ts";
import type { Suggestion } from "../../../lib/seo/lost-address-suggestions.ts";
import type { NotFoundEntry } from "../../../lib/server/seo/not-found-store.ts";
import { AdminTable } from "../AdminTable.tsx";

export interface LostAddress {
  entry: NotFoundEntry;
  suggestions: Suggestion[];
}

const date = (at: number) => formatLongDateTime(new Date(at));

function Choice({
  row,
  value,
  checked = false,
  children,
}: {
  row: number;
  value: string;
  checked?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex items-start gap-2">
      <input type="radio" name={FIELDS.choice(row)} value={value} defaultChecked={checked} className="mt-1" />
      <span>{children}</span>
    </label>
  );
}

/** What to do with one address: its suggested targets (best first, each with why), 410, or nothing yet. */
function Choices({ row, lost }: { row: number; lost: LostAddress }) {
  const { entry, suggestions } = lost;
  return (
    <fieldset data-lost-choices={entry.path}>
      <legend className="sr-only">Que faire de {entry.path}&#8239;?</legend>
      <div className="space-y-1">
        {suggestions.map((suggestion) => (
          <Choice key={suggestion.to} row={row} value={suggestion.to}>
            Rediriger vers <span className="break-all font-semibold">{suggestion.to}</span>
            <span className="block text-sm text-muted">{suggestion.reason}</span>
          </Choice>
        ))}
        {suggestions.length === 0 && <p className="text-sm text-muted">Aucune page proche trouvée.</p>}
        <Choice row={row} value={LOST_CHOICE_GONE}>
          Répondre «&nbsp;supprimée&nbsp;» (410)
        </Choice>
        <Choice row={row} value={LOST_CHOICE_NONE} checked>
          Ne rien faire pour l'instant
        </Choice>
      </div>
      <a href={redirectFromPath(entry.path)} className="link-inline mt-1 inline-block text-sm underline">
        Rediriger ailleurs<span className="sr-only"> {entry.path}</span>
      </a>
    </fieldset>
  );
}

/**
 * The lost addresses of a page of the log in one plain form (no script needed): for each, its
 * suggested targets with the reason, « supprimée (410) » or nothing; « Appliquer les choix » sends
 * them all, « Accepter la première suggestion… » takes every address's best target at once.
 */
export function LostAddressForm({ lost, back }: { lost: LostAddress[]; back: string }) {
  const withSuggestion = lost.filter((one) => one.suggestions.length > 0).length;
  return (
    <form action={answerLostAddressesAction} className="mt-2" data-lost-form>
      <input type="hidden" name={FIELDS.back} value={back} />
      <input type="hidden" name={FIELDS.rows} value={lost.length} />
      <AdminTable
        label="Adresses introuvables"
        caption="Les adresses introuvables demandées, les plus demandées d'abord puis les plus récentes, avec les pages proposées pour chacune"
        columns={[
          "Adresse",
          "Nombre de demandes",
          "Première demande",
          "Dernière demande",
          "Site d'origine",
          "Que faire\u00a0?",
        ]}
      >
        {lost.map((one, row) => (
          <tr key={one.entry.path} className="border-b border-line align-top" data-lost-row={one.entry.path}>
            <td className="p-2 break-all">
              {one.entry.path}
              <input type="hidden" name={FIELDS.address(row)} value={one.entry.path} />
              {one.suggestions[0] && <input type="hidden" name={FIELDS.first(row)} value={one.suggestions[0].to} />}
            </td>
            <td className="p-2">{one.entry.hits.toLocaleString("fr-FR")}</td>
            <td className="p-2">{date(one.entry.firstSeen)}</td>
            <td className="p-2">{date(one.entry.lastSeen)}</td>
            <td className="p-2 break-all">{one.entry.referrerHost ?? "aucun (accès direct)"}</td>
            <td className="min-w-64 p-2">
              <Choices row={row} lost={one} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary">
          Appliquer les choix
        </button>
        {withSuggestion > 0 && (
          <button type="submit" name={FIELDS.intent} value={LOST_INTENT_FIRSTS} className="btn btn-secondary">
            Accepter la première suggestion pour {formatCount(withSuggestion, "adresse", "adresses")}
          </button>
        )}
      </div>
    </form>
  );
}
