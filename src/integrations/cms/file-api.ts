import { createHash } from "node:crypto";
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { parse, stringify } from "yaml";
import { mergeSave, type KeyPath } from "./merge.ts";

/*
 * The editor's file API under `npm run cms` (decision 081): the actions of Decap's proxy backend
 * (the protocol `decap-server` answers), served by the dev server itself, on the content folder
 * and the media folder alone. Nothing else of the checkout can be read or written through it.
 * A save is merged into the file as it is now (merge.ts), checked against the copy schema before
 * anything is written, and written whole or not at all.
 */

/** An answer in the proxy protocol's shape: JSON, `{ error }` when refused. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface FileApiOptions {
  /** The checkout's root: paths in requests are relative to it. */
  root: string;
  /** The copy files' folder, relative to the root (`src/content/copy`). */
  contentFolder: string;
  /** The uploads' folder, relative to the root (`public/media`). */
  mediaFolder: string;
  /**
   * Files of the content folder that are one file for every language (`facts.yaml`): read and
   * written like a copy file, never listed among a document's languages.
   */
  singleFiles?: readonly string[];
  /**
   * What is wrong with a copy file's data, in plain words, one line each; none when it passes the
   * copy schema (or the facts' schema). `file` is the file's name (`landing.es.yaml`).
   */
  check(file: string, data: unknown): string[];
  /**
   * The editor's version of a file's data as the file writes it: Decap sends an emptied choice or
   * figure as `null`, where the file leaves a fact "" or an optional key out.
   */
  normalise?(file: string, data: unknown): unknown;
  /** A changed key in plain words ("Spanish · Hero › Big heading"), for conflict messages. */
  describe(file: string, key: KeyPath): string;
}

/** Files the media folder may hold: raster images only (an SVG could run script on the site). */
const MEDIA_TYPES = /\.(png|jpe?g|webp|avif|gif)$/i;
/** An upload's limit: a founder's photo, not a video. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
const COPY_FILE = /^[a-z]+\.[a-z]{2,3}(-[a-z0-9]+)*\.yaml$/;

/** A request the API turns down: its status and, for the page, the details of why. */
class Refusal extends Error {
  readonly status: number;
  readonly details: Record<string, unknown>;
  constructor(status: number, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.details = details;
  }
}

/** An image as Decap sends it: its path in the media folder, its bytes in base64. */
interface Asset {
  path?: string;
  content?: string;
  encoding?: string;
}

/** Whether bytes start like a raster image the site serves (a renamed file or an SVG does not). */
function isImage(buffer: Buffer): boolean {
  const ascii = (start: number, end: number) => buffer.subarray(start, end).toString("latin1");
  return (
    ascii(0, 8) === "\x89PNG\r\n\x1a\n" ||
    (buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) ||
    ascii(0, 4) === "GIF8" ||
    (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") ||
    (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12)))
  );
}

const sha256 = (content: Buffer | string) => createHash("sha256").update(content).digest("hex");

