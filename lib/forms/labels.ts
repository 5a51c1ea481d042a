/** Visible French labels of the form fields (dialogs, and any place that names a field to a person). */
export const FIELD_LABELS = {
  firstName: "Prénom",
  lastName: "Nom",
  company: "Entreprise",
  email: "E-mail",
  phone: "Téléphone",
  message: "Message",
  interestedIn: "Applications qui vous intéressent",
} as const;

export type LabelledField = keyof typeof FIELD_LABELS;
