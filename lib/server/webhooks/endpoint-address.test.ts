import { describe, expect, it } from "vitest";
import { refusedRange } from "./address-ranges.ts";
import { checkEndpointSyntax, checkEndpointUrl, type HostLookup } from "./endpoint-address.ts";
import { publicOnlyLookup } from "./guarded-fetch.ts";

const NBSP = "\u00a0";
const PUBLIC = `${NBSP}: saisissez l'adresse publique de votre CRM.`;

/** A DNS where crm.exemple.fr is public, crm.interne.exemple.fr private, a mixed name both, and nothing else exists. */
const lookup: HostLookup = async (hostname) => {
  const answers: Record<string, string[]> = {
    "crm.exemple.fr": ["93.184.216.34", "2606:2800:220:1::1"],
    "crm.interne.exemple.fr": ["192.168.1.20"],
    "rebond.exemple.fr": ["93.184.216.34", "169.254.169.254"],
    "v6.exemple.fr": ["fd12:3456::1"],
  };
  const found = answers[hostname];
  if (!found) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
  return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

const check = (url: string, allowedOrigins: string[] = []) => checkEndpointUrl(url, { allowedOrigins, lookup });

describe("an endpoint's address", () => {
  it("is accepted in https on a public name or address, its fragment dropped", async () => {
    expect(await check("https://crm.exemple.fr/webhooks?compte=42#x")).toEqual({
      ok: true,
      url: "https://crm.exemple.fr/webhooks?compte=42",
    });
    expect(await check(" https://93.184.216.34/hook ")).toEqual({ ok: true, url: "https://93.184.216.34/hook" });
    expect(await check("https://[2606:2800:220:1::1]/hook")).toMatchObject({ ok: true });
    expect(await check("https://[::ffff:8.8.8.8]/hook")).toMatchObject({ ok: true });
  });

  it("is refused, with its reason in French, when it is not a complete https address without credentials", async () => {
    expect(await check("crm.exemple.fr/webhooks")).toEqual({
      ok: false,
      reason: "invalid",
      message: "Saisissez une adresse complète, par exemple https://crm.exemple.fr/webhooks.",
    });
    expect(await check("ftp://crm.exemple.fr/")).toMatchObject({ reason: "invalid" });
    expect(await check("http://crm.exemple.fr/webhooks")).toEqual({
      ok: false,
      reason: "not-https",
      message: `L'adresse doit commencer par https://${NBSP}: les évènements contiennent des données personnelles, qui ne circulent que chiffrées.`,
    });
    expect(await check("https://jean:secret@crm.exemple.fr/webhooks")).toEqual({
      ok: false,
      reason: "credentials",
      message: `Retirez l'identifiant et le mot de passe de l'adresse (la partie avant @)${NBSP}: votre CRM reconnaît chaque évènement à sa signature.`,
    });
    expect(await check(`https://crm.exemple.fr/${"a".repeat(2000)}`)).toEqual({
      ok: false,
      reason: "too-long",
      message: `L'adresse compte au plus 2${NBSP}000 caractères.`,
    });
  });

  it("is refused when it leads to this server, a private network or any special range, and says where", async () => {
    const refused: [string, string][] = [
      ["https://127.0.0.1/", `Cette adresse mène à ce serveur lui-même (127.0.0.1)${PUBLIC}`],
      ["https://[::1]/", `Cette adresse mène à ce serveur lui-même (::1)${PUBLIC}`],
      ["https://10.0.0.1/", `Cette adresse mène à un réseau privé (10.0.0.1)${PUBLIC}`],
      ["https://172.16.5.4/", `Cette adresse mène à un réseau privé (172.16.5.4)${PUBLIC}`],
      ["https://192.168.1.1:8443/", `Cette adresse mène à un réseau privé (192.168.1.1)${PUBLIC}`],
      [
        "https://169.254.169.254/latest/meta-data",
        `Cette adresse mène à un réseau local (adresse de lien local) (169.254.169.254)${PUBLIC}`,
      ],
      ["https://[fe80::1]/", `Cette adresse mène à un réseau local (adresse de lien local) (fe80::1)${PUBLIC}`],
      ["https://[fd00::1]/", `Cette adresse mène à un réseau privé IPv6 (adresse locale unique) (fd00::1)${PUBLIC}`],
      ["https://100.64.0.1/", `Cette adresse mène à un réseau partagé d'opérateur (CGNAT) (100.64.0.1)${PUBLIC}`],
      ["https://0.0.0.0/", `Cette adresse mène à une adresse non spécifiée (0.0.0.0)${PUBLIC}`],
      ["https://[::]/", `Cette adresse mène à une adresse non spécifiée (::)${PUBLIC}`],
      ["https://224.0.0.1/", `Cette adresse mène à une adresse de multidiffusion (224.0.0.1)${PUBLIC}`],
      ["https://[ff02::1]/", `Cette adresse mène à une adresse de multidiffusion (ff02::1)${PUBLIC}`],
      // IPv4-mapped IPv6 addresses are judged by the IPv4 address they carry (the URL writes them in hex).
      ["https://[::ffff:10.0.0.1]/", `Cette adresse mène à un réseau privé (::ffff:a00:1)${PUBLIC}`],
      ["https://[::ffff:127.0.0.1]/", `Cette adresse mène à ce serveur lui-même (::ffff:7f00:1)${PUBLIC}`],
      // Other spellings of 127.0.0.1, as the URL standard reads them.
      ["https://2130706433/", `Cette adresse mène à ce serveur lui-même (127.0.0.1)${PUBLIC}`],
      ["https://0x7f.1/", `Cette adresse mène à ce serveur lui-même (127.0.0.1)${PUBLIC}`],
      ["https://198.51.100.7/", `Cette adresse mène à une plage d'adresses réservée (198.51.100.7)${PUBLIC}`],
      ["https://localhost/", `«${NBSP}localhost${NBSP}» désigne ce serveur lui-même${PUBLIC}`],
      ["https://api.localhost./hook", `«${NBSP}api.localhost${NBSP}» désigne ce serveur lui-même${PUBLIC}`],
      [
        "https://crm.interne.exemple.fr/hook",
        `Le nom crm.interne.exemple.fr mène à un réseau privé (192.168.1.20)${PUBLIC}`,
      ],
      [
        "https://rebond.exemple.fr/hook",
        `Le nom rebond.exemple.fr mène à un réseau local (adresse de lien local) (169.254.169.254)${PUBLIC}`,
      ],
      [
        "https://v6.exemple.fr/hook",
        `Le nom v6.exemple.fr mène à un réseau privé IPv6 (adresse locale unique) (fd12:3456::1)${PUBLIC}`,
      ],
      [
        "https://inconnu.exemple.fr/hook",
        `Le nom inconnu.exemple.fr est introuvable${NBSP}: vérifiez l'adresse de votre CRM.`,
      ],
    ];
    const seen = await Promise.all(
      refused.map(async ([url]) => {
        const result = await check(url);
        return [url, result.ok ? "accepté" : result.message];
      }),
    );
    expect(seen).toEqual(refused);
  });

  it("lifts the https and address checks for the allowed origins, and for them only", async () => {
    const allowed = ["http://127.0.0.1:4567"];
    expect(await check("http://127.0.0.1:4567/crm", allowed)).toEqual({ ok: true, url: "http://127.0.0.1:4567/crm" });
    expect(await check("http://127.0.0.1:4568/crm", allowed)).toMatchObject({ ok: false, reason: "not-https" });
    expect(await check("https://127.0.0.1:4567/crm", allowed)).toMatchObject({ ok: false, reason: "refused-address" });
    expect(await check("http://jean:secret@127.0.0.1:4567/crm", allowed)).toMatchObject({ reason: "credentials" });
    // The check before each delivery, without the DNS, says the same of the address.
    expect(checkEndpointSyntax("http://127.0.0.1:4567/crm", allowed)).toMatchObject({ ok: true });
    expect(checkEndpointSyntax("https://10.0.0.1/", allowed)).toMatchObject({ ok: false, range: "private" });
  });

  it("classifies the special ranges and leaves the public addresses alone", () => {
    expect(refusedRange("8.8.8.8")).toBeNull();
    expect(refusedRange("2a00:1450:4007:80c::200e")).toBeNull();
    expect(refusedRange("100.63.255.255")).toBeNull();
    expect(refusedRange("100.128.0.1")).toBeNull();
    expect(refusedRange("172.32.0.1")).toBeNull();
    expect(refusedRange("172.31.255.255")).toBe("private");
    expect(refusedRange("64:ff9b::a00:1")).toBe("private");
    expect(refusedRange("2002:c0a8:101::1")).toBe("private");
    expect(refusedRange("::ffff:169.254.1.1")).toBe("link-local");
    expect(refusedRange("fe80::1%eth0")).toBe("link-local");
    expect(refusedRange("pas une adresse")).toBe("reserved");
  });

  it("connects to a name only when none of its addresses is refused (the check at connection time)", async () => {
    const answer = await new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
      publicOnlyLookup("localhost", { all: true }, (error, address) => resolve({ error, address })),
    );
    expect(answer.error?.code).toBe("EADDRREFUSED");
    expect(answer.address).toBe("");
  });
});
