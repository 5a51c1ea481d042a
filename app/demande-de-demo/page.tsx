import { FORMS } from "../../components/forms/definitions.ts";
import { FormPage } from "../../components/forms/FormPage.tsx";
import { pageMetadata } from "../../lib/seo/metadata.ts";

export const metadata = pageMetadata({
  title: FORMS.demo.title,
  description: FORMS.demo.description,
  path: FORMS.demo.path,
});

export default function DemoRequestPage() {
  return <FormPage kind="demo" eyebrow="Démonstration" />;
}
