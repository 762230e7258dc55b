import { describe, expect, it } from "vitest";
import { listWithMissing } from "./list-fallback.ts";

const ids = (list: { item: { id: string }; missing: boolean }[]) =>
  list.map(({ item, missing }) => (missing ? `${item.id}*` : item.id));

describe("listWithMissing", () => {
  it("is this language's list when it has every item, in its own order", () => {
    expect(ids(listWithMissing([{ id: "b" }, { id: "a" }], [{ id: "a" }, { id: "b" }]))).toEqual(["b", "a"]);
  });

  it("adds what the default language has and this one lacks, after the item before it there", () => {
    const own = [{ id: "a" }, { id: "c" }];
    const source = [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }];
    expect(ids(listWithMissing(own, source))).toEqual(["a", "b*", "c", "d*"]);
    expect(ids(listWithMissing([{ id: "c" }], [{ id: "x" }, { id: "c" }]))).toEqual(["x*", "c"]);
  });

  it("keeps an item only this language has", () => {
    expect(ids(listWithMissing([{ id: "a" }, { id: "z" }], [{ id: "a" }]))).toEqual(["a", "z"]);
  });
});
