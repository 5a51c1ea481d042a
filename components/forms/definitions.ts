import { TERMS } from "../../lib/catalog/terms.ts";
import type { ProductId } from "../../lib/config/products.ts";
import type { LabelledField } from "../../lib/forms/labels.ts";
import { TOASTS, type ToastText } from "../../lib/forms/messages.ts";
import { FORM_PATHS, type FormKind, formPageHref } from "./paths.ts";

/*
 * What the contact, demo and automation forms are made of (spec sections 3 to 5 and 8):
 * texts, fields and where each form also lives as a page. Plain data, no schema and no React,
 * so that the openers and the forms' pages can import it without the form code.
 */

export type { FormKind };
export { formPageHref };

/** The forms of the site, each throttled on its own (`formThrottle:<key>` in localStorage). */
export type FormKey = FormKind | "newsletter";

export type FieldDef =
  | {
      kind: "input";
      name: Exclude<LabelledField, "message" | "interestedIn">;
      type: "text" | "email" | "tel";
      autoComplete: string;
      inputMode?: "email" | "tel";
      /** Takes the whole row on wider screens. */
      wide?: boolean;
    }
  | { kind: "textarea"; name: "message"; autoComplete: string }
  | { kind: "products"; name: "interestedIn" };

export interface FormDef {
  kind: FormKind;
  title: string;
  description: string;
  submitLabel: string;
  fields: readonly FieldDef[];
  success: ToastText;
  /** Its description is the message shown when the server gives none. */
  failure: ToastText;
  /** The page that holds the same form, for visitors whose JavaScript has not run (yet). */
  path: string;
}

const NAME_FIELDS: FieldDef[] = [
  { kind: "input", name: "firstName", type: "text", autoComplete: "given-name" },
  { kind: "input", name: "lastName", type: "text", autoComplete: "family-name" },
];

const COMPANY_FIELD: FieldDef = {
  kind: "input",
  name: "company",
  type: "text",
  autoComplete: "organization",
  wide: true,
};

const CONTACT_FIELDS: FieldDef[] = [
  ...NAME_FIELDS,
  COMPANY_FIELD,
  { kind: "input", name: "email", type: "email", autoComplete: "email", inputMode: "email" },
  { kind: "input", name: "phone", type: "tel", autoComplete: "tel", inputMode: "tel" },
];

export const FORMS: Record<FormKind, FormDef> = {
  contact: {
    kind: "contact",
    title: "Contactez-nous",
    description: `Une question sur nos applications ou un besoin particulier\u202f? Laissez-nous un message\u202f: notre équipe vous répond ${TERMS.support.days}, ${TERMS.support.hours}.`,
    submitLabel: "Envoyer le message",
    fields: [...CONTACT_FIELDS, { kind: "textarea", name: "message", autoComplete: "off" }],
    success: TOASTS.contactSuccess,
    failure: TOASTS.contactFailure,
    path: FORM_PATHS.contact,
  },
  demo: {
    kind: "demo",
    title: "Demander une démonstration",
    description:
      "Choisissez les applications qui vous intéressent\u202f: un conseiller vous propose un créneau pour une démonstration personnalisée, gratuite et sans engagement.",
    submitLabel: "Demander ma démo",
    fields: [...CONTACT_FIELDS, { kind: "products", name: "interestedIn" }],
    success: TOASTS.demoSuccess,
    failure: TOASTS.demoFailure,
    path: FORM_PATHS.demo,
  },
  automation: {
    kind: "automation",
    title: "Automatisez vos tâches répétitives",
    description:
      "Envoi de documents, relances clients, fiches de paie, suivi d'équipe\u202f: laissez-nous vos coordonnées, nous vous présenterons les automatisations adaptées à votre activité.",
    submitLabel: "Je m'inscris",
    fields: [...NAME_FIELDS, COMPANY_FIELD],
    success: TOASTS.automationSuccess,
    failure: TOASTS.automationFailure,
    path: FORM_PATHS.automation,
  },
};

/**
 * Under each form: what is recorded with a request beside what the visitor typed (the page it is
 * sent from, and with the consent to audience measurement how they arrived: lib/forms/lead-origin.ts),
 * in one sentence ending on the privacy policy's section, `link` being the words of the link.
 */
export const ORIGIN_NOTICE = {
  text: "Nous enregistrons votre demande avec la page d'où vous l'envoyez et, si vous avez accepté la mesure d'audience, la façon dont vous êtes arrivé sur notre site\u00a0: voir notre",
  link: "politique de confidentialité",
  href: "/politique-confidentialite#mesure-audience",
} as const;

/** Every field of these forms is required: said once, in words, as well as with `required`. */
export const REQUIRED_NOTE = "Tous les champs sont obligatoires.";

/** The values a form starts with (all empty; the demo's product ticked when an opener names one). */
export function emptyValues(kind: FormKind, product?: ProductId): FormValues {
  const values: FormValues = {};
  for (const field of FORMS[kind].fields) {
    values[field.name] = field.kind === "products" ? (product ? [product] : []) : "";
  }
  return values;
}

/** What a form holds: text per field, the list of ticked applications for the demo. */
export type FormValues = Record<string, string | string[]>;
