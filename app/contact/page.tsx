import { FORMS } from "../../components/forms/definitions.ts";
import { FormPage } from "../../components/forms/FormPage.tsx";
import { pageMetadata } from "../../lib/seo/metadata.ts";

export const metadata = pageMetadata({
  title: FORMS.contact.title,
  description: FORMS.contact.description,
  path: FORMS.contact.path,
});

export default function ContactPage() {
  return <FormPage kind="contact" eyebrow="Contact" />;
}
