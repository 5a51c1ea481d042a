/**
 * `npm run doctor` never prints a secret: the values below are replaced with "***" in every
 * cell of its table, whatever message quoted them (a driver's error, a URL).
 */
type Env = Record<string, string | undefined>;

const SECRET_VARIABLES = [
  "BREVO_API_KEY",
  "FUNCTIONS_FORWARD_SECRET",
  "BETTER_AUTH_SECRET",
  "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY",
  "POSTGRES_PASSWORD",
  "ARTICLE_IMAGES_S3_SECRET_ACCESS_KEY",
];
const URL_VARIABLES = ["SMTP_URL", "DATABASE_URL"];

function urlPassword(raw: string): string[] {
  try {
    const { password } = new URL(raw);
    return password ? [password, decodeURIComponent(password)] : [];
  } catch {
    // Not a URL: whatever follows "user:" up to "@" is the password.
    const match = /:\/\/[^:/@]*:([^@]+)@/.exec(raw);
    return match ? [match[1]!] : [];
  }
}

/** The secret values of this configuration (long enough to be worth hiding). */
export function secretValues(env: Env): string[] {
  const values = [
    ...SECRET_VARIABLES.map((name) => env[name]?.trim()),
    ...URL_VARIABLES.flatMap((name) => urlPassword(env[name]?.trim() ?? "")),
  ];
  return [...new Set(values.filter((value): value is string => !!value && value.length >= 4))].sort(
    (a, b) => b.length - a.length,
  );
}

/** `text` with every secret value replaced by "***". */
export function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((result, secret) => result.split(secret).join("***"), text);
}
