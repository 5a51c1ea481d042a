import { AUDIENCE_OBJECTION_TEXTS } from "../../lib/browser/audience-objection.ts";
import { AudienceObjectionScript } from "./AudienceObjectionScript.tsx";

/**
 * The privacy policy's « Je m'oppose à la mesure d'audience » (lib/browser/audience-objection.ts):
 * hidden in the server's markup, shown by its inline script in this browser's state before the
 * first paint, so that it never shows a button that does nothing (without JavaScript, nothing is
 * measured). The script changes the texts and `hidden`: React, which never renders this again,
 * keeps them (suppressHydrationWarning).
 */
export function AudienceObjection() {
  return (
    <div
      data-audience-objection
      hidden
      suppressHydrationWarning
      className="mb-4 rounded-xl border border-line bg-surface p-4"
      data-no-print
    >
      <p role="status" className="font-medium" data-audience-status suppressHydrationWarning>
        {AUDIENCE_OBJECTION_TEXTS.counted}
      </p>
      <button type="button" className="btn btn-secondary" data-audience-toggle suppressHydrationWarning>
        {AUDIENCE_OBJECTION_TEXTS.object}
      </button>
      <AudienceObjectionScript />
    </div>
  );
}
