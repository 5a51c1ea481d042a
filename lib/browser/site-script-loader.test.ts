// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POPUP_PATH } from "./popup-may-open.ts";
import { loadSiteScript } from "./site-script-loader.ts";
import { STORAGE_KEYS } from "./storage.ts";

const BASE = "http://localhost/_next/static/chunks/site/site-LOADER.js";
const FILES = {
  main: ["./site-main-A.js", "./chunk-B.js"],
  island: ["./pre-registration-island-C.js", "./chunk-D.js"],
};
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((link) => link.href);
const absolute = (files: string[]) => files.map((file) => new URL(file, BASE).href);

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = "";
  // jsdom cannot run the modules: the import fails, which the loader only warns about.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("the site script's loader", () => {
  it("asks for the site script's files at once, beside the loader, on any page but the home page", async () => {
    await loadSiteScript(FILES, BASE, "/tarifs");
    expect(preloaded()).toEqual(absolute(FILES.main));
  });

  it("asks for the popup's island with them on the home page, while the popup may still open", async () => {
    await loadSiteScript(FILES, BASE, POPUP_PATH);
    expect(preloaded()).toEqual(absolute([...FILES.main, ...FILES.island]));
  });

  it("leaves the island alone for a visitor who has answered the popup", async () => {
    localStorage.setItem(STORAGE_KEYS.hasSeenPreRegistrationPopup, "true");
    await loadSiteScript(FILES, BASE, POPUP_PATH);
    expect(preloaded()).toEqual(absolute(FILES.main));
  });

  it("says so, without an unhandled error, when the site script cannot be loaded", async () => {
    await expect(loadSiteScript(FILES, BASE, "/")).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith("[site] the site script could not be loaded");
  });
});
