/**
 * A case- and accent-of-capitals-insensitive search in the shared SQL of SQLite and PostgreSQL:
 * SQLite's LOWER only folds ASCII, so the capitals of French (and a few neighbours) are folded
 * first, and « éloïse » finds « Éloïse » on both databases.
 */
const ACCENTED_CAPITALS = [..."ÀÂÄÆÇÉÈÊËÎÏÔÖŒÙÛÜŸÑ"];

/** The SQL of `column` folded to lower case, accented capitals included. */
export const foldedSql = (column: string): string =>
  `LOWER(${ACCENTED_CAPITALS.reduce((sql, c) => `REPLACE(${sql}, '${c}', '${c.toLowerCase()}')`, column)})`;

/** A LIKE pattern (with `ESCAPE '\'`) finding `text`, folded, anywhere: its %, _ and \ taken literally. */
export const containsPattern = (text: string): string =>
  `%${text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\\%_]/g, "\\$&")}%`;
