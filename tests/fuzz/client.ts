import { expect } from "vitest";
import { LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";
import { createContactValidator } from "#src/core/contact-schema.ts";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import type { HostileRequest, StoredRow } from "./corpus.ts";
import { rawRequest } from "./raw-http.ts";
import { contactFormIn } from "#tests/support/page-content.ts";

/** The form's validation with its English messages. */
const validateContact = createContactValidator(contactFormIn(loadPublicConfig({})).validation);

/*
 * What the fuzz suites need around a running server: send a request either way (fetch or a bare
 * socket) and get one shape back, read the table with the service key, and check PostgREST's
 * error shape and the schema of every stored row.
 */

export interface Answer {
  /** null: the connection closed without an answer. */
  status: number | null;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  body: Buffer;
  /** Every byte received (raw requests), or the body (fetch): searched for forbidden content. */
  received: Buffer;
}

export async function send(origin: string, port: number, request: HostileRequest): Promise<Answer> {
  if (request.via === "raw") {
    const response = await rawRequest(port, request.bytes, { end: request.end });
    return {
      status: response.status,
      headers: response.headers,
      body: response.body,
      received: response.received,
    };
  }
  try {
    const response = await fetch(`${origin}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body === undefined ? undefined : new Uint8Array(request.body),
      redirect: "manual",
    });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: Object.fromEntries(response.headers), body, received: body };
  } catch {
    return { status: null, headers: {}, body: Buffer.alloc(0), received: Buffer.alloc(0) };
  }
}

const SERVICE = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };
/** The columns a stored row is read with, so every suite compares the same shape. */
export const STORED_COLUMNS = "name,email,phone,clinic_name,message,whatsapp_opt_in";

/** Rows in the table, counted by the database (the service key sees them all). */
export async function countRows(origin: string): Promise<number> {
  const response = await fetch(`${origin}/rest/v1/contact_submissions?select=id&limit=1`, {
    headers: { ...SERVICE, Prefer: "count=exact" },
  });
  await response.arrayBuffer();
  const total = Number(response.headers.get("content-range")?.split("/")[1]);
  if (!Number.isInteger(total)) throw new Error(`No count in ${response.status} answer`);
  return total;
}

async function readRows(origin: string, query: string): Promise<StoredRow[]> {
  const response = await fetch(
    `${origin}/rest/v1/contact_submissions?select=${STORED_COLUMNS}&order=id${query}`,
    {
      headers: SERVICE,
    },
  );
  if (response.status !== 200) throw new Error(`Reading rows: ${response.status} ${await response.text()}`);
  return (await response.json()) as StoredRow[];
}

export const rowsWithEmail = (origin: string, email: string) =>
  readRows(origin, `&email=eq.${encodeURIComponent(email)}`);

export const allRows = (origin: string) => readRows(origin, "");

/** The answer is PostgREST's error: JSON with exactly {code, details, hint, message}. */
export function expectPostgrestError(answer: Answer, label: string): { code: string; message: string } {
  expect(answer.headers["content-type"], label).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body.toString("utf8")) as Record<string, unknown>;
  expect(Object.keys(body).sort(), label).toEqual(["code", "details", "hint", "message"]);
  expect(typeof body.code, label).toBe("string");
  expect(typeof body.message, label).toBe("string");
  expect(body.details === null || typeof body.details === "string", label).toBe(true);
  expect(body.hint === null || typeof body.hint === "string", label).toBe(true);
  return body as { code: string; message: string };
}

/**
 * A stored row is one the shared contact schema accepts, already in its normalised form (trimmed,
 * empty message as null): the database let nothing through that the form would refuse.
 */
export function expectValidRow(row: StoredRow): void {
  const result = validateContact({
    name: row.name,
    email: row.email,
    phone: row.phone,
    clinicName: row.clinic_name,
    message: row.message ?? "",
    whatsappOptIn: row.whatsapp_opt_in,
  });
  expect(result, JSON.stringify(row)).toMatchObject({ success: true });
  if (result.success) expect(result.row).toEqual(row);
}
