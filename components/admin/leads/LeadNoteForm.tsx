"use client";

import { useActionState } from "react";
import { addLeadNoteAction, type NoteFormState } from "../../../lib/actions/staff-follow-up.ts";
import { NOTE_MAX_LENGTH } from "../../../lib/config/lead-follow-up.ts";
import { FocusedAlert } from "../second-factor/FocusedAlert.tsx";

const INITIAL: NoteFormState = { text: "", contact: false, error: null, saved: 0 };

/**
 * A note on a lead: refused with its reason and the text given back (nothing typed is lost),
 * with or without JavaScript. The text area is not capped by the browser, which would cut a
 * pasted text silently: the length is checked on the server and said.
 */
export function LeadNoteForm({ id }: { id: string }) {
  const [state, action, pending] = useActionState(addLeadNoteAction, INITIAL);
  return (
    // The key empties the form after each note saved; a refusal keeps what was typed.
    <form key={state.saved} action={action} className="card mt-4 space-y-4" aria-labelledby="note-titre">
      <h3 id="note-titre" className="text-lg font-semibold text-ink">
        Ajouter une note
      </h3>
      <input type="hidden" name="id" value={id} />
      <FocusedAlert id="note-erreur" message={state.error} answer={state} />
      {state.saved > 0 && !state.error && (
        <p role="status" className="font-medium text-success">
          La note a été ajoutée à l'historique.
        </p>
      )}
      <div>
        <label htmlFor="note-texte" className="block font-semibold text-ink">
          Note
        </label>
        <textarea
          id="note-texte"
          name="note"
          rows={4}
          defaultValue={state.text}
          aria-describedby={`note-aide${state.error ? " note-erreur" : ""}`}
          aria-invalid={state.error ? true : undefined}
          className="field-control"
        />
        <p id="note-aide" className="mt-1 text-sm text-muted">
          {NOTE_MAX_LENGTH.toLocaleString("fr-FR")} caractères au plus, gardés tels quels.
        </p>
      </div>
      <p className="flex items-start gap-3">
        <input
          id="note-contact"
          name="contact"
          type="checkbox"
          value="oui"
          defaultChecked={state.contact}
          className="mt-1 size-5 shrink-0"
        />
        <label htmlFor="note-contact" className="text-ink">
          Cette note rend compte d'un échange avec la personne (appel, e-mail, rendez-vous)
        </label>
      </p>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        Ajouter la note
      </button>
    </form>
  );
}
