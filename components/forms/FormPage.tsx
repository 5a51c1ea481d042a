import type { ProductId } from "../../lib/config/products.ts";
import { PageIntro } from "../layout/PageIntro.tsx";
import { PageGraph } from "../seo/PageGraph.tsx";
import { FORMS, type FormKind, REQUIRED_NOTE } from "./definitions.ts";
import { PageForm } from "./PageForm.tsx";

/**
 * The page of one form (server component): where every opener of that form leads, so the form
 * works before the JavaScript has run and without it. The form is the dialog's, on the page.
 */
export function FormPage({ kind, eyebrow, product }: { kind: FormKind; eyebrow: string; product?: ProductId }) {
  const def = FORMS[kind];
  return (
    <>
      <PageGraph trail={[{ name: def.title, path: def.path }]} />
      <PageIntro eyebrow={eyebrow} title={def.title} lead={def.description} />
      <div className="container-page pb-16">
        <section aria-labelledby={`${kind}-form-title`} className="card max-w-2xl">
          <h2 id={`${kind}-form-title`} className="text-xl font-bold text-ink">
            Vos coordonnées
          </h2>
          <p className="mt-2 text-sm text-muted">{REQUIRED_NOTE}</p>
          <div className="mt-5">
            <PageForm kind={kind} {...(product ? { product } : {})} />
          </div>
        </section>
      </div>
    </>
  );
}
