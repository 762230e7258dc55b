import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
  cpSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { checkCopy, describeKey, FACTS_NAME, normaliseSave } from "#src/content/copy/cms-check.ts";
import { COPY_DIR } from "#src/content/copy/load.ts";
import { createFileApi, MEDIA_MAX_BYTES } from "./file-api.ts";

let root = "";
let api: ReturnType<typeof createFileApi>;
const SPANISH = "src/content/copy/landing.es.yaml";
const ENGLISH = "src/content/copy/landing.en.yaml";
const FACTS = "src/content/copy/facts.yaml";
/** A PNG's first bytes: enough for the API to know it is one. */
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex").toString("base64");
const file = (path: string) => readFileSync(join(root, path), "utf8");
const edit = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`no "${from}"`);
  return text.replace(from, to);
};
/** A save as the admin page sends it: every language's file, with the version it loaded. */
const save = (files: Record<string, { base: string; raw: string }>) =>
  api({
    action: "persistEntry",
    params: {
      dataFiles: Object.entries(files).map(([path, { raw }]) => ({ path, raw, slug: "landing" })),
      bases: Object.fromEntries(Object.entries(files).map(([path, { base }]) => [path, base])),
      assets: [],
    },
  });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "file-api-"));
  mkdirSync(join(root, "src/content"), { recursive: true });
  cpSync(COPY_DIR, join(root, "src/content/copy"), { recursive: true });
  writeFileSync(join(root, ".env"), "SUPABASE_SERVICE_ROLE_KEY=secret\n");
  api = createFileApi({
    root,
    contentFolder: "src/content/copy",
    mediaFolder: "public/media",
    singleFiles: [FACTS_NAME],
    check: checkCopy,
    describe: describeKey,
    normalise: normaliseSave,
  });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the editor's file API", () => {
  it("lists and reads the copy files", () => {
    const listed = api({
      action: "entriesByFolder",
      params: { folder: "src/content/copy", extension: "yaml", depth: 1 },
    });
    expect(listed.status).toBe(200);
    expect((listed.body as { file: { path: string } }[]).map((entry) => entry.file.path)).toContain(SPANISH);
    expect(api({ action: "getEntry", params: { path: SPANISH } }).body).toMatchObject({
      data: file(SPANISH),
    });
  });

  it("refuses any path outside the copy and media folders", () => {
    for (const path of [
      ".env",
      "src/content/copy/../../../.env",
      "src/pages/index.astro",
      "package.json",
      ".git/config",
    ]) {
      expect(api({ action: "getEntry", params: { path } }).status, path).toBe(403);
      const written = api({
        action: "persistEntry",
        params: { dataFiles: [{ path, raw: "x: 1\n" }], bases: { [path]: "" }, assets: [] },
      });
      expect(written.status, path).toBe(403);
    }
    expect(api({ action: "entriesByFolder", params: { folder: ".", extension: "", depth: 9 } }).status).toBe(
      403,
    );
    expect(api({ action: "deleteFile", params: { path: SPANISH } }).status).toBe(403);
    expect(
      api({
        action: "persistMedia",
        params: { asset: { path: "public/favicon.svg", content: "", encoding: "base64" } },
      }).status,
    ).toBe(403);
    expect(file(".env")).toContain("secret");
  });

  it("refuses a copy file that is a link to a file elsewhere", () => {
    rmSync(join(root, SPANISH));
    symlinkSync(join(root, ".env"), join(root, SPANISH));
    expect(api({ action: "getEntry", params: { path: SPANISH } }).status).toBe(403);
  });

  it("writes a save into the file it changed alone, the diff being the edit", () => {
    const [es, en] = [file(SPANISH), file(ENGLISH)];
    const answer = save({
      [SPANISH]: {
        base: es,
        raw: edit(
          es,
          "heading: Convierte chats en citas confirmadas",
          "heading: Convierte tus chats en citas",
        ),
      },
      // Decap writes every language's file in its own style: the same values are no change.
      [ENGLISH]: { base: en, raw: stringify(parse(en), { lineWidth: 40 }) },
    });
    expect(answer).toEqual({
      status: 200,
      body: { message: "entry persisted", files: [SPANISH], merged: [] },
    });
    expect(file(SPANISH)).toBe(
      edit(es, "heading: Convierte chats en citas confirmadas", "heading: Convierte tus chats en citas"),
    );
    expect(file(ENGLISH)).toBe(en);
  });

  it("keeps a change made since the editor loaded the file, and says so", () => {
    const es = file(SPANISH);
    writeFileSync(
      join(root, SPANISH),
      edit(es, "secondaryCta: Mira cómo funciona", "secondaryCta: Descubre cómo funciona"),
    );
    const answer = save({
      [SPANISH]: { base: es, raw: edit(es, "badge: Asistente de citas con IA", "badge: Asistente con IA") },
    });
    expect(answer.status).toBe(200);
    expect(file(SPANISH)).toContain("secondaryCta: Descubre cómo funciona");
    expect(file(SPANISH)).toContain("badge: Asistente con IA");
    expect((answer.body as { merged: string[] }).merged).toEqual([
      "Latin American Spanish · Hero › Second button (hero.secondaryCta)",
    ]);
  });

  it("refuses a save that would overwrite a change to the same text, and writes nothing", () => {
    const [es, en] = [file(SPANISH), file(ENGLISH)];
    const theirs = edit(es, "badge: Asistente de citas con IA", "badge: Su versión");
    writeFileSync(join(root, SPANISH), theirs);
    const answer = save({
      [SPANISH]: { base: es, raw: edit(es, "badge: Asistente de citas con IA", "badge: Mi versión") },
      [ENGLISH]: {
        base: en,
        raw: edit(en, "badge: AI-Powered Booking Assistant", "badge: AI Booking Assistant"),
      },
    });
    expect(answer.status).toBe(409);
    expect((answer.body as { error: string }).error).toMatch(/Reload the page/);
    expect((answer.body as { conflicts: string[] }).conflicts).toEqual([
      "Latin American Spanish · Hero › Small label above the big heading (hero.badge)",
    ]);
    expect(file(SPANISH)).toBe(theirs);
    expect(file(ENGLISH)).toBe(en);
  });

  it("refuses a save the copy schema rejects, naming the text, and writes nothing", () => {
    const es = file(SPANISH);
    const answer = save({
      [SPANISH]: { base: es, raw: edit(es, "badge: Asistente de citas con IA", 'badge: ""') },
    });
    expect(answer.status).toBe(422);
    expect((answer.body as { problems: string[] }).problems).toEqual([
      "Latin American Spanish · Hero › Small label above the big heading (hero.badge): empty: every language needs this text",
    ]);
    expect(file(SPANISH)).toBe(es);
  });

  it("refuses a save that does not say which version it changed", () => {
    const es = file(SPANISH);
    const answer = api({
      action: "persistEntry",
      params: { dataFiles: [{ path: SPANISH, raw: edit(es, "Asistente de citas con IA", "X") }], assets: [] },
    });
    expect(answer.status).toBe(409);
    expect(file(SPANISH)).toBe(es);
  });

  it("stores, lists and deletes images in the media folder only, up to a size", () => {
    const stored = api({
      action: "persistMedia",
      params: { asset: { path: "public/media/founder.png", content: PNG, encoding: "base64" } },
    });
    expect(stored).toMatchObject({
      status: 200,
      body: { path: "public/media/founder.png", name: "founder.png" },
    });
    expect(api({ action: "getMedia", params: { mediaFolder: "public/media" } }).body).toHaveLength(1);
    const svg = Buffer.from("<svg onload='alert(1)'/>").toString("base64");
    expect(
      api({
        action: "persistMedia",
        params: { asset: { path: "public/media/x.svg", content: svg, encoding: "base64" } },
      }).status,
    ).toBe(403);
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1).toString("base64");
    expect(
      api({
        action: "persistMedia",
        params: { asset: { path: "public/media/big.png", content: big, encoding: "base64" } },
      }).status,
    ).toBe(413);
    expect(api({ action: "deleteFile", params: { path: "public/media/founder.png" } }).status).toBe(200);
    expect(existsSync(join(root, "public/media/founder.png"))).toBe(false);
  });

  it("refuses a file that only looks like a picture by its name", () => {
    const answer = api({
      action: "persistMedia",
      params: {
        asset: {
          path: "public/media/photo.jpg",
          content: Buffer.from("<svg/>").toString("base64"),
          encoding: "base64",
        },
      },
    });
    expect(answer.status).toBe(422);
    expect((answer.body as { error: string }).error).toBe(
      "Not saved: photo.jpg is not a JPEG, PNG, WebP, AVIF or GIF picture. Export it as one of those and upload it again.",
    );
    expect(existsSync(join(root, "public/media/photo.jpg"))).toBe(false);
  });

  describe("Company facts", () => {
    const founder = (photo: string) =>
      edit(
        file(FACTS),
        "founders: []",
        `founders:\n  - id: ana\n    name: Ana Souza\n    role: Co-founder, CEO\n    photo: ${photo}`,
      );

    it("reads the facts' file, but never lists it as a language of a copy document", () => {
      expect(api({ action: "getEntry", params: { path: FACTS } }).body).toMatchObject({ data: file(FACTS) });
      const listed = api({ action: "entriesByFolder", params: { folder: "src/content/copy" } }).body as {
        file: { path: string };
      }[];
      expect(listed.map((entry) => entry.file.path)).not.toContain(FACTS);
    });

    it("writes a founder and the photo chosen with them, the diff being the founder", () => {
      const [facts, expected] = [file(FACTS), founder("/media/ana.png")];
      const answer = api({
        action: "persistEntry",
        params: {
          dataFiles: [{ path: FACTS, raw: expected, slug: "facts" }],
          bases: { [FACTS]: facts },
          assets: [{ path: "public/media/ana.png", content: PNG, encoding: "base64" }],
        },
      });
      expect(answer).toMatchObject({ status: 200, body: { files: [FACTS] } });
      expect(file(FACTS)).toBe(expected);
      expect(readFileSync(join(root, "public/media/ana.png")).toString("base64")).toBe(PNG);
    });

    it("refuses a fact the schema rejects in the marketer's words, and writes neither it nor its photo", () => {
      const facts = file(FACTS);
      const raw = edit(
        founder("/media/ana.png"),
        "processors: []",
        "processors:\n    - { id: ai, role: ai, name: Example AI, region: XX }",
      );
      const answer = api({
        action: "persistEntry",
        params: {
          dataFiles: [
            { path: FACTS, raw: edit(raw, 'noShowsBilled: ""', "noShowsBilled: maybe"), slug: "facts" },
          ],
          bases: { [FACTS]: facts },
          assets: [{ path: "public/media/ana.png", content: PNG, encoding: "base64" }],
        },
      });
      expect(answer.status).toBe(422);
      expect((answer.body as { problems: string[] }).problems).toEqual([
        'Company facts · Billing › Missed first visits billed? (billing.noShowsBilled): must be "yes", "no" or empty',
        'Company facts · Patient data › Processors › Processor: ai › Where it processes them (patientData.processors.ai.region): must be a two-letter region code such as "IE", "US", "DE", or "EU" for the European Union',
      ]);
      expect(file(FACTS)).toBe(facts);
      expect(existsSync(join(root, "public/media/ana.png"))).toBe(false);
    });

    it('writes what the editor left empty as the file does: an unset fact stays ""', () => {
      const facts = file(FACTS);
      // Decap sends a cleared choice as null, and a cap left empty as a group of empties.
      const data = parse(facts) as Record<string, Record<string, unknown>>;
      Object.assign(data.billing ?? {}, {
        noShowsBilled: null,
        capPerNewPatient: { amount: null, currency: "" },
      });
      Object.assign(data.patientData ?? {}, { retentionDays: 90 });
      const answer = api({
        action: "persistEntry",
        params: {
          dataFiles: [{ path: FACTS, raw: stringify(data), slug: "facts" }],
          bases: { [FACTS]: facts },
          assets: [],
        },
      });
      expect(answer.status).toBe(200);
      expect(file(FACTS)).toBe(edit(facts, 'retentionDays: ""', "retentionDays: 90"));
    });
  });

  it("answers an unknown action in the protocol's error shape", () => {
    expect(api({ action: "deleteEverything" })).toEqual({
      status: 422,
      body: { error: "Unknown action deleteEverything" },
    });
  });
});
