import { isSeq, parse, parseDocument } from "yaml";
import { applyChanges, renderList, type Edit } from "./yaml-edit.ts";

/*
 * A CMS save merged into the file as it is now on disk (decisions 081 and 084). The editor sends
 * each file whole, as it holds it; the file may have changed since the editor loaded it (another
 * tab, a hand edit, a `git pull`). Only what the editor changed is written, into today's file, and
 * only its own text is replaced, so key order, comments, quoting and line breaks stay as they were
 * and the diff is the edit. A text changed on both sides to different values is a conflict:
 * nothing is written.
 *
 * A list whose items carry ids (the FAQ's questions, the founders) merges item by item: each item
 * is one value, found by its id wherever it stands, so two people changing different questions
 * both keep their change, and two changing the same question conflict. Its order is a value of its
 * own: one side's new order is kept with the other side's items added or removed; two different
 * new orders conflict.
 */

/** A key's path in the file, e.g. ["hero", "heading"]; a list's item is named by its id. */
export type KeyPath = string[];

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A list every item of which is a map with its own id. */
const isKeyedList = (value: unknown): value is { id: string }[] =>
  Array.isArray(value) &&
  value.every((item) => isObject(item) && typeof item.id === "string") &&
  new Set(value.map((item: { id: string }) => item.id)).size === value.length;

const key = (path: readonly string[]) => JSON.stringify(path);
const unkey = (text: string) => JSON.parse(text) as KeyPath;

/** The paths of lists that are keyed by id in every version that has them (outside any list). */
function keyedLists(versions: unknown[]): Set<string> {
  const found = new Map<string, boolean>();
  const walk = (value: unknown, path: string[]) => {
    if (isObject(value)) for (const [name, child] of Object.entries(value)) walk(child, [...path, name]);
    else if (Array.isArray(value)) found.set(key(path), (found.get(key(path)) ?? true) && isKeyedList(value));
  };
  for (const version of versions) walk(version, []);
  return new Set([...found].filter(([, keyed]) => keyed).map(([path]) => path));
}

/**
 * Every leaf of a parsed YAML value by its path: a text, a figure, a list that has no ids, and
 * each item of a keyed list (by its id). An empty map is a leaf, so that emptying one is a change.
 */
export function leaves(
  value: unknown,
  keyed = new Set<string>(),
  path: string[] = [],
  into = new Map<string, unknown>(),
) {
  if (isObject(value)) {
    for (const [name, item] of Object.entries(value)) leaves(item, keyed, [...path, name], into);
    if (Object.keys(value).length === 0 && path.length > 0) into.set(key(path), value);
  } else if (keyed.has(key(path)) && Array.isArray(value))
    for (const item of value as { id: string }[]) into.set(key([...path, item.id]), item);
  else into.set(key(path), value);
  return into;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The value at a path of parsed YAML. */
const valueAt = (data: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), data);

/** A keyed list's ids in order; none where it is absent. */
const idsAt = (data: unknown, path: readonly string[]): string[] => {
  const list = valueAt(data, path);
  return Array.isArray(list) ? list.map((item: { id: string }) => item.id) : [];
};

/** Whether two orders put the ids they share in the same order. */
const sameOrder = (a: string[], b: string[]) => {
  const shared = (x: string[], y: string[]) => x.filter((id) => y.includes(id));
  return same(shared(a, b), shared(b, a));
};

/**
 * The ids `keep` in `primary`'s order, with the others placed after the id that precedes them in
 * `secondary` (or first): one side's order, and the other side's new items where it put them.
 */
function weave(primary: string[], secondary: string[], keep: Set<string>): string[] {
  const order = primary.filter((id) => keep.has(id));
  for (const [index, id] of secondary.entries()) {
    if (!keep.has(id) || order.includes(id)) continue;
    const before = secondary
      .slice(0, index)
      .reverse()
      .find((previous) => order.includes(previous));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  }
  return order;
}

export type MergeResult =
  | { kind: "unchanged" }
  | { kind: "merged"; text: string; data: unknown; changed: KeyPath[]; theirs: KeyPath[] }
  | { kind: "conflict"; keys: KeyPath[] };

const isPrefix = (a: string, b: string) => {
  const [x, y] = [unkey(a), unkey(b)];
  return x.length < y.length && x.every((part, i) => part === y[i]);
};

/**
 * Merges the editor's version of a file (`mine`) into the file as it is (`current`), given the
 * version the editor loaded (`base`). All three are YAML texts.
 */