/** Writes a file by renaming a finished copy over it: a reader never sees half a file. */
function writeWhole(path: string, content: Buffer | string) {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

export function createFileApi(options: FileApiOptions) {
  const { root } = options;
  const content = options.contentFolder.replace(/\/$/, "");
  const media = options.mediaFolder.replace(/\/$/, "");
  const singleFiles = options.singleFiles ?? [];

  /**
   * A request's path, if it names a file directly in one of the two folders (no subfolder, no
   * `..`, no hidden file) and that file is not a link leading elsewhere.
   */
  const allowed = (path: unknown, kind: "content" | "media"): string => {
    const folder = kind === "content" ? content : media;
    const name =
      typeof path === "string" && path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : "";
    const known =
      kind === "content" ? COPY_FILE.test(name) || singleFiles.includes(name) : MEDIA_TYPES.test(name);
    if (!name || name.includes("/") || name.startsWith(".") || !known)
      throw new Refusal(403, `The editor may only use the ${kind} folder (${folder}/), not ${String(path)}`);
    const file = join(root, folder, name);
    try {
      if (lstatSync(file).isSymbolicLink()) throw new Refusal(403, `${String(path)} is a link`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    return file;
  };

  const read = (path: string) => {
    try {
      return readFileSync(allowed(path, "content"), "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  };

  const entry = (path: string) => {
    const data = read(path);
    return { data, file: { path, id: data === null ? null : sha256(data) } };
  };

  const list = (folder: string, pattern: RegExp) => {
    try {
      return readdirSync(join(root, folder))
        .filter((name) => pattern.test(name) && !name.startsWith("."))
        .sort()
        .map((name) => `${folder}/${name}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  };

  const mediaFile = (path: string) => {
    const buffer = readFileSync(allowed(path, "media"));
    return {
      id: sha256(buffer),
      content: buffer.toString("base64"),
      encoding: "base64",
      path,
      name: basename(path),
    };
  };

  interface DataFile {
    path: string;
    raw: string;
    newPath?: string;
  }

  /**
   * A save: every copy file the editor sends, merged into today's file against the version the
   * editor loaded (`bases`, sent by the admin page), checked, then all written, or none.
   */
  const persist = (params: Record<string, unknown>) => {
    const dataFiles = (params.dataFiles ?? (params.entry ? [params.entry] : [])) as DataFile[];
    const bases = (params.bases ?? {}) as Record<string, string>;
    // Images chosen in this entry (a founder's photo) come with the save, and are written with it.
    const assets = ((params.assets ?? []) as Asset[]).map(upload);
    const writes: { file: string; text: string }[] = [];
    const conflicts: string[] = [];
    const problems: string[] = [];
    const theirs: string[] = [];
    for (const dataFile of dataFiles) {
      if (dataFile.newPath) throw new Refusal(403, "Copy files cannot be renamed from the editor");
      const file = allowed(dataFile.path, "content");
      const name = basename(file);
      const current = read(dataFile.path);
      const base = bases[dataFile.path];
      if (current === null)
        throw new Refusal(404, `${name} does not exist; the editor only changes existing files`);
      if (typeof dataFile.raw !== "string") throw new Refusal(400, `No text for ${name}`);
      if (base === undefined)
        throw new Refusal(
          409,
          `The editor did not say which version of ${name} it changed. Reload the page.`,
        );
      let result;
      try {
        const mine = options.normalise
          ? stringify(options.normalise(name, parse(dataFile.raw)))
          : dataFile.raw;
        result = mergeSave(base, current, mine);
      } catch (error) {
        throw new Refusal(422, `${name} could not be read: ${(error as Error).message.split("\n")[0]}`);
      }
      if (result.kind === "unchanged") continue;
      if (result.kind === "conflict") {
        conflicts.push(...result.keys.map((key) => options.describe(name, key)));
        continue;
      }
      problems.push(...options.check(name, result.data));
      theirs.push(...result.theirs.map((key) => options.describe(name, key)));
      writes.push({ file, text: result.text });
    }
    if (conflicts.length > 0)
      throw new Refusal(
        409,
        `Not saved: someone else changed ${conflicts.join("; ")} since you opened this page. ` +
          "Reload the page to see their version, then make your change again.",
        { conflicts },
      );
    if (problems.length > 0) throw new Refusal(422, `Not saved: ${problems.join("; ")}`, { problems });
    for (const { file, buffer } of assets) {
      mkdirSync(dirname(file), { recursive: true });
      writeWhole(file, buffer);
    }
    for (const { file, text } of writes) writeWhole(file, text);
    return {
      message: writes.length === 0 ? "nothing changed" : "entry persisted",
      files: writes.map(({ file }) => `${content}/${basename(file)}`),
      // Kept changes made elsewhere, so the page can say the save merged them.
      merged: theirs,
    };
  };

  /** An image to write into the media folder, checked: its name, its size, and that it is one. */
  const upload = (asset: Asset | undefined) => {
    const path = String(asset?.path);
    const file = allowed(path, "media");
    if (asset?.encoding !== "base64" || typeof asset.content !== "string")
      throw new Refusal(400, "An upload is sent as base64");
    const buffer = Buffer.from(asset.content, "base64");
    if (buffer.length > MEDIA_MAX_BYTES)
      throw new Refusal(
        413,
        `Not saved: ${basename(file)} is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`,
      );
    if (!isImage(buffer))
      throw new Refusal(
        422,
        `Not saved: ${basename(file)} is not a JPEG, PNG, WebP, AVIF or GIF picture. Export it as one of those and upload it again.`,
      );
    return { path, file, buffer };
  };

  const persistMedia = (params: Record<string, unknown>) => {
    const { path, file, buffer } = upload(params.asset as Asset | undefined);
    mkdirSync(dirname(file), { recursive: true });
    writeWhole(file, buffer);
    return mediaFile(path);
  };

  const remove = (paths: unknown[]) => {
    // Only uploads can be deleted: a copy file's keys are the schema's.
    const files = paths.map((path) => allowed(path, "media"));
    for (const file of files) unlinkSync(file);
    return { message: `deleted ${files.length} file(s)` };
  };

  const actions: Record<string, (params: Record<string, unknown>) => unknown> = {
    info: () => ({ repo: basename(root), publish_modes: ["simple"], type: "local_fs" }),
    entriesByFolder: (params) => {
      if (params.folder !== content) throw new Refusal(403, `Only ${content}/ holds entries`);
      return list(content, COPY_FILE).map(entry);
    },
    entriesByFiles: (params) => ((params.files ?? []) as { path: string }[]).map(({ path }) => entry(path)),
    getEntry: (params) => entry(String(params.path)),
    persistEntry: persist,
    getMedia: (params) => {
      if (params.mediaFolder !== media) throw new Refusal(403, `Only ${media}/ holds media`);
      return list(media, MEDIA_TYPES).map(mediaFile);
    },
    getMediaFile: (params) => mediaFile(String(params.path)),
    persistMedia,
    deleteFile: (params) => remove([params.path]),
    deleteFiles: (params) => remove((params.paths ?? []) as unknown[]),
    getDeployPreview: () => null,
  };

  /** Answers one request body of the proxy protocol. */
  return function answer(body: unknown): ApiAnswer {
    const { action, params = {} } = (body ?? {}) as { action?: unknown; params?: Record<string, unknown> };
    const run = typeof action === "string" && Object.hasOwn(actions, action) ? actions[action] : undefined;
    if (!run) return { status: 422, body: { error: `Unknown action ${String(action)}` } };
    try {
      return { status: 200, body: run(params) };
    } catch (error) {
      if (error instanceof Refusal)
        return { status: error.status, body: { error: error.message, ...error.details } };
      throw error;
    }
  };
}
