import { describe, expect, it } from "vitest";
import {
  ApiError,
  assertKnownColumns,
  deleteSql,
  fromDatabaseError,
  insertSql,
  isKnownColumn,
  negotiate,
  parseInsertPayload,
  parseUpdatePayload,
  renderBody,
  returningSql,
  updateSql,
  isJsonObject,
  jsonDepth,
  MAX_JSON_DEPTH,
  parseColumns,
  parseJsonBody,
  parseFilters,
  parseOrder,
  parsePrefer,
  parseSelect,
  pgErrorStatus,
  selectSql,
  TABLES,
  whereClause,
} from "./postgrest.ts";

const catchError = (fn: () => unknown): ApiError => {
  try {
    fn();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error("expected an ApiError");
};

describe("query grammar", () => {
  it("reads select lists and rejects what is not a known column", () => {
    expect(parseSelect("contact_submissions", null)).toEqual([...TABLES.contact_submissions]);
    expect(parseSelect("contact_submissions", "name, email,name")).toEqual(["name", "email"]);
    expect(catchError(() => parseSelect("contact_submissions", "password")).body).toEqual({
      code: "42703",
      details: null,
      hint: null,
      message: "column contact_submissions.password does not exist",
    });
    expect(catchError(() => parseSelect("contact_submissions", "name:email")).body.code).toBe("PGRST100");
    expect(catchError(() => parseSelect("contact_submissions", 'name"; drop table x;--')).body.code).toBe(
      "PGRST100",
    );
  });

  it("reads order terms", () => {
    expect(parseOrder("contact_submissions", "created_at.desc,id.asc.nullslast")).toEqual([
      { column: "created_at", descending: true },
      { column: "id", descending: false, nulls: "last" },
    ]);
    expect(catchError(() => parseOrder("contact_submissions", "id.sideways")).body.code).toBe("PGRST100");
  });

  it("reads filters, skipping reserved parameters", () => {
    const params = new URLSearchParams("select=id&email=eq.a@b.co&id=gte.3&message=is.null&apikey=k&limit=1");
    expect(parseFilters("contact_submissions", params)).toEqual([
      { column: "email", operator: "eq", value: "a@b.co" },
      { column: "id", operator: "gte", value: "3" },
      { column: "message", operator: "is", value: "null" },
    ]);
    expect(
      catchError(() => parseFilters("contact_submissions", new URLSearchParams("id=in.(1,2)"))).body.code,
    ).toBe("PGRST100");
    expect(
      catchError(() => parseFilters("contact_submissions", new URLSearchParams("pwd=eq.1"))).body.code,
    ).toBe("42703");
    expect(
      catchError(() => parseFilters("contact_submissions", new URLSearchParams("id=is.maybe"))).body.code,
    ).toBe("PGRST100");
  });

  it("reads the columns parameter supabase-js sends with arrays", () => {
    expect(parseColumns("contact_submissions", '"name","email"')).toEqual(["name", "email"]);
    expect(catchError(() => parseColumns("contact_submissions", '"nope"')).body.code).toBe("PGRST204");
  });

  it("keeps values out of the SQL text", () => {
    const params: unknown[] = [];
    const where = whereClause(
      [
        { column: "email", operator: "eq", value: "x' or '1'='1" },
        { column: "name", operator: "like", value: "A*" },
      ],
      params,
      "t",
    );
    expect(where).toBe(' where t."email" = $1 and t."name" like $2');
    expect(params).toEqual(["x' or '1'='1", "A%"]);
    const sql = selectSql(
      "contact_submissions",
      { select: ["id"], order: [], filters: [], limit: 5, offset: 10 },
      [],
    );
    expect(sql).toContain('select t."id" from public."contact_submissions" t limit 5 offset 10');
  });
});

describe("status mapping", () => {
  it.each([
    ["23514", false, 400],
    ["23502", false, 400],
    ["22P05", false, 400],
    ["22P02", false, 400],
    ["428C9", false, 400],
    ["22001", false, 400],
    ["23505", false, 409],
    ["42501", false, 401],
    ["42501", true, 403],
    ["42P01", false, 404],
    ["42883", false, 404],
    ["53300", false, 503],
    ["57014", false, 500],
    ["XX000", false, 500],
    ["PT429", false, 429],
  ] as const)("%s (authenticated %s) → %i", (code, authenticated, status) => {
    expect(pgErrorStatus(code, "", authenticated)).toBe(status);
  });

  it("honours RAISE SQLSTATE 'PGRST' with JSON message and detail, like PostgREST", () => {
    const error = Object.assign(new Error(JSON.stringify({ code: "RL001", message: "Slow down" })), {
      code: "PGRST",
      detail: JSON.stringify({ status: 429, headers: { "Retry-After": "60" } }),
    });
    const answer = fromDatabaseError(error, false);
    expect(answer?.status).toBe(429);
    expect(answer?.headers).toEqual({ "Retry-After": "60" });
    expect(answer?.body).toEqual({ code: "RL001", details: null, hint: null, message: "Slow down" });
  });

  it("ignores errors that are not from the database", () => {
    expect(fromDatabaseError(new TypeError("bug"), false)).toBeUndefined();
  });
});

describe("parsePrefer", () => {
  it("reads return and count, ignoring the rest", () => {
    expect(parsePrefer("return=representation, count=exact, tx=rollback", "minimal")).toEqual({
      return: "representation",
      count: "exact",
      applied: ["return=representation", "count=exact"],
    });
    expect(parsePrefer(null, "minimal")).toEqual({ return: "minimal", applied: [] });
    expect(parsePrefer("return=everything", "minimal").return).toBe("minimal");
  });
});

describe("parseJsonBody", () => {
  it("keeps numbers as written, as PostgREST passes the body to PostgreSQL", () => {
    const body = '{"phone":12345678901234567890,"a":1.0,"b":1e400,"c":-0,"d":[2.50]}';
    expect(JSON.stringify(parseJsonBody(body))).toBe(body);
  });

  it("gives scalars back as plain values, never as objects", () => {
    expect(parseJsonBody("1.0")).toBe(1);
    expect(isJsonObject(parseJsonBody("1"))).toBe(false);
    expect((parseJsonBody("[1]") as unknown[]).every(isJsonObject)).toBe(false);
    expect(isJsonObject(parseJsonBody('{"a":1}'))).toBe(true);
  });

  it("answers invalid JSON with PGRST102", () => {
    for (const text of ["", "{", '{"a":}', "[1,]", "NaN"]) {
      expect(catchError(() => parseJsonBody(text)).body.code).toBe("PGRST102");
    }
  });

  it("refuses nesting deeper than MAX_JSON_DEPTH instead of overflowing the stack", () => {
    const nested = (depth: number) => `{"name":${"[".repeat(depth - 1)}${"]".repeat(depth - 1)}}`;
    expect(() => parseJsonBody(nested(MAX_JSON_DEPTH))).not.toThrow();
    const error = catchError(() => parseJsonBody(nested(50_000)));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ code: "PGRST102", message: "Empty or invalid json" });
  });
});

