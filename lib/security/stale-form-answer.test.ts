import { describe, expect, it } from "vitest";
import { STALE_FORM_TEXTS } from "../forms/messages.ts";
import { isStaleAction, parseActionIds, postedActionId } from "./server-actions.ts";
import { staleFormAnswer, staleFormResponse, typedValues } from "./stale-form-answer.ts";

function form(fields: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe("a form posted from a page of an earlier build", () => {
  it("reads the action a form names, bound (useActionState) or plain", () => {
    const bound = form([
      ["$ACTION_REF_2", ""],
      ["$ACTION_2:0", JSON.stringify({ id: "60abc", bound: "$@1" })],
      ["$ACTION_2:1", "[]"],
      ["firstName", "Jean"],
    ]);
    expect(postedActionId(bound)).toBe("60abc");
    expect(postedActionId(form([["$ACTION_ID_40def", ""]]))).toBe("40def");
    expect(postedActionId(form([["$ACTION_REF_1", ""]]))).toBeUndefined();
    expect(postedActionId(form([["email", "a@b.fr"]]))).toBeUndefined();
  });

  it("is stale only when this build knows its actions and not that one", () => {
    const known = parseActionIds('["60abc","40def"]');
    expect(isStaleAction("60abc", known)).toBe(false);
    expect(isStaleAction("60fff", known)).toBe(true);
    expect(isStaleAction(undefined, known)).toBe(false);
    // The build's first pass, or a malformed list: nothing is checked.
    expect(isStaleAction("60fff", parseActionIds("[]"))).toBe(false);
    expect(isStaleAction("60fff", parseActionIds("pas du JSON"))).toBe(false);
  });

  it("gives back what was typed under the fields' French labels, never a password nor a hidden field", () => {
    const typed = form([
      ["$ACTION_ID_40def", ""],
      ["firstName", "Jean"],
      ["email", "jean@exemple.fr"],
      ["password", "secret-du-membre"],
      ["interestedIn", "crmpro"],
      ["interestedIn", "comptapro"],
      ["website", "robot"],
      ["company", "  "],
    ]);
    expect(typedValues(typed)).toEqual([
      ["Prénom", "Jean"],
      ["E-mail", "jean@exemple.fr"],
      ["Applications qui vous intéressent", "crmpro, comptapro"],
    ]);
  });

  it("answers 409 in French, the values escaped, the way back to the form, not cached", async () => {
    const response = staleFormResponse(
      "/contact",
      form([
        ["message", 'Bonjour <script>alert("x")</script>'],
        ["password", "secret-du-membre"],
      ]),
      { "X-Frame-Options": "DENY" },
    );
    expect(response.status).toBe(409);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Votre envoi n&#x27;a pas été pris en compte");
    expect(html).toContain("Bonjour &lt;script&gt;");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("secret-du-membre");
    expect(html).toContain(`<a href="/contact">${STALE_FORM_TEXTS.back}</a>`);
  });
});

describe("staleFormAnswer", () => {
  // This build's actions, as the build's second pass writes them into the middleware's bundle.
  process.env.SERVER_ACTION_IDS = '["60abc"]';
  const stale = () =>
    form([
      ["$ACTION_ID_60fff", ""],
      ["message", "Bonjour"],
    ]);
  const post = (headers: Record<string, string>) =>
    new Request("http://127.0.0.1:3000/contact", { method: "POST", body: stale(), headers });

  it("answers a form of this site's pages naming an action this build does not have", async () => {
    const answer = await staleFormAnswer(post({ host: "www.exemple.fr", origin: "https://www.exemple.fr" }), {});
    expect(answer?.status).toBe(409);
    expect(await answer?.text()).toContain("<dd>Bonjour</dd>");
    // Behind a proxy, the host the visitor asked for.
    const proxied = post({
      host: "127.0.0.1:3000",
      "x-forwarded-host": "www.exemple.fr",
      origin: "https://www.exemple.fr",
    });
    expect((await staleFormAnswer(proxied, {}))?.status).toBe(409);
  });

  it("lets a form naming one of this build's actions go on to it", async () => {
    const current = new Request("http://127.0.0.1:3000/contact", {
      method: "POST",
      body: form([["$ACTION_ID_60abc", ""]]),
      headers: { host: "www.exemple.fr", origin: "https://www.exemple.fr" },
    });
    expect(await staleFormAnswer(current, {})).toBeUndefined();
  });

  it("leaves alone what is not a form posted from this site's pages without JavaScript", async () => {
    expect(
      await staleFormAnswer(post({ host: "www.exemple.fr", origin: "https://pirate.example" }), {}),
    ).toBeUndefined();
    expect(await staleFormAnswer(post({ host: "www.exemple.fr" }), {})).toBeUndefined();
    expect(
      await staleFormAnswer(
        post({ host: "www.exemple.fr", origin: "https://www.exemple.fr", "next-action": "60fff" }),
        {},
      ),
    ).toBeUndefined();
    expect(
      await staleFormAnswer(new Request("http://127.0.0.1:3000/contact", { headers: { host: "www.exemple.fr" } }), {}),
    ).toBeUndefined();
  });
});
