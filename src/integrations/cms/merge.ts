import { Document, isCollection, isScalar, parse, parseDocument, Scalar, type Node } from "yaml";

/*
 * A CMS save merged into the file as it is now on disk (decision 081). The editor sends each file
 * whole, as it holds it; the file may have changed since the editor loaded it (another tab, a hand
 * edit, a `git pull`). Only the keys the editor changed are written, into today's file, and only
 * their own text is replaced, so key order, comments, quoting and line breaks stay as they were and
 * the diff is the edit. A key changed on both sides to different values is a conflict: nothing is
 * written. A list is one value here: two people changing the same list conflict.
 */

/** A key's path in the file, e.g. ["hero", "heading"]. */
export type KeyPath = string[];

/** Every leaf of a parsed YAML value by its dotted path; a list is a leaf. */
export function leaves(value: unknown, path: KeyPath = [], into = new Map<string, unknown>()) {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) leaves(item, [...path, key], into);
    // An empty map is a value of its own, so that emptying one is a change.
    if (Object.keys(value).length === 0 && path.length > 0) into.set(JSON.stringify(path), value);
  } else into.set(JSON.stringify(path), value);
  return into;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export type MergeResult =
  | { kind: "unchanged" }
  | { kind: "merged"; text: string; data: unknown; changed: KeyPath[]; theirs: KeyPath[] }
  | { kind: "conflict"; keys: KeyPath[] };

/**
 * Merges the editor's version of a file (`mine`) into the file as it is (`current`), given the
 * version the editor loaded (`base`). All three are YAML texts.
 */
export function mergeSave(base: string, current: string, mine: string): MergeResult {
  const baseLeaves = leaves(parse(base));
  const currentLeaves = leaves(parse(current));
  const mineLeaves = leaves(parse(mine));
  const keys = new Set([...baseLeaves.keys(), ...mineLeaves.keys()]);
  const changed = [...keys].filter((key) => !same(baseLeaves.get(key), mineLeaves.get(key)));
  if (changed.length === 0) return { kind: "unchanged" };
  const theirs = [...new Set([...baseLeaves.keys(), ...currentLeaves.keys()])].filter(
    (key) => !same(baseLeaves.get(key), currentLeaves.get(key)),
  );
  // A key both changed is a conflict only if they disagree: the same edit twice is no loss.
  const conflicts = changed.filter(
    (key) => theirs.includes(key) && !same(currentLeaves.get(key), mineLeaves.get(key)),
  );
  // A change inside a map the other side removed (or the reverse) also touches the same key.
  const nested = changed.filter((key) =>
    theirs.some((other) => other !== key && (isPrefix(other, key) || isPrefix(key, other))),
  );
  if (conflicts.length + nested.length > 0)
    return { kind: "conflict", keys: [...new Set([...conflicts, ...nested])].map((key) => JSON.parse(key)) };
  const paths = changed.filter((key) => !same(currentLeaves.get(key), mineLeaves.get(key)));
  const text = applyChanges(
    current,
    paths.map((key) => JSON.parse(key) as KeyPath),
    mineLeaves,
  );
  return {
    kind: "merged",
    text,
    data: parse(text),
    changed: changed.map((key) => JSON.parse(key)),
    theirs: theirs.map((key) => JSON.parse(key)),
  };
}

const isPrefix = (a: string, b: string) => {
  const [x, y] = [JSON.parse(a) as KeyPath, JSON.parse(b) as KeyPath];
  return x.length < y.length && x.every((part, i) => part === y[i]);
};

/**
 * Writes the given leaves' new values into a YAML text. A key that exists is replaced where it
 * stands, its text alone; adding or removing keys falls back to re-writing the document.
 */
export function applyChanges(text: string, paths: KeyPath[], values: Map<string, unknown>): string {
  if (paths.length === 0) return text;
  const doc = parseDocument(text);
  const splices: { start: number; end: number; text: string }[] = [];
  for (const path of paths) {
    const value = values.get(JSON.stringify(path));
    const node = doc.getIn(path, true) as Node | undefined;
    const nowList = value !== null && typeof value === "object";
    // A new or removed key, or a value changing between text and list, moves lines around.
    if (value === undefined || !node?.range || isScalar(node) === nowList) return rewrite(doc, paths, values);
    const [start, end] = node.range;
    splices.push({ start, end, text: serialize(node, value, column(text, start), text.slice(start, end)) });
  }
  let out = text;
  for (const { start, end, text: replacement } of splices.sort((a, b) => b.start - a.start))
    out = out.slice(0, start) + replacement + out.slice(end);
  return out;
}

const column = (text: string, offset: number) => offset - (text.lastIndexOf("\n", offset - 1) + 1);

/** A value as YAML source placed at `indent`, in the original node's style where it can be. */
function serialize(node: Node, value: unknown, indent: number, original: string): string {
  let source: string;
  if (
    isScalar(node) &&
    (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
  ) {
    const scalar = new Scalar(value);
    scalar.type = node.type;
    source = new Document(scalar).toString({ lineWidth: 0 });
  } else {
    const doc = new Document(value);
    if (isCollection(node) && isCollection(doc.contents)) doc.contents.flow = node.flow ?? false;
    source = doc.toString({ lineWidth: 0 });
  }
  source = source.replace(/\n$/, "");
  // A block value written under a key starts on the key's line only when it is a scalar.
  const lines = source.split("\n");
  const body = lines.map((line, i) => (i === 0 || line === "" ? line : " ".repeat(indent) + line)).join("\n");
  // Keep what the node's range held after its last character (a block collection's last newline).
  return body + (original.endsWith("\n") && !body.endsWith("\n") ? "\n" : "");
}

/** Adding or removing keys: the document written again (comments kept, long lines not folded). */
function rewrite(doc: Document, paths: KeyPath[], values: Map<string, unknown>): string {
  for (const path of paths) {
    const value = values.get(JSON.stringify(path));
    if (value === undefined) doc.deleteIn(path);
    else doc.setIn(path, doc.createNode(value));
  }
  return doc.toString({ lineWidth: 0 });
}
