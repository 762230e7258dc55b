import type { Database } from "#server/db/types.ts";

/*
 * The site-wide ceilings (LEAD_CEILING_PER_MINUTE, EVENT_CEILING_PER_MINUTE; decision 070) are
 * reached only by a flood or by a success far beyond a clinic's page, and either way the owner
 * must hear of it: a warning on stderr (at most one a minute per kind, whatever the flood's size),
 * and a notice e-mailed to LEAD_ALERT_TO when e-mail is set up (at most one an hour per kind,
 * through the lead e-mails' outbox, local_private.team_notices, so every server on the database
 * together sends one).
 */

export type CeilingKind = "leads" | "events";

export interface CeilingAlarm {
  /** Says that `kind`'s ceiling of `perMinute` refused something just now. */
  tripped(kind: CeilingKind, perMinute: number): void;
}

const WORDS: Record<CeilingKind, { noun: string; effect: string; setting: string }> = {
  leads: {
    noun: "leads",
    effect:
      "further leads are refused this minute, and the form offers visitors WhatsApp and the booking page instead",
    setting: "LEAD_CEILING_PER_MINUTE",
  },
  events: {
    noun: "measurement events",
    effect: "further events are dropped this minute (the figures of npm run stats miss them)",
    setting: "EVENT_CEILING_PER_MINUTE",
  },
};

/** The warning line, also the notice's first sentence. */
export const ceilingMessage = (kind: CeilingKind, perMinute: number, at: Date): string => {
  const words = WORDS[kind];
  return (
    `the site-wide ceiling of ${perMinute} ${words.noun} a minute was reached at ` +
    `${at.toISOString().slice(0, 16).replace("T", " ")} UTC: ${words.effect}. ` +
    `Usually a flood from many addresses; if it is real traffic, raise ${words.setting}.`
  );
};

/**
 * Records the notice for the team's e-mail, once per kind and hour, if alerts are on (the lead
 * e-mail worker sends it). Nothing happens on a database without the lead e-mail outbox.
 */
const ENQUEUE_NOTICE = `
insert into local_private.team_notices (kind, period, per_minute)
select $1, date_trunc('hour', now()), $2
where exists (select from local_private.lead_email_channels where kind = 'alert')
on conflict (kind, period) do nothing`;

export function createCeilingAlarm(
  db: Database | undefined,
  options: { warn?: (message: string) => void; now?: () => Date } = {},
): CeilingAlarm {
  const warn = options.warn ?? ((message: string) => console.warn(`Warning: ${message}`));
  const now = options.now ?? (() => new Date());
  const lastMinute = new Map<CeilingKind, number>();
  return {
    tripped(kind, perMinute) {
      const at = now();
      const minute = Math.floor(at.getTime() / 60_000);
      if (lastMinute.get(kind) === minute) return;
      lastMinute.set(kind, minute);
      warn(ceilingMessage(kind, perMinute, at));
      if (!db) return;
      db.transaction("owner", (tx) =>
        tx.query(ENQUEUE_NOTICE, [kind === "leads" ? "lead_ceiling" : "event_ceiling", perMinute]),
      ).catch(() => {
        // No outbox (a database set up without the lead e-mail service): the warning is all.
      });
    },
  };
}
