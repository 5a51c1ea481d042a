import { describe, expect, it } from "vitest";
import { contentFormPost as post } from "../../../tests/support/content-form-post.ts";
import { contentImageRenderPath, contentRenderPath } from "../../config/blog-pages.ts";
import { FIELD_MESSAGES } from "./fields.ts";
import { applyListOperation, fieldErrors, formTree, parseListOperation, valueFromForm } from "./form-values.ts";
import { CONTENT_KIND_IDS, CONTENT_KINDS, CONTENT_PAGES, DEFAULT_CONTENT } from "./kinds.ts";

describe("the content desk's kinds", () => {
  it("accept today's catalog as it is, and read it back unchanged through the form", () => {
    for (const kind of CONTENT_KIND_IDS)
      for (const item of CONTENT_KINDS[kind].items) {
        const schema = CONTENT_KINDS[kind].schema(item);
        const value = CONTENT_KINDS[kind].read(DEFAULT_CONTENT, item);
        expect(schema.safeParse(value).error?.issues, `${kind}/${item}`).toBeUndefined();
        expect(schema.parse(valueFromForm(schema, post(formTree(schema, value)))), `${kind}/${item}`).toEqual(value);
      }
  });

  it("name only pages the middleware answers from the store", () => {
    for (const page of CONTENT_PAGES)
      expect(contentRenderPath(page) ?? contentImageRenderPath(page), page).toBeDefined();
  });

  it("refuse what is no price, an empty field, a long text, too long a list; in French, by field", () => {
    const schema = CONTENT_KINDS.formules.schema("facturepro");
    const plans = structuredClone(DEFAULT_CONTENT.plans.facturepro) as unknown as Record<string, unknown>[];
    const form = post(formTree(schema, plans));
    form.set("c.1.price.amount", "12,999");
    form.set("c.0.title", "   ");
    form.set("c.0.description", "x".repeat(20_000));
    form.set("c.2.features.n", "500");
    for (let index = 0; index < 500; index++) form.set(`c.2.features.${index}`, `<b>ligne ${index}</b>`);
    const typed = valueFromForm(schema, form) as { features: string[] }[];
    expect(typed[2]?.features).toHaveLength(500);
    const errors = fieldErrors(schema.safeParse(typed).error as never);
    expect(errors["c.1.price"]).toBe(FIELD_MESSAGES.price);
    expect(errors["c.0.title"]).toBe(FIELD_MESSAGES.required);
    expect(errors["c.0.description"]).toBe(FIELD_MESSAGES.tooLong(300));
    expect(errors["c.2.features"]).toBe(FIELD_MESSAGES.tooMany(20, "ligne"));
    // The typed values are kept, markup as text: the form shown again posts them back unchanged.
    const shownAgain = valueFromForm(schema, post(formTree(schema, typed))) as typeof typed;
    expect(shownAgain).toEqual(typed);
    expect(shownAgain[2]?.features[7]).toBe("<b>ligne 7</b>");
  });

  it("read prices as the team types them, at most two decimals", () => {
    const schema = CONTENT_KINDS.formules.schema("facturepro");
    const form = post(formTree(schema, DEFAULT_CONTENT.plans.facturepro));
    for (const [typed, read] of [
      ["12,99", 12.99],
      ["12.5", 12.5],
      ["1 200,50 €", 1200.5],
      ["0", 0],
    ] as const) {
      form.set("c.1.price.amount", typed);
      expect((schema.parse(valueFromForm(schema, form)) as { price: unknown }[])[1]?.price).toBe(read);
    }
    form.set("c.1.price.kind", "Sur devis");
    expect((schema.parse(valueFromForm(schema, form)) as { price: unknown }[])[1]?.price).toBe("Sur devis");
  });

  it("move, add and remove a list's items, within its bounds", () => {
    const schema = CONTENT_KINDS.formules.schema("facturepro");
    const plans = DEFAULT_CONTENT.plans.facturepro;
    const features = plans[1]?.features ?? [];
    const down = applyListOperation(
      schema,
      plans,
      parseListOperation("descendre:c.1.features.0") as never,
    ) as typeof plans;
    expect(down[1]?.features.slice(0, 2)).toEqual([features[1], features[0]]);
    const added = applyListOperation(
      schema,
      plans,
      parseListOperation("ajouter:c.1.features") as never,
    ) as typeof plans;
    expect(added[1]?.features).toHaveLength(features.length + 1);
    const removed = applyListOperation(
      schema,
      plans,
      parseListOperation("retirer:c.1.features.0") as never,
    ) as typeof plans;
    expect(removed[1]?.features).toEqual(features.slice(1));
    expect(applyListOperation(schema, plans, parseListOperation("monter:c.0") as never)).toEqual(plans);
    expect(parseListOperation("supprimer:c.0")).toBeUndefined();
  });

  it("give a new question an anchor of its own", () => {
    const kind = CONTENT_KINDS.faq;
    const groups = structuredClone(DEFAULT_CONTENT.faq);
    groups[0]?.items.push({ id: "", question: "Quest-ce que Gestio ?", answer: "Une suite." });
    const done = kind.complete(groups) as typeof groups;
    const ids = done.flatMap((group) => group.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(done[0]?.items.at(-1)?.id).toBe("quest-ce-que-gestio-2");
  });
});
