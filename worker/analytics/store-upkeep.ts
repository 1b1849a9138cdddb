// What both kinds of analytics store keep alike (profile-store.ts, platform-store.ts): how long they
// remember which queue messages they folded, and how much one run of their alarm deletes, so no run grows
// with the traffic.

/** Folded message ids are kept longer than a queue keeps a message (four days by default). */
export const messageIdRetentionDays = 7;

/** Rows one alarm run writes at most; the rest wait for the next run, a second later. */
export const retentionSliceRows = 1_000;
