/*
 * The contact form's one line of measurement: after a lead is stored it announces it on the
 * window, and the beacon (Beacon.astro), if the build has one, sends a `lead` event. Without the
 * beacon nobody listens, so the form needs no knowledge of whether measurement is on.
 */

/** The window event the beacon listens for. */
export const LEAD_EVENT = "chattobook:lead";

/** Call once a submission has been stored. */
export const reportLead = (): void => {
  dispatchEvent(new Event(LEAD_EVENT));
};
