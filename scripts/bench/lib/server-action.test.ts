import { describe, expect, it } from "vitest";
import {
  acknowledgedId,
  actionHeaders,
  actionResult,
  CONTACT_ACTION,
  encodeReply,
  findActionId,
  routerStateTree,
} from "./server-action.ts";

const MANIFEST = {
  node: {
    "60632e0fddf59f04bde4c83266b3ef886661336eea": {
      workers: {},
      filename: "lib/actions/automation.ts",
      exportedName: "submitAutomation",
    },
    "60c826584d0f101bfc073274edff93ce203840f63b": {
      workers: {},
      filename: "components/forms/actions.ts",
      exportedName: "submitContactPage",
    },
    "60a5b5e2105223822c1f2f38de945177bbfe7a1407": {
      workers: {},
      filename: "lib/actions/contact.ts",
      exportedName: "submitContact",
    },
  },
  edge: {},
};

describe("server action discovery", () => {
  it("finds the contact action by file and export, not the page form's adapter", () => {
    expect(findActionId(MANIFEST, CONTACT_ACTION)).toBe("60a5b5e2105223822c1f2f38de945177bbfe7a1407");
    expect(findActionId(MANIFEST, { file: "components/forms/actions.ts", exportedName: "submitContactPage" })).toBe(
      "60c826584d0f101bfc073274edff93ce203840f63b",
    );
  });

  it("accepts ./ and Windows separators in the manifest's file names", () => {
    const manifest = { node: { abc: { filename: ".\\lib\\actions\\contact.ts", exportedName: "submitContact" } } };
    expect(findActionId(manifest, CONTACT_ACTION)).toBe("abc");
  });

  it("answers undefined when the build has no such action", () => {
    expect(findActionId({ node: {} }, CONTACT_ACTION)).toBeUndefined();
    expect(findActionId(MANIFEST, { file: "lib/actions/contact.ts", exportedName: "other" })).toBeUndefined();
  });
});

describe("the request the browser sends", () => {
  it("builds the router state tree Chromium sent from /ressources/faq", () => {
    // Captured from Chromium submitting the contact dialog on the Next 16 build.
    expect(routerStateTree("/ressources/faq")).toBe(
      "%5B%22%22%2C%7B%22children%22%3A%5B%22ressources%22%2C%7B%22children%22%3A%5B%22faq%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%2Cnull%2Cnull%2C512%5D%7D%2Cnull%2Cnull%2C512%5D%7D%2Cnull%2Cnull%2C512%5D%7D%2Cnull%2Cnull%2C528%5D",
    );
    expect(JSON.parse(decodeURIComponent(routerStateTree("/")))).toEqual([
      "",
      { children: ["__PAGE__", {}, null, null, 512] },
      null,
      null,
      528,
    ]);
  });

  it("encodes the arguments as React's encodeReply does for plain values", () => {
    expect(encodeReply([{ email: "a@b.fr", siteWeb: "" }, { idempotencyKey: "k-12345678" }])).toBe(
      '[{"email":"a@b.fr","siteWeb":""},{"idempotencyKey":"k-12345678"}]',
    );
    // A string starting with $ would otherwise be read as a reference.
    expect(encodeReply([{ message: "$5 par mois" }])).toBe('[{"message":"$$5 par mois"}]');
  });

  it("sends the action id, the Flight accept type and the page's origin", () => {
    const headers = actionHeaders("60a5", "http://127.0.0.1:3000", "/contact");
    expect(headers).toMatchObject({
      accept: "text/x-component",
      "content-type": "text/plain;charset=UTF-8",
      "next-action": "60a5",
      origin: "http://127.0.0.1:3000",
      referer: "http://127.0.0.1:3000/contact",
    });
  });
});

describe("the action's answer", () => {
  const OK =
    '0:{"a":"$@1","q":"","i":false,"b":"yhBDgN0wOW0a-Cg-SmU6p"}\n1:{"ok":true,"data":{"submissionId":"01a2079a-5ec1-7b5c-b5cc-b55eb154e9e0"}}\n';

  it("reads the return value the first row points at", () => {
    expect(actionResult(OK)).toEqual({ ok: true, data: { submissionId: "01a2079a-5ec1-7b5c-b5cc-b55eb154e9e0" } });
    expect(acknowledgedId(OK)).toBe("01a2079a-5ec1-7b5c-b5cc-b55eb154e9e0");
  });

  it("acknowledges nothing when the action answers a failure or something else than Flight", () => {
    const failed = '0:{"a":"$@1","b":"x"}\n1:{"ok":false,"message":"Trop de demandes","fields":{}}\n';
    expect(acknowledgedId(failed)).toBeUndefined();
    expect(acknowledgedId("<!DOCTYPE html><html></html>")).toBeUndefined();
    expect(acknowledgedId('0:{"a":"$@2"}\n')).toBeUndefined();
    expect(actionResult("0:not json")).toBeUndefined();
  });
});
