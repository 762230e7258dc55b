import { describe, expect, it } from "vitest";
import { migrate } from "#server/db/migrate.ts";
import { openPglite } from "#server/db/pglite.ts";
import { startSaltKeeper } from "./salt-keeper.ts";

describe("startSaltKeeper", () => {
  it("deletes a salt whose day is over as soon as it starts", async () => {
    const db = await openPglite();
    try {
      await migrate(db);
      await db.transaction("owner", (tx) =>
        tx.exec(
          "insert into analytics_private.daily_salt values (current_date - 2, '\\x00112233445566778899aabbccddeeff')",
        ),
      );
      const stop = startSaltKeeper(db);
      stop();
      await expect
        .poll(
          async () =>
            (await db.transaction("owner", (tx) => tx.query("select * from analytics_private.daily_salt")))
              .rowCount,
        )
        .toBe(0);
    } finally {
      await db.close();
    }
  });
});
