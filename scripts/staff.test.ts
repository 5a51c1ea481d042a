import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(join(tmpdir(), "staff-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run staff -- …` as an operator runs it, the password on standard input. */
function staff(args: string[], input = "") {
  const result = spawnSync(process.execPath, ["--conditions=react-server", "scripts/staff.ts", ...args], {
    input,
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

describe("npm run staff", () => {
  it("adds, lists, resets and removes a member, refusing a short password with the reason, and prints the audit log", () => {
    const short = staff(
      ["add", "--email", "camille@exemple.fr", "--name", "Camille", "--role", "administrateur", "--password-stdin"],
      "court\n",
    );
    expect(short).toMatchObject({ status: 1, out: "" });
    expect(short.err).toContain("au moins 12 caractères (il en compte 5)");

    const added = staff(
      ["add", "--email", "camille@exemple.fr", "--name", "Camille", "--role", "administrateur", "--password-stdin"],
      "un mot de passe solide\n",
    );
    expect(added).toMatchObject({ status: 0, out: "Compte ajouté : Camille <camille@exemple.fr>, administrateur.\n" });
    expect(staff(["list"]).out).toMatch(
      /^camille@exemple\.fr\tCamille\tAdministrateur\tsecond facteur à configurer\tcréé le /,
    );
    expect(staff(["reset-2fa", "--email", "camille@exemple.fr"])).toMatchObject({
      status: 0,
      out: "Second facteur de camille@exemple.fr réinitialisé ; sessions fermées. À sa prochaine connexion, ce compte configurera une nouvelle application d'authentification.\n",
    });
    expect(staff(["reset-2fa", "--email", "personne@exemple.fr"])).toMatchObject({
      status: 1,
      err: "Aucun compte pour personne@exemple.fr.\n",
    });

    expect(
      staff(["reset-password", "--email", "camille@exemple.fr", "--password-stdin"], "un autre mot de passe\n"),
    ).toMatchObject({
      status: 0,
      out: "Mot de passe changé ; sessions fermées : 0.\n",
    });
    expect(staff(["remove", "--email", "camille@exemple.fr"])).toMatchObject({
      status: 1,
      err: "C'est le dernier compte administrateur actif : donnez d'abord ce rôle à un autre compte.\n",
    });
    expect(
      staff(
        ["add", "--email", "lea@exemple.fr", "--name", "Léa", "--role", "Rédaction", "--password-stdin"],
        "un mot de passe solide\n",
      ),
    ).toMatchObject({ status: 0, out: "Compte ajouté : Léa <lea@exemple.fr>, rédaction.\n" });
    expect(staff(["set-role", "--email", "lea@exemple.fr", "--role", "administrateur"])).toMatchObject({
      status: 0,
      out: "Rôle de lea@exemple.fr : administrateur.\n",
    });
    expect(staff(["remove", "--email", "camille@exemple.fr"])).toMatchObject({ status: 0 });
    expect(staff(["set-role", "--email", "lea@exemple.fr", "--role", "commercial"])).toMatchObject({ status: 1 });
    expect(staff(["remove", "--email", "lea@exemple.fr"])).toMatchObject({ status: 1 });
    expect(staff(["list"]).out).toMatch(/^lea@exemple\.fr\tLéa\tAdministrateur\t/);
    expect(staff(["remove", "--email", "camille@exemple.fr"])).toMatchObject({
      status: 1,
      err: "Aucun compte pour camille@exemple.fr.\n",
    });

    const audit = staff(["audit"]).out.split("\n").filter(Boolean);
    expect(audit.map((line) => line.split("\t")[1])).toEqual([
      "compte supprimé",
      "rôle modifié",
      "compte ajouté",
      "mot de passe réinitialisé",
      "second facteur réinitialisé",
      "compte ajouté",
    ]);
    expect(audit.join("\n")).not.toContain("camille@");
  }, 120_000); // ten processes of the command line, each opening the store: a bound that only catches a hang

  it("asks for what is missing, and for a role it knows", () => {
    expect(staff(["add", "--email", "x@exemple.fr", "--name", "X", "--role", "commercial"])).toMatchObject({
      status: 2,
    });
    const noRole = staff(
      ["add", "--email", "x@exemple.fr", "--name", "X", "--password-stdin"],
      "un mot de passe solide",
    );
    expect(noRole.status).toBe(2);
    expect(noRole.err).toContain("« add » demande --role (administrateur, rédaction ou commercial).");
    const unknown = staff(["set-role", "--email", "x@exemple.fr", "--role", "stagiaire"]);
    expect(unknown.status).toBe(2);
    expect(unknown.err).toContain("Rôle inconnu : « stagiaire ».");
    expect(staff(["nope"]).err).toContain("Commande inconnue : « nope ».");
  });
});
