import { describe, expect, it } from "vitest";
import { onDemandLoader } from "../../lib/security/framework-on-demand.ts";
import { brokenLinks, type PageSource, siteIndex } from "./link-check.ts";

const ORIGIN = "http://127.0.0.1:3000";
const doc = (body: string, head = "") => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

const pages: PageSource[] = [
  { path: "/", html: doc(`<main id="main"><h2 id="solutions">Solutions</h2></main>`) },
  { path: "/solutions", html: doc(`<section id="crm">CRM</section><a name="ancien">x</a>`) },
  { path: "/ressources/faq", html: doc(`<div id="general"></div>`) },
  { path: "/faq", html: doc(`<meta http-equiv="refresh" content="0;url=/ressources/faq">`) },
];
const site = siteIndex(
  pages,
  ["/favicon.svg", "/_next/static/media/app.css", "/_next/static/media/hero.avif", "/_next/static/media/hero-2x.avif"],
  { "/faq": "/ressources/faq", "/crmpro": "https://crmpro.example.fr" },
  ORIGIN,
);

const check = (body: string, head = "", path = "/") => brokenLinks({ path, html: doc(body, head) }, site);

describe("link checker", () => {
  it("accepts pages, files, ids, redirects and the site's own absolute URLs", () => {
    expect(
      check(
        `<a href="#main">Aller au contenu</a><a href="/solutions#crm">CRM</a><a href="/solutions#ancien">a</a>
         <a href="/solutions/">slash</a><a href="/faq#general">FAQ</a><a href="/crmpro">CRMPro</a>
         <a href="#">haut</a><a href="/solutions?x=1">q</a><a href="https://exemple.fr/nope">ext</a>
         <a href="mailto:contact@exemple.fr">mail</a><img src="/_next/static/media/hero.avif" srcset="/_next/static/media/hero.avif 1x, /_next/static/media/hero-2x.avif 2x" alt="">`,
        `<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/_next/static/media/app.css">
         <link rel="canonical" href="${ORIGIN}/solutions"><meta property="og:url" content="${ORIGIN}/">`,
      ),
    ).toEqual([]);
  });

  it("reports a chunk loaded on demand that the build does not have", () => {
    expect(check(`<script>${onDemandLoader(["/_next/static/chunks/gone.js"])}</script>`)).toEqual([
      `/: <script> on demand "/_next/static/chunks/gone.js" → no such page or file in the build`,
    ]);
  });

  it("reports a link to a page that was not built", () => {
    expect(check(`<a href="/tarifs/inconnu">Tarifs</a>`)).toEqual([
      `/: <a href> "/tarifs/inconnu" → no such page or file in the build`,
    ]);
  });

  it("reports a fragment that names no id of its target, through a redirect too", () => {
    expect(check(`<a href="/solutions#compta">x</a><a href="#absent">y</a><a href="/faq#technique">z</a>`)).toEqual([
      `/: <a href> "/solutions#compta" → #compta is not an id of /solutions`,
      `/: <a href> "#absent" → #absent is not an id of /`,
      `/: <a href> "/faq#technique" → #technique is not an id of /ressources/faq`,
    ]);
  });

  it("reports missing assets and a canonical on the site's origin that leads nowhere", () => {
    expect(
      check(
        `<img src="/_next/static/media/gone.webp" alt="">`,
        `<link rel="canonical" href="${ORIGIN}/ancienne-page">`,
      ),
    ).toEqual([
      `/: <link href> "${ORIGIN}/ancienne-page" → no such page or file in the build`,
      `/: <img src> "/_next/static/media/gone.webp" → no such page or file in the build`,
    ]);
  });

  it("resolves relative links against the page's path", () => {
    expect(check(`<a href="faq">ok</a><a href="nope">ko</a>`, "", "/ressources/blog")).toEqual([
      `/ressources/blog: <a href> "nope" → no such page or file in the build`,
    ]);
  });
});
