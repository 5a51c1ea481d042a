/**
 * Staff accounts of the back office, on the store the server reads (DATA_DIR / DATABASE_URL):
 *   npm run staff -- add --email <e> --name <n> --role <rôle> --password-stdin
 *   npm run staff -- list
 *   npm run staff -- set-role --email <e> --role <rôle>
 *   npm run staff -- remove --email <e>
 *   npm run staff -- reset-password --email <e> --password-stdin
 *   npm run staff -- reset-2fa --email <e>
 *   npm run staff -- audit
 * The password is read from standard input, never from the command line (shell history, `ps`).
 * The roles: administrateur, rédaction or commercial (with or without accents).
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { ROLE_CHOICES, ROLE_LABELS, roleFromInput, type StaffRole } from "../lib/config/staff-roles.ts";
import { formatLongDateTime } from "../lib/format/french-format.ts";
import { AUDIT_ACTIONS, listAudit } from "../lib/server/audit/audit.ts";
import { loadConfig, loadDotEnv } from "../lib/server/config.ts";
import { migrate } from "../lib/server/schema/migrations.ts";
import {
  addStaff,
  listStaff,
  removeStaff,
  resetStaffPassword,
  StaffError,
  setStaffRole,
} from "../lib/server/staff/accounts.ts";
import { resetSecondFactor } from "../lib/server/staff/second-factor.ts";
import { openStaffDirectory } from "../lib/server/staff/staff-auth.ts";

const USAGE = `Utilisation :
  npm run staff -- add --email <adresse> --name <nom> --role <rôle> --password-stdin
  npm run staff -- list
  npm run staff -- set-role --email <adresse> --role <rôle>
  npm run staff -- remove --email <adresse>
  npm run staff -- reset-password --email <adresse> --password-stdin
  npm run staff -- reset-2fa --email <adresse>
  npm run staff -- audit
Rôles : ${ROLE_CHOICES}.
`;

function usage(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function passwordFromStdin(): Promise<string> {
  if (process.stdin.isTTY)
    usage(
      "Le mot de passe se lit sur l'entrée standard, par exemple : printf '%s' \"$MOT_DE_PASSE\" | npm run staff -- …",
    );
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

const [command, ...rest] = process.argv.slice(2);
let options: {
  email?: string | undefined;
  name?: string | undefined;
  role?: string | undefined;
  "password-stdin"?: boolean | undefined;
};
try {
  options = parseArgs({
    args: rest,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      "password-stdin": { type: "boolean" },
    },
    strict: true,
  }).values;
} catch (error) {
  usage((error as Error).message);
}

loadDotEnv();
const config = loadConfig();

async function main(): Promise<string> {
  const needs = (name: "email" | "name") => options[name] ?? usage(`« ${command} » demande --${name}.`);
  const role = (): StaffRole => {
    const raw = options.role ?? usage(`« ${command} » demande --role (${ROLE_CHOICES}).`);
    return roleFromInput(raw) ?? usage(`Rôle inconnu : « ${raw} ». Rôles : ${ROLE_CHOICES}.`);
  };
  const password = async () =>
    options["password-stdin"] ? passwordFromStdin() : usage(`« ${command} » demande --password-stdin.`);
  if (!["add", "list", "set-role", "remove", "reset-password", "reset-2fa", "audit"].includes(command ?? ""))
    usage(command ? `Commande inconnue : « ${command} ».` : "Commande manquante.");

  const directory = await openStaffDirectory({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    // The command line signs no cookie: any secret does when the server's is not set here.
    secret: process.env.BETTER_AUTH_SECRET ?? randomBytes(32).toString("base64url"),
    baseURL: config.siteUrl,
    migrate,
  });
  try {
    if (command === "add") {
      const member = await addStaff(directory, {
        email: needs("email"),
        name: needs("name"),
        role: role(),
        password: await password(),
      });
      const label = member.role ? ROLE_LABELS[member.role].toLowerCase() : "sans rôle";
      return `Compte ajouté : ${member.name} <${member.email}>, ${label}.\n`;
    }
    if (command === "list") {
      const members = await listStaff(directory);
      if (!members.length) return "Aucun compte.\n";
      return members
        .map(
          (m) =>
            `${m.email}\t${m.name}\t${m.role ? ROLE_LABELS[m.role] : "sans rôle"}\t${m.secondFactor ? "second facteur configuré" : "second facteur à configurer"}\tcréé le ${formatLongDateTime(m.createdAt)}\t${m.id}`,
        )
        .join("\n")
        .concat("\n");
    }
    if (command === "set-role") {
      const member = await setStaffRole(directory, needs("email"), role());
      return `Rôle de ${member.email} : ${member.role ? ROLE_LABELS[member.role].toLowerCase() : "aucun"}.\n`;
    }
    if (command === "remove") {
      const ended = await removeStaff(directory, needs("email"));
      return `Compte supprimé ; sessions fermées : ${ended}.\n`;
    }
    if (command === "reset-password") {
      const email = needs("email");
      const ended = await resetStaffPassword(directory, email, await password());
      return `Mot de passe changé ; sessions fermées : ${ended}.\n`;
    }
    if (command === "reset-2fa") {
      const email = needs("email");
      await resetSecondFactor(directory, email);
      return `Second facteur de ${email} réinitialisé ; sessions fermées. À sa prochaine connexion, ce compte configurera une nouvelle application d'authentification.\n`;
    }
    const entries = await listAudit(directory.db);
    if (!entries.length) return "Journal vide.\n";
    return entries
      .map((e) =>
        [
          formatLongDateTime(new Date(e.at)),
          AUDIT_ACTIONS[e.action],
          e.actorId ?? "—",
          e.submissionId ?? "",
          e.detail ?? "",
        ]
          .join("\t")
          .trimEnd(),
      )
      .join("\n")
      .concat("\n");
  } finally {
    await directory.close();
  }
}

try {
  process.stdout.write(await main());
} catch (error) {
  if (!(error instanceof StaffError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
