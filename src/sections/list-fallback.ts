/**
 * A list of this language's copy with the items of the default language's list that it lacks, each
 * placed after the item that precedes it in the default list (or first). Items only this language
 * has stay; its own order stays. `missing` marks an item taken from the default language, which the
 * page shows marked as untranslated (decision 092), never silently.
 */
export function listWithMissing<T extends { id: string }>(
  own: readonly T[],
  source: readonly T[],
): { item: T; missing: boolean }[] {
  const result = own.map((item) => ({ item, missing: false }));
  const has = new Set(own.map((item) => item.id));
  source.forEach((item, index) => {
    if (has.has(item.id)) return;
    const before = source
      .slice(0, index)
      .reverse()
      .find((previous) => result.some((entry) => entry.item.id === previous.id));
    const at = before ? result.findIndex((entry) => entry.item.id === before.id) + 1 : 0;
    result.splice(at, 0, { item, missing: true });
    has.add(item.id);
  });
  return result;
}
