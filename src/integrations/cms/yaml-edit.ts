import {
  Document,
  isCollection,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  YAMLSeq,
  type Node,
  type Pair,
} from "yaml";

/*
 * Values written into a YAML text with the least change (decision 081): a value that exists is
 * replaced where it stands, its text alone, in the quoting style it had; a list's lines are written
 * again with each unchanged item as it was. Only adding or removing a key falls back to writing
 * the document again (the `yaml` package's Document API keeps comments and styles; the copy files
 * come out of it unchanged, which a test checks).
 */

/** A value to write at a path; `undefined` removes the key. A number is a list position. */
export interface Edit {
  path: (string | number)[];
  value: unknown;
}

const column = (text: string, offset: number) => offset - (text.lastIndexOf("\n", offset - 1) + 1);
const isScalarValue = (value: unknown) =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean";
const isCollectionValue = (value: unknown) => value !== null && typeof value === "object";
const indentLines = (source: string, indent: number, first: boolean) =>
  source
    .split("\n")
    .map((line, i) => ((i > 0 || first) && line !== "" ? " ".repeat(indent) + line : line))
    .join("\n");

/** A node as YAML source at column 0, without its last newline. */
const render = (contents: unknown) => {
  const doc = new Document();
  doc.contents = contents as Node;
  return doc.toString({ lineWidth: 0 }).replace(/\n$/, "");
};

/** A scalar for a new value, in an old scalar's quoting style where the value allows it. */
function scalarLike(node: Node | undefined, value: unknown) {
  const scalar = new Scalar(value);
  if (isScalar(node)) scalar.type = node.type;
  return scalar;
}

/** A value as YAML source placed at `indent`, in the original node's style where it can be. */
function serialize(node: Node, value: unknown, indent: number, original: string): string {
  const source =
    isScalar(node) && isScalarValue(value)
      ? render(scalarLike(node, value))
      : (() => {
          const doc = new Document(value);
          if (isCollection(node) && isCollection(doc.contents)) doc.contents.flow = node.flow ?? false;
          return doc.toString({ lineWidth: 0 }).replace(/\n$/, "");
        })();
  // A block value written under a key starts on the key's line only when it is a scalar.
  const body = indentLines(source, indent, false);
  // Keep what the node's range held after its last character (a block collection's last newline).
  return body + (original.endsWith("\n") && !body.endsWith("\n") ? "\n" : "");
}

/** The pair of a map that holds a path's last key, with its key's place in the text. */
function pairOf(doc: Document, path: (string | number)[]) {
  const parent = path.length > 1 ? doc.getIn(path.slice(0, -1), true) : doc.contents;
  if (!isMap(parent)) return undefined;
  const pair = parent.items.find(
    (candidate) => isScalar(candidate.key) && candidate.key.value === path.at(-1),
  ) as Pair<Scalar, Node> | undefined;
  return pair?.key.range ? { pair, keyStart: pair.key.range[0], keyEnd: pair.key.range[1] } : undefined;
}

interface Splice {
  start: number;
  end: number;
  text: string;
}

/**
 * A value that changes between a text and a group or list (a cap "" that becomes an amount and a
 * currency): written after its key, on the key's line or on the lines under it.
 */
function underKey(text: string, doc: Document, path: (string | number)[], node: Node, value: unknown) {
  const key = pairOf(doc, path);
  const end = node.range?.[1];
  if (!key || end === undefined) return undefined;
  const newline = text[end - 1] === "\n" ? "\n" : "";
  const block = isCollectionValue(value) && Object.keys(value as object).length > 0;
  const source = block
    ? `:\n${indentLines(render(new Document(value).contents), column(text, key.keyStart) + 2, true)}`
    : `: ${render(new Document(value).contents)}`;
  return { start: key.keyEnd, end, text: source + newline };
}

/** Writes values into a YAML text, each where it stands; a new or removed key rewrites the document. */
export function applyChanges(text: string, edits: Edit[]): string {
  if (edits.length === 0) return text;
  const doc = parseDocument(text);
  const splices: Splice[] = [];
  for (const { path, value } of edits) {
    const node = doc.getIn(path, true) as Node | undefined;
    if (value === undefined || !node?.range) return rewrite(doc, edits);
    const [start, end] = node.range;
    if (isScalar(node) === isCollectionValue(value)) {
      const splice = underKey(text, doc, path, node, value);
      if (!splice) return rewrite(doc, edits);
      splices.push(splice);
    } else
      splices.push({ start, end, text: serialize(node, value, column(text, start), text.slice(start, end)) });
  }
  let out = text;
  for (const { start, end, text: replacement } of splices.sort((a, b) => b.start - a.start))
    out = out.slice(0, start) + replacement + out.slice(end);
  return out;
}

/** Adding or removing keys: the document written again (comments kept, long lines not folded). */
function rewrite(doc: Document, edits: Edit[]): string {
  for (const { path, value } of edits) {
    if (value === undefined) doc.deleteIn(path);
    else doc.setIn(path, doc.createNode(value));
  }
  return doc.toString({ lineWidth: 0 });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** An item's node with another value: unchanged keys keep their nodes, changed texts their quoting. */
function updateItem(doc: Document, node: Node, value: Record<string, unknown>): Node {
  if (!isMap(node)) return doc.createNode(value) as Node;
  for (const pair of [...node.items]) {
    const name = isScalar(pair.key) ? String(pair.key.value) : "";
    if (!(name in value)) node.delete(pair.key);
  }
  for (const [name, next] of Object.entries(value)) {
    const old = node.get(name, true) as Node | undefined;
    if (old && same(old.toJSON(), next)) continue;
    node.set(name, isScalarValue(next) && isScalar(old) ? scalarLike(old, next) : doc.createNode(next));
  }
  return node;
}

/**
 * A list of items with ids written as it ends up: each unchanged item's lines as they were, a
 * changed one with its changed texts, a new one in the list's style, in the new order.
 */
export function renderList(text: string, doc: Document, path: string[], items: unknown[]): string {
  const node = doc.getIn(path, true) as Node | undefined;
  const key = pairOf(doc, path);
  if (!node?.range || !key) return rewrite(doc, [{ path, value: items }]);
  const [start, end] = node.range;
  const newline = text[end - 1] === "\n" ? "\n" : "";
  if (items.length === 0) {
    if (isSeq(node) && node.items.length === 0) return text;
    return text.slice(0, key.keyEnd) + `: []${newline}` + text.slice(end);
  }
  const old = new Map(
    (isSeq(node) ? node.items : []).map((item) => [(item as Node).toJSON()?.id as unknown, item as Node]),
  );
  const seq = new YAMLSeq();
  seq.items = items.map((item) => {
    const was = old.get((item as { id: string }).id);
    return was ? updateItem(doc, was, item as Record<string, unknown>) : (doc.createNode(item) as Node);
  });
  const source = render(seq);
  if (isSeq(node) && !node.flow)
    return text.slice(0, start) + indentLines(source, column(text, start), false) + newline + text.slice(end);
  // An empty `[]` (or a text) becomes a list under its key, indented one step.
  return (
    text.slice(0, key.keyEnd) +
    `:\n${indentLines(source, column(text, key.keyStart) + 2, true)}${newline}` +
    text.slice(end)
  );
}
