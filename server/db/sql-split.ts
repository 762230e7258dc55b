/*
 * Splits a migration into its statements, the way the Supabase CLI records them in
 * supabase_migrations.schema_migrations.statements. The file itself is executed whole; this split
 * only feeds that record, so it needs to understand just enough SQL to find the real semicolons:
 * quoted strings and identifiers, dollar-quoted bodies, and comments.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const statement = sql.slice(start, end).trim();
    if (stripComments(statement).trim() !== "") statements.push(statement);
  };
  while (i < sql.length) {
    const char = sql[i];
    const next = sql[i + 1];
    if (char === "-" && next === "-") {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end + 1;
    } else if (char === "/" && next === "*") {
      const end = sql.indexOf("*/", i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (char === "'" || char === '"') {
      // E'...' strings may escape a quote with a backslash; a doubled quote works in all of them.
      const escapes = char === "'" && /[eE]/.test(sql[i - 1] ?? "") && !/\w/.test(sql[i - 2] ?? "");
      i++;
      while (i < sql.length) {
        if (escapes && sql[i] === "\\") i += 2;
        else if (sql[i] === char && sql[i + 1] === char) i += 2;
        else if (sql[i] === char) break;
        else i++;
      }
      i++;
    } else if (char === "$") {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i))?.[0];
      if (tag && !/\w/.test(sql[i - 1] ?? "")) {
        const end = sql.indexOf(tag, i + tag.length);
        i = end === -1 ? sql.length : end + tag.length;
      } else {
        i++;
      }
    } else if (char === ";") {
      push(i + 1);
      start = ++i;
    } else {
      i++;
    }
  }
  push(sql.length);
  return statements;
}

const stripComments = (sql: string) => sql.replace(/--[^\n]*/g, "").replace(/\/\*[\s\S]*?\*\//g, "");
