import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../security/inline-script-hashes.ts";
import { inlineScriptBodies, inlineScriptHashesWeb } from "../security/inline-scripts.ts";
import { decodePush, encodePush, readHeadValues, writeSeoOverride } from "./head-overrides.ts";

/** The /tarifs page of a build, its head whole and its payload cut to the metadata row (plus an SVG title). */
const PAGE = readFileSync(new URL("../../tests/fixtures/tarifs-page.html", import.meta.url), "utf8");
const SITE = "https://www.gestio.fr";
const absolute = (path: string) => `${SITE}${path}`;
const AT = "2026-11-25T10:00:00.000Z";

const payload = (html: string) =>
  inlineScriptBodies(html)
    .map(decodePush)
    .filter((text) => text !== undefined)
    .join("");

describe("the payload of a page, as Next inlines it", () => {
  it("decodes and encodes back to the very same script", () => {
    const bodies = inlineScriptBodies(PAGE).filter((body) => decodePush(body) !== undefined);
    expect(bodies).toHaveLength(1);
    for (const body of bodies) expect(encodePush(decodePush(body) ?? "")).toBe(body);
  });

  it("escapes what could close the script", () => {
    expect(encodePush("</script><b> & \u2028")).toBe(
      'self.__next_f.push([1,"\\u003c/script\\u003e\\u003cb\\u003e \\u0026 \\u2028"])',
    );
  });
});

describe("a page with the SEO desk's values", () => {
  it("has them in its head and in its payload, and the social tags follow the SEO ones", () => {
    const html = writeSeoOverride(
      PAGE,
      { title: "Nos tarifs dès 0 € | Gestio", description: "Les prix de nos cinq applications.", changedAt: AT },
      absolute,
    );
    const head = readHeadValues(html);
    expect(head.title).toBe("Nos tarifs dès 0 € | Gestio");
    expect(head.description).toBe("Les prix de nos cinq applications.");
    expect(head.ogTitle).toBe("Nos tarifs dès 0 € | Gestio");
    expect(head.twitterDescription).toBe("Les prix de nos cinq applications.");
    expect(head.canonical).toBe(`${SITE}/tarifs`);
    const data = payload(html);
    expect(data).toContain('["$","title","0",{"children":"Nos tarifs dès 0 € | Gestio"}]');
    expect(data).toContain('{"name":"description","content":"Les prix de nos cinq applications."}');
    expect(data).toContain('{"property":"og:title","content":"Nos tarifs dès 0 € | Gestio"}');
    expect(data).not.toContain("Comparez les tarifs");
    // An SVG's title with the same text is not the page's.
    expect(data).toContain('["$","title",null,{"children":"Tarifs des applications | Gestio"}]');
  });

  it("writes text as text: markup escaped in the head, a leading $ doubled in the payload", () => {
    const html = writeSeoOverride(PAGE, { title: '$5 <b>"offerts"</b> & l\'été', changedAt: AT }, absolute);
    expect(html).toContain("<title>$5 &lt;b&gt;&quot;offerts&quot;&lt;/b&gt; &amp; l&#x27;été</title>");
    expect(readHeadValues(html).title).toBe('$5 <b>"offerts"</b> & l\'été');
    expect(payload(html)).toContain('{"children":"$$5 <b>\\"offerts\\"</b> & l\'été"}');
    expect(html).not.toContain("<b>");
  });

  it("sets noindex (a robots tag after the title, in both) and a canonical of this site (og:url too)", () => {
    const html = writeSeoOverride(PAGE, { noindex: true, canonical: "/contact", changedAt: AT }, absolute);
    const head = readHeadValues(html);
    expect(head.robots).toBe("noindex, follow");
    expect(head.canonical).toBe(`${SITE}/contact`);
    expect(head.ogUrl).toBe(`${SITE}/contact`);
    expect(html).toContain('</title><meta name="robots" content="noindex, follow"/>');
    const data = payload(html);
    expect(data).toContain('"}],["$","meta","robots",{"name":"robots","content":"noindex, follow"}]');
    expect(data).toContain(`{"rel":"canonical","href":"${SITE}/contact"}`);
  });

  it("is the page as built when the values are the page's own", () => {
    const values = readHeadValues(PAGE);
    expect(writeSeoOverride(PAGE, { changedAt: AT }, absolute)).toBe(PAGE);
    expect(writeSeoOverride(PAGE, { description: values.description ?? "", changedAt: AT }, absolute)).toBe(PAGE);
    expect(writeSeoOverride("<p>pas de head</p>", { title: "X", changedAt: AT }, absolute)).toBe("<p>pas de head</p>");
  });

  it("gets a CSP hash per script as written, the same with Web Crypto as with the build's", async () => {
    const html = writeSeoOverride(PAGE, { title: "Nouveau titre", changedAt: AT }, absolute);
    expect(await inlineScriptHashesWeb(html)).toEqual(inlineScriptHashes(html));
    expect(inlineScriptHashes(html)).not.toEqual(inlineScriptHashes(PAGE));
  });
});
