import { FORMS } from "../../components/forms/definitions.ts";
import { FormPage } from "../../components/forms/FormPage.tsx";
import { pageMetadata } from "../../lib/seo/metadata.ts";

export const metadata = pageMetadata({
  title: FORMS.automation.title,
  // The form's own introduction (FORMS.automation.description) is longer than a search result shows.
  description:
    "Envoi de documents, relances clients, fiches de paie, suivi d'équipe : nous vous présentons les automatisations adaptées à votre activité.",
  path: FORMS.automation.path,
});

export default function AutomationPage() {
  return <FormPage kind="automation" eyebrow="Automatisation" />;
}
