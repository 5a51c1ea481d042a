/**
 * `node scripts/bench/suggestions.ts`: what the SEO desk's redirect suggestions cost
 * (lib/seo/lost-address-suggestions.ts), on a generated but realistic 404 log of 5,000 addresses
 * (scanner probes, typos of real pages, old blog slugs, the same pages written differently, cut or
 * moved addresses, nonsense) against ~1,200 destinations (site pages and articles) and 400 former
 * addresses. Median and max over RUNS runs of: building the index, one page of the desk's table
 * (50 addresses, each run another page of the log), the same page with its index built, and the
 * whole log. Target: « une page en moins d’une seconde », index included. Also how often the
 * first suggestion is the page meant, and how often a probe got one (it never should).
 */
import { noiseKind } from "../../lib/config/not-found-log.ts";
import {
  type Destination,
  type FormerAddress,
  type SuggestionIndex,
  suggestionIndex,
  suggestTargets,
} from "../../lib/seo/lost-address-suggestions.ts";
import { seeded } from "../../tests/support/seeded-random.ts";
import { markdownTable, saveResults, time } from "./lib/report.ts";

const RUNS = Number(process.env.BENCH_SUGGESTIONS_RUNS ?? 20);
const LOG_SIZE = 5_000;
const PAGE_SIZE = 50;
/** « Une page en moins d’une seconde »: building the index and suggesting for 50 addresses. */
export const PAGE_BUDGET_MS = 1_000;

const VOCABULARY = (
  "facture devis client fournisseur tresorerie relance impaye paiement virement prelevement tva bilan comptable " +
  "comptabilite expert statut juridique micro entreprise auto entrepreneur sasu eurl sarl creation creer " +
  "gestion stock inventaire commande vente achat marge prix tarif remise abonnement crm prospect contact " +
  "agenda rendez vous planning equipe salarie paie conge note frais banque rapprochement export import " +
  "electronique obligatoire reforme calendrier guide modele exemple erreur astuce outil logiciel gratuit " +
  "independant artisan commercant freelance association restaurant boutique ecommerce site internet mobile"
).split(" ");
const FILLERS = ["et", "de", "la", "le", "pour", "son", "vos", "un", "en", "sans", "avec"];

const STATIC_PAGES: Destination[] = [
  ["/", "Gestio – la suite de gestion des TPE"],
  ["/tarifs", "Tarifs"],
  ["/contact", "Contact"],
  ["/aide", "Centre d’aide"],
  ["/a-propos", "À propos"],
  ["/blog", "Blog"],
  ["/crmpro", "CRMPro – le CRM des petites entreprises"],
  ["/facturation", "Factures et devis en ligne"],
  ["/comptabilite", "Comptabilité simplifiée"],
  ["/stocks", "Gestion des stocks"],
  ["/paie", "Paie et salariés"],
  ["/agenda", "Agenda et rendez-vous"],
  ["/mentions-legales", "Mentions légales"],
  ["/confidentialite", "Politique de confidentialité"],
  ["/cgv", "Conditions générales de vente"],
  ["/cookies", "Cookies"],
  ["/newsletter", "Newsletter"],
  ["/temoignages", "Témoignages"],
  ["/partenaires", "Partenaires"],
  ["/securite", "Sécurité"],
  ["/integrations", "Intégrations"],
  ["/demo", "Demander une démo"],
  ["/inscription", "Créer un compte"],
  ["/connexion", "Se connecter"],
  ["/plan-du-site", "Plan du site"],
].map(([path, title]) => ({ path: path!, title: title! }));

export interface Dataset {
  live: Destination[];
  formers: FormerAddress[];
  log: LostAddress[];
}

/** An address of the log and what it is: the page meant, when there is one. */
export interface LostAddress {
  path: string;
  kind: "probe" | "typo" | "former" | "same" | "cut" | "moved" | "unknown" | "nonsense";
  meant?: string;
}

const PROBES = [
  "/wp-login.php",
  "/wp-admin/",
  "/wp-admin/setup-config.php",
  "/wp-content/plugins/hello.php",
  "/wp-includes/wlwmanifest.xml",
  "/xmlrpc.php",
  "/.env",
  "/.env.production",
  "/.git/config",
  "/.aws/credentials",
  "/config.json",
  "/backup.sql",
  "/phpmyadmin/",
  "/pma/index.php",
  "/administrator/index.php",
  "/cgi-bin/luci",
  "/index.php",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/actuator/health",
  "/owa/auth/logon.aspx",
  "/boaform/admin/formLogin",
  "/.DS_Store",
  "/server-status",
  "/api/v1/users",
];

