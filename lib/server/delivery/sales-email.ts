import { isProductId, PRODUCT_NAMES } from "../../config/products.ts";
import type { StoredSubmission } from "../submissions/submission-store.ts";

const LABELS: Record<string, string> = {
  firstName: "Prénom",
  lastName: "Nom",
  company: "Entreprise",
  email: "E-mail",
  phone: "Téléphone",
  interestedIn: "Applications",
  message: "Message",
  formSource: "Formulaire",
};

/** French typography: a no-break space before the colon. */
const COLON = "\u00a0:";

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

export interface SalesEmail {
  subject: string;
  text: string;
  replyTo: string | undefined;
}

/** The message sales receive for a contact or demo request: every field, labelled in French. */
export function salesEmail(submission: StoredSubmission): SalesEmail {
  const f = submission.fields;
  const kind = submission.type === "demo" ? "Demande de démo" : "Demande de contact";
  const lines = [`${kind} reçue le ${dateFormat.format(submission.createdAt)}.`, ""];
  for (const [key, label] of Object.entries(LABELS)) {
    const value = f[key];
    if (value === undefined || value === null || value === "") continue;
    const shown = Array.isArray(value)
      ? value.map((id) => (isProductId(id) ? PRODUCT_NAMES[id] : String(id))).join(", ")
      : String(value);
    lines.push(key === "message" ? `\n${label}${COLON}\n${shown}` : `${label}${COLON} ${shown}`);
  }
  lines.push("", `Référence${COLON} ${submission.id}`);
  return {
    subject:
      `${kind}${COLON} ${String(f.company ?? "")} (${String(f.firstName ?? "")} ${String(f.lastName ?? "")})`.trim(),
    text: lines.join("\n"),
    replyTo: typeof f.email === "string" ? f.email : undefined,
  };
}
