import type { FaqGroup } from "../../catalog/faq.ts";

/** schema.org FAQPage node for the questions shown on the page. */
export function faqPageJsonLd(groups: readonly FaqGroup[], pageUrl: string): Record<string, unknown> {
  return {
    "@type": "FAQPage",
    "@id": `${pageUrl}#faq`,
    url: pageUrl,
    inLanguage: "fr-FR",
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    ),
  };
}