describe("jsonDepth", () => {
  it("counts nesting outside strings only", () => {
    expect(jsonDepth("1")).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1);
    // An escaped backslash ends before the quote; an escaped quote does not end the string.
    expect(jsonDepth(String.raw`{"a":"\\"}`)).toBe(1);
    expect(jsonDepth(String.raw`["\"[[["]`)).toBe(1);
  });
});

describe("payloads and representations", () => {
  const table = "contact_submissions";

  it("knows the table's columns and nothing else", () => {
    expect(isKnownColumn(table, "email")).toBe(true);
    expect(isKnownColumn(table, "toString")).toBe(false);
    expect(catchError(() => assertKnownColumns(table, ["name", "password"])).body).toMatchObject({
      code: "PGRST204",
      message: "Could not find the 'password' column of 'contact_submissions' in the schema cache",
    });
  });

  it("reads an insert body as rows with one key set, or the ?columns= list", () => {
    expect(parseInsertPayload(table, '{"name":"A","email":"a@x.io"}', null)).toEqual({
      rows: [{ name: "A", email: "a@x.io" }],
      columns: ["name", "email"],
    });
    expect(parseInsertPayload(table, '[{"name":"A","x":1}]', '"name"').columns).toEqual(["name"]);
    expect(
      catchError(() => parseInsertPayload(table, '[{"name":"A"},{"email":"b"}]', null)).body.message,
    ).toBe("All object keys must match");
    expect(catchError(() => parseInsertPayload(table, "[1]", null)).body.code).toBe("PGRST102");
    expect(catchError(() => parseInsertPayload(table, '{"id2":1}', null)).body.code).toBe("PGRST204");
  });

  it("reads an update body as one object of known columns", () => {
    expect(parseUpdatePayload(table, '{"name":"B"}')).toEqual({ name: "B" });
    expect(catchError(() => parseUpdatePayload(table, "[]")).body.code).toBe("PGRST102");
    expect(catchError(() => parseUpdatePayload(table, '{"nope":1}')).body.code).toBe("PGRST204");
  });

  it("negotiates an array or a single object, and refuses other media types", () => {
    expect(negotiate(null)).toBe("array");
    expect(negotiate("application/vnd.pgrst.object+json")).toBe("single");
    expect(catchError(() => negotiate("text/csv")).status).toBe(406);
    expect(renderBody({ n: 1, body: '[{"a":1}]', first: '{"a":1}' }, "single")).toBe('{"a":1}');
    expect(catchError(() => renderBody({ n: 2, body: "[]", first: null }, "single")).body.code).toBe(
      "PGRST116",
    );
  });
});

describe("SQL for writes", () => {
  const table = "contact_submissions";

  it("inserts the json parameter's rows into the named columns only", () => {
    expect(insertSql(table, ["name", "email"])).toBe(
      'insert into public."contact_submissions" ("name", "email") select "name", "email" ' +
        'from json_populate_recordset(null::public."contact_submissions", $1::text::json) pgrst_body',
    );
  });

  it("updates and deletes the filtered rows, values always as parameters", () => {
    const params: unknown[] = [];
    const sql = updateSql(table, { name: "B" }, [{ column: "id", operator: "eq", value: "7" }], params);
    expect(sql).toBe(
      'update public."contact_submissions" t set "name" = pgrst_body."name" from (select * from ' +
        'json_populate_record(null::public."contact_submissions", $1::text::json)) pgrst_body where t."id" = $2',
    );
    expect(params).toEqual(['{"name":"B"}', "7"]);
    const deleteParams: unknown[] = [];
    expect(deleteSql(table, [{ column: "email", operator: "like", value: "*@x.io" }], deleteParams)).toBe(
      'delete from public."contact_submissions" t where t."email" like $1',
    );
    expect(deleteParams).toEqual(["%@x.io"]);
    expect(returningSql("delete from x t", ["id"], "t")).toContain('returning t."id")');
  });
});
