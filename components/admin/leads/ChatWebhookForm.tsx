"use client";

import { useActionState } from "react";
import { type SettingFormState, saveChatWebhookAction } from "../../../lib/actions/staff-lead-settings.ts";
import { SettingErrors } from "./SettingErrors.tsx";

const INITIAL: SettingFormState = { values: {}, errors: [], saved: 0 };

/**
 * The chat channel's incoming webhook: new leads announced there (Slack, Mattermost, Rocket.Chat,
 * a Teams workflow). `current`: the address set in the desk; `fromEnvironment`: CHAT_WEBHOOK_URL is set.
 */
export function ChatWebhookForm({ current, fromEnvironment }: { current: string | null; fromEnvironment: boolean }) {
  const [state, action, pending] = useActionState(saveChatWebhookAction, INITIAL);
  const refused = state.errors.length > 0;
  const typed = typeof state.values.canal === "string" && refused ? state.values.canal : (current ?? "");
  return (
    <form key={state.saved} action={action} className="card mt-4 space-y-4">
      <SettingErrors id="canal-erreurs" errors={state.errors} answer={state} />
      {state.saved > 0 && !refused && (
        <p role="status" className="font-medium text-success">
          Le canal de discussion a été enregistré.
        </p>
      )}
      <div>
        <label htmlFor="canal-adresse" className="block font-semibold text-ink">
          Adresse du webhook entrant
        </label>
        <input
          id="canal-adresse"
          name="canal"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          defaultValue={typed}
          aria-describedby="canal-aide"
          aria-invalid={refused ? true : undefined}
          className="field-control"
        />
        <p id="canal-aide" className="mt-1 text-sm text-muted">
          Format de Slack, que Mattermost, Rocket.Chat et les workflows Teams acceptent. Le message nomme le formulaire,
          l'entreprise et la page, avec un lien vers la demande{"\u00a0"}; jamais d'adresse e-mail ni de téléphone.
          {fromEnvironment &&
            !current &&
            " Sans adresse ici, celle de la configuration du serveur (CHAT_WEBHOOK_URL) sert."}
        </p>
      </div>
      <p className="flex flex-wrap gap-2">
        <button type="submit" name="action" value="enregistrer" className="btn btn-primary" disabled={pending}>
          Enregistrer le canal
        </button>
        {current && (
          <button type="submit" name="action" value="retirer" className="btn btn-ghost" disabled={pending}>
            Retirer le canal
          </button>
        )}
      </p>
    </form>
  );
}
