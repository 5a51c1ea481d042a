import type { z } from "zod/mini";
import type { LabelledField } from "../../../lib/forms/labels.ts";
import { TOASTS, type ToastText } from "../../../lib/forms/messages.ts";
import { automationSchema, contactSchema, demoSchema } from "../../../lib/forms/schemas.ts";
import type { FunctionName } from "./functions-client.ts";
import type { FormKey } from "./throttle.ts";

export const DIALOG_KINDS = ["contact", "demo", "automation"] as const;
export type DialogKind = (typeof DIALOG_KINDS)[number];

export function isDialogKind(value: unknown): value is DialogKind {
  return typeof value === "string" && (DIALOG_KINDS as readonly string[]).includes(value);
}

export type FieldDef =
  | {
      kind: "input";
      name: LabelledField;
      type: "text" | "email" | "tel";
      autocomplete: string;
      inputmode?: "email" | "tel";
      /** Takes the whole row on wider screens. */
      wide?: boolean;
    }
  | { kind: "textarea"; name: "message"; autocomplete: string }
  | { kind: "products"; name: "interestedIn" };

export interface FormDialogDef {
  kind: DialogKind;
  formKey: FormKey;
  functionName: FunctionName;
  schema: z.ZodMiniType<object>;
  title: string;
  description: string;
  submitLabel: string;
  fields: FieldDef[];
  success: ToastText;
  /** Its description is the message shown when the server gives none. */
  failure: ToastText;
}

const NAME_FIELDS: FieldDef[] = [
  { kind: "input", name: "firstName", type: "text", autocomplete: "given-name" },
  { kind: "input", name: "lastName", type: "text", autocomplete: "family-name" },
];

const CONTACT_FIELDS: FieldDef[] = [
  ...NAME_FIELDS,
  { kind: "input", name: "company", type: "text", autocomplete: "organization", wide: true },
  { kind: "input", name: "email", type: "email", autocomplete: "email", inputmode: "email" },
  { kind: "input", name: "phone", type: "tel", autocomplete: "tel", inputmode: "tel" },
];

export const FORM_DIALOGS: Record<DialogKind, FormDialogDef> = {
  contact: {
    kind: "contact",
    formKey: "contact",
    functionName: "submit-contact",
    schema: contactSchema,
    title: "Contactez-nous",
    description:
      "Une question sur nos applications ou un besoin particulier\u202f? Laissez-nous un message\u202f: notre équipe vous répond du lundi au vendredi, de 9\u00a0h à 18\u00a0h.",
    submitLabel: "Envoyer le message",
    fields: [...CONTACT_FIELDS, { kind: "textarea", name: "message", autocomplete: "off" }],
    success: TOASTS.contactSuccess,
    failure: TOASTS.contactFailure,
  },
  demo: {
    kind: "demo",
    formKey: "demo",
    functionName: "submit-demo",
    schema: demoSchema,
    title: "Demander une démonstration",
    description:
      "Choisissez les applications qui vous intéressent\u202f: un conseiller vous propose un créneau pour une démonstration personnalisée, gratuite et sans engagement.",
    submitLabel: "Demander ma démo",
    fields: [...CONTACT_FIELDS, { kind: "products", name: "interestedIn" }],
    success: TOASTS.demoSuccess,
    failure: TOASTS.demoFailure,
  },
  automation: {
    kind: "automation",
    formKey: "automation",
    functionName: "brevo-automation-contact",
    schema: automationSchema,
    title: "Automatisez vos tâches répétitives",
    description:
      "Envoi de documents, relances clients, fiches de paie, suivi d'équipe\u202f: laissez-nous vos coordonnées, nous vous présenterons les automatisations adaptées à votre activité.",
    submitLabel: "Je m'inscris",
    fields: [
      ...NAME_FIELDS,
      { kind: "input", name: "company", type: "text", autocomplete: "organization", wide: true },
    ],
    success: TOASTS.automationSuccess,
    failure: TOASTS.automationFailure,
  },
};
