import type { Feature } from "./types.ts";

/** The four automations promoted on the home page (spec section 1). */
export const AUTOMATIONS: (Feature & { id: string })[] = [
  {
    id: "envoi-documents",
    title: "Envoi de documents",
    text: "Devis, factures, attestations : vos documents partent automatiquement au bon destinataire, au bon moment.",
  },
  {
    id: "relances-clients",
    title: "Relances clients",
    text: "Les rappels de paiement et de devis en attente sont envoyés sans que vous ayez à y penser.",
  },
  {
    id: "fiches-de-paie",
    title: "Fiches de paie",
    text: "Les éléments variables sont collectés chaque mois et vos bulletins transmis à vos salariés.",
  },
  {
    id: "suivi-equipe",
    title: "Suivi d'équipe",
    text: "Congés, temps passés et tâches en cours remontent dans un tableau de bord partagé.",
  },
];
