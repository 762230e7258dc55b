import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactRow } from "#src/core/contact-schema.ts";
import { restUrl, SUBMIT_TIMEOUT_MS, submitContact, type ContactBackend } from "./submit-contact.ts";

const row: ContactRow = {
  name: "Jane Smith",
  email: "jane@clinic.example",
  phone: "+1 555 0100",
  clinic_name: "Smile Clinic",
  message: null,
  whatsapp_opt_in: false,
};
const backend: ContactBackend = { url: "https://project.supabase.example", anonKey: "anon-key" };

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records its calls and answers with `respond`. */
function fakeFetch(respond: (call: Call) => Promise<Response> | Response) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A fetch that never answers but rejects when its signal aborts, as the real fetch does. */
function hangingFetch(honourSignal = true) {
  let signal: AbortSignal | undefined;
  const fetch = (_input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((_resolve, reject) => {
      signal = init.signal ?? undefined;
      if (honourSignal) signal?.addEventListener("abort", () => reject(signal?.reason));
    });
  return { fetch: fetch as typeof globalThis.fetch, signal: () => signal };
}

const postgrestError = { code: "23514", details: null, hint: null, message: "violates check constraint" };

afterEach(() => vi.useRealTimers());

describe("submitContact", () => {
  it("inserts the row with the anon key and reports success on 201", async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 201 }));
    const result = await submitContact(row, backend, { fetch });

    expect(result).toEqual({ error: null });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe("https://project.supabase.example/rest/v1/contact_submissions");
    expect(call?.init.method).toBe("POST");
    const headers = new Headers(call?.init.headers);
    expect(headers.get("apikey")).toBe("anon-key");
    expect(headers.get("authorization")).toBe("Bearer anon-key");
    expect(headers.get("content-type")).toBe("application/json");
    // No .select(): the anon role cannot read rows back, so asking for them would fail the insert.
    expect(headers.get("prefer") ?? "").not.toContain("return=representation");
    expect(call?.url).not.toContain("select=");
    expect(JSON.parse(String(call?.init.body))).toEqual(row);
  });

  it("posts to the page's own origin when no project URL is configured", async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 201 }));
    await submitContact(row, { url: undefined, anonKey: "k" }, { fetch, origin: "http://127.0.0.1:4321" });
    expect(calls[0]?.url).toBe("http://127.0.0.1:4321/rest/v1/contact_submissions");
  });

  it("reports a PostgREST error response as an error", async () => {
    const { fetch } = fakeFetch(() => Response.json(postgrestError, { status: 400 }));
    const { error } = await submitContact(row, backend, { fetch });
    expect(error).toMatchObject({ code: "23514", message: "violates check constraint", status: 400 });
  });

  it.each([
    [
      "a 500 with a PostgREST body",
      () => Response.json({ ...postgrestError, code: "XX000" }, { status: 500 }),
    ],
    ["a 500 with an HTML body", () => new Response("<h1>Bad gateway</h1>", { status: 502 })],
    ["a 500 whose body parses as JSON null", () => new Response("null", { status: 500 })],
    ["a 404 with an empty body", () => new Response(null, { status: 404 })],
    ["a 404 with an array body", () => Response.json([], { status: 404 })],
    ["a 401 from the gateway", () => Response.json({ message: "Invalid API key" }, { status: 401 })],
  ])("reports %s as an error, never as success", async (_label, respond) => {
    const { fetch } = fakeFetch(respond);
    const { error } = await submitContact(row, backend, { fetch });
    expect(error).not.toBeNull();
    expect(error?.status).toBeGreaterThanOrEqual(400);
  });

  it("reports a network failure as an error", async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const { error } = await submitContact(row, backend, { fetch });
    expect(error?.message).toContain("Failed to fetch");
    expect(error?.status).toBe(0);
  });

  it("reports a fetch that throws synchronously as an error instead of rejecting", async () => {
    const fetch = (() => {
      throw new Error("boom");
    }) as unknown as typeof globalThis.fetch;
    await expect(submitContact(row, backend, { fetch })).resolves.toMatchObject({ error: { status: 0 } });
  });

  it("reports an unusable backend URL as an error instead of rejecting", async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 201 }));
    const result = await submitContact(row, { url: undefined, anonKey: "k" }, { fetch, origin: "" });
    expect(result.error).not.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("times out after 15 s and aborts the request", async () => {
    vi.useFakeTimers();
    const hanging = hangingFetch();
    let settled = false;
    const pending = submitContact(row, backend, { fetch: hanging.fetch }).then((result) => {
      settled = true;
      return result;
    });

    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await pending;
    expect(error?.message).toContain("TimeoutError");
    expect(hanging.signal()?.aborted).toBe(true);
  });

  it("still ends on time when the fetch ignores the abort signal", async () => {
    const hanging = hangingFetch(false);
    const { error } = await submitContact(row, backend, { fetch: hanging.fetch, timeoutMs: 20 });
    expect(error?.message).toContain("TimeoutError");
  });

  it("answers before the timeout leave no timer behind", async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(() => new Response(null, { status: 201 }));
    await expect(submitContact(row, backend, { fetch })).resolves.toEqual({ error: null });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("restUrl", () => {
  it("appends /rest/v1 to the project URL, ignoring trailing slashes", () => {
    expect(restUrl({ url: "https://x.supabase.co/", anonKey: "k" }, undefined)).toBe(
      "https://x.supabase.co/rest/v1",
    );
  });

  it("falls back to the origin, and fails loudly when there is neither", () => {
    expect(restUrl({ url: undefined, anonKey: "k" }, "http://localhost:4321")).toBe(
      "http://localhost:4321/rest/v1",
    );
    expect(() => restUrl({ url: undefined, anonKey: "k" }, undefined)).toThrow(/PUBLIC_SUPABASE_URL/);
  });
});