export function mergeSave(base: string, current: string, mine: string): MergeResult {
  const [baseData, currentData, mineData] = [parse(base), parse(current), parse(mine)] as unknown[];
  const keyed = keyedLists([baseData, currentData, mineData]);
  const [baseLeaves, currentLeaves, mineLeaves] = [baseData, currentData, mineData].map((data) =>
    leaves(data, keyed),
  ) as [Map<string, unknown>, Map<string, unknown>, Map<string, unknown>];
  const changedSince = (other: Map<string, unknown>) =>
    [...new Set([...baseLeaves.keys(), ...other.keys()])].filter(
      (path) => !same(baseLeaves.get(path), other.get(path)),
    );
  // A list's order is changed when the items both versions have stand in another order.
  const movedSince = (other: unknown) =>
    [...keyed].filter((list) => !sameOrder(idsAt(baseData, unkey(list)), idsAt(other, unkey(list))));
  const changed = changedSince(mineLeaves);
  const moved = movedSince(mineData);
  if (changed.length + moved.length === 0) return { kind: "unchanged" };
  const theirs = changedSince(currentLeaves);
  const theirsMoved = movedSince(currentData);
  // A key both changed is a conflict only if they disagree: the same edit twice is no loss.
  const conflicts = changed.filter(
    (path) => theirs.includes(path) && !same(currentLeaves.get(path), mineLeaves.get(path)),
  );
  // A change inside a map the other side removed (or the reverse) also touches the same key.
  const nested = changed.filter((path) =>
    theirs.some((other) => other !== path && (isPrefix(other, path) || isPrefix(path, other))),
  );
  // Two new orders of one list, unless they agree.
  const reordered = moved.filter(
    (list) =>
      theirsMoved.includes(list) && !sameOrder(idsAt(currentData, unkey(list)), idsAt(mineData, unkey(list))),
  );
  const refused = [...new Set([...conflicts, ...nested, ...reordered])];
  if (refused.length > 0) return { kind: "conflict", keys: refused.map(unkey) };

  const writes = changed.filter((path) => !same(currentLeaves.get(path), mineLeaves.get(path)));
  const inList = (path: string) => [...keyed].find((list) => isPrefix(list, path));
  // Texts outside the keyed lists: each written where it stands.
  const edits = wholeValues(writes.filter((path) => !inList(path)).map(unkey), currentData, mineData);
  // Keyed lists the editor changed: their items as they end up, in the order they end up in.
  const lists = [...keyed]
    .filter((list) => moved.includes(list) || writes.some((path) => inList(path) === list))
    .map((list) => {
      const path = unkey(list);
      const items = new Map(
        (valueAt(currentData, path) as { id: string }[] | undefined)?.map((item) => [item.id, item]) ?? [],
      );
      for (const write of writes.filter((candidate) => inList(candidate) === list)) {
        const id = unkey(write).at(-1) ?? "";
        const value = mineLeaves.get(write) as { id: string } | undefined;
        if (value === undefined) items.delete(id);
        else items.set(id, value);
      }
      const [currentIds, mineIds] = [idsAt(currentData, path), idsAt(mineData, path)];
      const order = moved.includes(list)
        ? weave(mineIds, currentIds, new Set(items.keys()))
        : weave(currentIds, mineIds, new Set(items.keys()));
      return { path, items: order.map((id) => items.get(id)) };
    });
  const text = writeLists(applyChanges(current, edits), lists);
  return {
    kind: "merged",
    text,
    data: parse(text),
    changed: [...changed, ...moved.filter((list) => !changed.includes(list))].map(unkey),
    theirs: [...theirs, ...theirsMoved.filter((list) => !theirs.includes(list))].map(unkey),
  };
}

/**
 * The edits of the changed leaves, where a value turned from a text into a group (a fact's "" into
 * an amount and a currency), or back, as one edit of the whole value at that key.
 */
function wholeValues(paths: KeyPath[], current: unknown, mine: unknown): Edit[] {
  const edits = new Map<string, Edit>();
  for (const path of paths) {
    const at = path.findIndex(
      (_, i) =>
        isObject(valueAt(current, path.slice(0, i + 1))) !== isObject(valueAt(mine, path.slice(0, i + 1))),
    );
    const whole = at >= 0 && at < path.length - 1 ? path.slice(0, at + 1) : path;
    edits.set(key(whole), { path: whole, value: valueAt(mine, whole) });
  }
  return [...edits.values()];
}

/** The edits that turn one item into another, leaf by leaf, under a path. */
function itemEdits(path: (string | number)[], before: unknown, after: unknown): Edit[] {
  const [was, is] = [leaves(before), leaves(after)];
  return [...new Set([...was.keys(), ...is.keys()])]
    .filter((leaf) => !same(was.get(leaf), is.get(leaf)))
    .map((leaf) => ({ path: [...path, ...unkey(leaf)], value: is.get(leaf) }));
}

/**
 * Writes keyed lists as they end up: an item's texts edited where they stand when the list keeps
 * its ids and order, else the list's lines written again, each unchanged item as it was.
 */
function writeLists(text: string, lists: { path: KeyPath; items: unknown[] }[]): string {
  let out = text;
  for (const { path, items } of lists) {
    const doc = parseDocument(out);
    const node = doc.getIn(path, true);
    const now = isSeq(node) ? (node.toJSON() as { id: string }[]) : [];
    const ids = (list: unknown[]) => list.map((item) => (item as { id: string }).id);
    out =
      isSeq(node) && !node.flow && same(ids(now), ids(items))
        ? applyChanges(
            out,
            items.flatMap((item, index) => itemEdits([...path, index], now[index], item)),
          )
        : renderList(out, doc, path, items);
  }
  return out;
}
