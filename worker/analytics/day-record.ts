// One day of one profile's analytics as its store keeps it (profile-store.ts, docs/decisions/045): the
// day's counters, the ids of the queue messages first sent that day which the store folded, each under
// the batch that folded it, and the day's visitor hashes until the day is over — all in one row, so a
// fold writes one row however many counters, ids and visitors it adds. A very busy day outgrows the
// row's caps; what does not fit then goes to rows of its own (the store's "spilled" tables).

export type Metric = "views" | "uniques" | "clicks";

/**
 * What one row holds at most: 400 counters (the totals and the links' counters, which a page has at
 * most 50 of, never count against it and never spill), 1,000 visitor hashes and 1,000 message ids — a
 * few tens of KB, read and written whole by a fold.
 */
export const dayRowCaps = { counters: 400, visitors: 1_000, messages: 1_000 } as const;

/** The row as stored: JSON text in its columns. */
export type DayRow = { day: string; owner: string; counts: string; ledger: string; visitors: string };

/** A counter's key: "views total", "clicks link:<id>", "views referrer:<source>", "uniques total" … */
export const counterKey = (metric: Metric, dimension: string) => `${metric} ${dimension}`;
const isLinkCounter = (key: string) => key.startsWith("clicks link:");
/** Counters a row always has room for: few and bounded. */
const isUncapped = (key: string) => isLinkCounter(key) || key.endsWith(" total");

export class DayRecord {
  /** Whether the row exists yet, and whether this fold changed it (only a changed row is written). */
  readonly isNew: boolean;
  changed = false;
  readonly counts: Map<string, number>;
  /** Message id → the batch that folded it. */
  readonly ledger: Map<string, string>;
  readonly visitors: Set<string>;
  /** The row held no visitor before this fold: adding one means a run at the day's end to remove them. */
  readonly hadVisitors: boolean;
  /** Links counted on this day for the first time by this fold: each a row to write when the day goes. */
  newLinkCounters = 0;

  private constructor(
    readonly day: string,
    readonly owner: string,
    row: DayRow | undefined,
  ) {
    this.isNew = row === undefined;
    this.counts = new Map(Object.entries(JSON.parse(row?.counts ?? "{}") as Record<string, number>));
    this.ledger = new Map();
    for (const [batch, ids] of Object.entries(JSON.parse(row?.ledger ?? "{}") as Record<string, string[]>)) {
      for (const id of ids) this.ledger.set(id, batch);
    }
    this.visitors = new Set(JSON.parse(row?.visitors ?? "[]") as string[]);
    this.hadVisitors = this.visitors.size > 0;
  }

  static read(day: string, owner: string, row: DayRow | undefined): DayRecord {
    return new DayRecord(day, owner, row);
  }

  /** Only a full row spills, and a row loses no id or visitor while its day lasts: else nothing spilled. */
  get mayHaveSpilledMessages(): boolean {
    return this.ledger.size >= dayRowCaps.messages;
  }

  get mayHaveSpilledVisitors(): boolean {
    return this.visitors.size >= dayRowCaps.visitors;
  }

  /** Adds to a counter; false when the row is full and the counter is not in it (it spills). */
  count(key: string, n = 1): boolean {
    const current = this.counts.get(key);
    if (current === undefined && !isUncapped(key) && this.cappedCounters() >= dayRowCaps.counters) return false;
    this.counts.set(key, (current ?? 0) + n);
    if (current === undefined && isLinkCounter(key)) this.newLinkCounters += 1;
    this.changed = true;
    return true;
  }

  /** Records a message as folded in `batch`; false when the row's ledger is full (it spills). */
  recordMessage(id: string, batch: string): boolean {
    if (this.ledger.size >= dayRowCaps.messages) return false;
    this.ledger.set(id, batch);
    this.changed = true;
    return true;
  }

  /** Adds a visitor hash; false when the row's visitors are full (it spills). */
  recordVisitor(hash: string): boolean {
    if (this.visitors.size >= dayRowCaps.visitors) return false;
    this.visitors.add(hash);
    this.changed = true;
    return true;
  }

  private cappedCounters(): number {
    let n = 0;
    for (const key of this.counts.keys()) if (!isUncapped(key)) n += 1;
    return n;
  }

  /** The row to write. */
  toRow(): DayRow {
    const batches: Record<string, string[]> = {};
    for (const [id, batch] of this.ledger) batches[batch] = [...(batches[batch] ?? []), id];
    return {
      day: this.day,
      owner: this.owner,
      counts: JSON.stringify(Object.fromEntries(this.counts)),
      ledger: JSON.stringify(batches),
      visitors: JSON.stringify([...this.visitors]),
    };
  }
}

/** The link counters of a day's row, for a link's lifetime count once the day is no longer kept. */
export function linkCounts(counts: string): [linkId: string, clicks: number][] {
  return Object.entries(JSON.parse(counts) as Record<string, number>)
    .filter(([key]) => isLinkCounter(key))
    .map(([key, clicks]) => [key.slice("clicks link:".length), clicks]);
}