/** The destinations, former addresses and 404 log, the same at every run. */
export function benchDataset(): Dataset {
  // The same log at every run.
  const rand = seeded(20_261_128);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const slug = (count: number) => {
    const words: string[] = [];
    while (words.length < count) {
      words.push(pick(VOCABULARY));
      if (rand() < 0.25) words.push(pick(FILLERS));
    }
    return words.join("-");
  };
  const titleOf = (path: string) => {
    const text = path.slice(path.lastIndexOf("/") + 1).replaceAll("-", " ");
    return text.charAt(0).toUpperCase() + text.slice(1);
  };

  const articles = new Set<string>();
  while (articles.size < 1_175) {
    const year = rand() < 0.15 ? `-${2019 + Math.floor(rand() * 8)}` : "";
    articles.add(`/blog/${slug(3 + Math.floor(rand() * 4))}${year}`);
  }
  const live = [...STATIC_PAGES, ...[...articles].map((path) => ({ path, title: titleOf(path) }))];
  const articleList = [...articles];

  // Former slugs: shorter, other words, an older year.
  const formers: FormerAddress[] = [];
  const formerPaths = new Set<string>();
  while (formers.length < 400) {
    const to = pick(articleList);
    const words = to.slice(6).split("-");
    const kept = words.filter(() => rand() < 0.6);
    const path = `/blog/${[...kept, ...(rand() < 0.5 ? [pick(VOCABULARY)] : []), String(2018 + Math.floor(rand() * 5))].join("-")}`;
    if (articles.has(path) || formerPaths.has(path)) continue;
    formerPaths.add(path);
    formers.push({ path, to, title: titleOf(to) });
  }

  const letters = "abcdefghijklmnopqrstuvwxyz";
  const typo = (path: string) => {
    const chars = [...path];
    for (let edits = 1 + Math.floor(rand() * 2); edits > 0; edits--) {
      const at = 1 + Math.floor(rand() * (chars.length - 1));
      const what = rand();
      if (what < 0.3) chars.splice(at, 1);
      else if (what < 0.55) chars.splice(at, 0, pick([...letters]));
      else if (what < 0.8) chars[at] = pick([...letters]);
      else if (at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
    }
    return chars.join("");
  };
  const otherwise = (path: string) =>
    pick([
      (p: string) => `${p}/`,
      (p: string) => `${p}.html`,
      (p: string) => p.toUpperCase(),
      (p: string) => `${p}?utm_source=newsletter&utm_medium=email`,
      (p: string) => `${p}/index.html`,
      (p: string) => p.replace(/^\/blog\//, "/Blog/"),
    ])(path);

  const log: LostAddress[] = [];
  const pages = live.filter((d) => d.path !== "/");
  while (log.length < LOG_SIZE) {
    const r = rand();
    if (r < 0.3) log.push({ path: pick(PROBES), kind: "probe" });
    else if (r < 0.55) {
      const meant = pick(pages).path;
      const path = typo(meant);
      if (path !== meant) log.push({ path, kind: "typo", meant });
    } else if (r < 0.7) {
      const former = pick(formers);
      log.push({ path: rand() < 0.8 ? former.path : otherwise(former.path), kind: "former", meant: former.to });
    } else if (r < 0.8) {
      const meant = pick(pages).path;
      const path = otherwise(meant);
      if (path !== meant) log.push({ path, kind: "same", meant });
    } else if (r < 0.88) {
      const meant = pick(articleList);
      const words = meant.split("-");
      if (words.length > 3) log.push({ path: words.slice(0, -1).join("-"), kind: "cut", meant });
    } else if (r < 0.95) {
      const meant = pick(pages).path;
      log.push({ path: `${pick(["/fr", "/produits", "/old", "/site"])}${meant}`, kind: "moved", meant });
    } else if (r < 0.97) log.push({ path: `/blog/${slug(2)}-${Math.floor(rand() * 1000)}`, kind: "unknown" });
    else {
      const gibberish = () => Array.from({ length: 3 + Math.floor(rand() * 5) }, () => pick([...letters])).join("");
      log.push({ path: `/${gibberish()}-${gibberish()}`, kind: "nonsense" });
    }
  }
  return { live, formers, log };
}

interface Quality {
  kind: LostAddress["kind"];
  addresses: number;
  withSuggestion: number;
  /** With a page guessed by closeness (kind "similar"): what a probe or nonsense must never get. */
  withGuess: number;
  firstIsMeant: number;
}

function quality(index: SuggestionIndex, log: readonly LostAddress[]): Quality[] {
  const kinds = [...new Set(log.map((a) => a.kind))];
  return kinds.map((kind) => {
    const addresses = log.filter((a) => a.kind === kind);
    let withSuggestion = 0;
    let withGuess = 0;
    let firstIsMeant = 0;
    for (const address of addresses) {
      const found = suggestTargets(index, address.path);
      if (found.length) withSuggestion++;
      if (found.some((s) => s.kind === "similar")) withGuess++;
      if (address.meant && found[0]?.to === address.meant) firstIsMeant++;
    }
    return { kind, addresses: addresses.length, withSuggestion, withGuess, firstIsMeant };
  });
}

const percent = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)} %` : "—");

export async function benchSuggestions(): Promise<{ ok: boolean; table: string }> {
  const { live, formers, log } = benchDataset();
  const paths = log.map((a) => a.path);
  const pageOf = (run: number) => paths.slice((run * PAGE_SIZE) % LOG_SIZE, ((run * PAGE_SIZE) % LOG_SIZE) + PAGE_SIZE);
  const suggestAll = (index: SuggestionIndex, list: readonly string[]) => {
    for (const path of list) suggestTargets(index, path);
  };
  // Warm-up: the JIT compiles the comparison before the figures are taken.
  const warm = suggestionIndex(live, formers);
  suggestAll(warm, paths.slice(0, 500));

  let index = warm;
  const timings = [
    time("build the index", RUNS, () => {
      index = suggestionIndex(live, formers);
    }),
    time(`suggest for a page of ${PAGE_SIZE}`, RUNS, (run) => suggestAll(index, pageOf(run))),
    time(`a page of ${PAGE_SIZE}, index built for it`, RUNS, (run) =>
      suggestAll(suggestionIndex(live, formers), pageOf(run)),
    ),
    time(`suggest for all ${LOG_SIZE.toLocaleString("en")}`, RUNS, () => suggestAll(index, paths)),
  ];
  const checks = quality(index, log);
  const probesAnswered = checks.find((c) => c.kind === "probe")?.withGuess ?? 0;
  const page = timings[2]!;
  const nonsenseAnswered = checks.find((c) => c.kind === "nonsense")?.withSuggestion ?? 0;
  const ok = page.maxMs < PAGE_BUDGET_MS && probesAnswered === 0 && nonsenseAnswered === 0;

  const file = saveResults("suggestions", {
    runs: RUNS,
    destinations: live.length,
    formers: formers.length,
    addresses: log.length,
    noiseInLog: log.filter((a) => noiseKind(a.path) !== undefined).length,
    timings,
    quality: checks,
  });
  const timingTable = markdownTable(
    ["case", "median ms", "max ms"],
    timings.map((t) => [t.case, t.medianMs.toFixed(1), t.maxMs.toFixed(1)]),
  );
  const qualityTable = markdownTable(
    ["addresses", "count", "with a suggestion", "with a guess (similar)", "first = page meant"],
    checks.map((c) => [
      c.kind,
      c.addresses,
      percent(c.withSuggestion, c.addresses),
      percent(c.withGuess, c.addresses),
      c.kind === "probe" || c.kind === "nonsense" || c.kind === "unknown" ? "—" : percent(c.firstIsMeant, c.addresses),
    ]),
  );
  const verdict = `${live.length.toLocaleString("en")} destinations, ${formers.length} former addresses, ${RUNS} runs. Une page en moins d’une seconde (index compris)\u00a0: ${
    page.maxMs < PAGE_BUDGET_MS ? "oui" : "NON"
  } (max ${page.maxMs.toFixed(1)} ms). Probes with a guessed page: ${probesAnswered} (only \`/index.php\` → \`/\`, the same page written differently, is allowed); nonsense with a suggestion: ${nonsenseAnswered}.`;
  return { ok, table: `${timingTable}\n\n${qualityTable}\n\n${verdict} Saved to ${file}` };
}

if (import.meta.main) {
  const { ok, table } = await benchSuggestions();
  console.log(`\n${table}\n`);
  process.exit(ok ? 0 : 1);
}
