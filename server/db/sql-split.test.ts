import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { splitStatements } from "./sql-split.ts";

describe("splitStatements", () => {
  it("splits on top-level semicolons only", () => {
    expect(splitStatements("select 1; select 2;\nselect 3")).toEqual(["select 1;", "select 2;", "select 3"]);
  });

  it("ignores semicolons in strings, identifiers, comments and dollar-quoted bodies", () => {
    const sql = [
      "select 'a;b', \"c;d\"; -- tail; comment",
      "/* block; comment */ create function f() returns int language sql as $$ select 1; $$;",
      "create function g() returns int language plpgsql as $body$ begin return 1; end; $body$;",
      "select 'it''s; fine';",
      "select E'back\\'slash;';",
    ].join("\n");
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(5);
    expect(statements[1]).toContain("$$ select 1; $$;");
    expect(statements[2]).toMatch(/end; \$body\$;$/);
    expect(statements[3]).toBe("select 'it''s; fine';");
    expect(statements[4]).toBe("select E'back\\'slash;';");
  });

  it("drops comment-only leftovers", () => {
    expect(splitStatements("select 1;\n-- the end\n")).toEqual(["select 1;"]);
  });

  it("finds every statement of the real migrations", () => {
    const dir = "supabase/migrations";
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".sql"))) {
      const statements = splitStatements(readFileSync(`${dir}/${file}`, "utf8"));
      expect(statements.length).toBeGreaterThan(0);
      // Every statement ends at a semicolon: nothing was cut in the middle of a function body.
      for (const statement of statements) expect(statement.trimEnd()).toMatch(/;$/);
    }
  });
});
