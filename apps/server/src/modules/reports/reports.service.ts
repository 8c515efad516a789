import {
  fromMinor,
  type GgrQuery,
  type GgrReport,
  type GgrRow,
  PAYMENT_STATUS,
  type PaymentsReport,
  type PaymentsReportQuery,
  type PlayersReport,
  type PlayersReportQuery,
  type ReportGrouping,
} from '@casino/contracts';
import type { Db } from '../../db/database.js';
import { toCsv } from './reports.csv.js';
import { dayRange } from './reports.range.js';
import * as repo from './reports.repository.js';

export type ReportsService = ReturnType<typeof createReportsService>;

/** A report as a file: its name and its CSV text. */
export interface CsvFile {
  filename: string;
  csv: string;
}

const S = PAYMENT_STATUS;
/** Every status before a payment ends (success, failure, expiry). */
const OPEN_STATUSES = [S.started, S.requested, S.approved, S.approvalFailed, S.manualProcessRequired];

const GGR_COLUMNS = [
  'key',
  'provider',
  'currency',
  'bets',
  'stakes',
  'wins',
  'ggr',
  'bonus_stakes',
  'bonus_wins',
  'bonus_cost',
  'ngr',
] as const satisfies (keyof GgrRow)[];
const GGR_AMOUNTS = ['stakes', 'wins', 'ggr', 'bonus_stakes', 'bonus_wins', 'bonus_cost', 'ngr'];

/**
 * The owner's reports (decision 043): GGR and NGR from the ledger's game and bonus transfers,
 * payments from the payments table, active players from real-money stakes; all per UTC day and
 * per currency, never summed across currencies.
 */
export function createReportsService(deps: { db: Db; now: () => Date; sportProviders: string[] }) {
  function ggrRow(row: repo.GameMoneyRow, cost: number | null): GgrRow {
    const ggr = row.stakes - row.wins;
    return {
      key: row.key,
      provider: row.provider,
      currency: row.currency,
      bets: row.bets,
      stakes: fromMinor(row.stakes),
      wins: fromMinor(row.wins),
      ggr: fromMinor(ggr),
      bonus_stakes: fromMinor(row.bonus_stakes),
      bonus_wins: fromMinor(row.bonus_wins),
      bonus_cost: cost === null ? null : fromMinor(cost),
      ngr: cost === null ? null : fromMinor(ggr - cost),
    };
  }

  const empty = (key: string, currency: string): repo.GameMoneyRow => ({
    key,
    provider: null,
    currency,
    bets: 0,
    stakes: 0,
    wins: 0,
    bonus_stakes: 0,
    bonus_wins: 0,
  });

  async function ggr(query: GgrQuery): Promise<GgrReport> {
    const range = dayRange(query, deps.now());
    const by: ReportGrouping = query.by ?? 'day';
    const bounds = { from: range.start, to: range.end, currency: query.currency };
    const [rows, totals, costs] = await Promise.all([
      repo.gameMoney(deps.db, bounds, by, deps.sportProviders),
      repo.gameMoney(deps.db, bounds, 'total', deps.sportProviders),
      repo.bonusCost(deps.db, bounds),
    ]);
    const costOf = new Map(costs.map((c) => [`${c.key}|${c.currency}`, c.cost]));
    const currencies = [...new Set([...totals.map((t) => t.currency), ...costs.map((c) => c.currency)])].sort();
    let out: GgrRow[];
    if (by === 'day') {
      // Every day of the range in every currency seen: a chart shows quiet days as zero.
      const found = new Map(rows.map((row) => [`${row.key}|${row.currency}`, row]));
      out = range.days.flatMap((day) =>
        currencies.map((currency) => {
          const key = `${day}|${currency}`;
          return ggrRow(found.get(key) ?? empty(day, currency), costOf.get(key) ?? 0);
        }),
      );
    } else {
      // Biggest GGR first, per currency.
      out = rows
        .map((row) => ggrRow(row, null))
        .sort((a, b) => a.currency.localeCompare(b.currency) || b.ggr - a.ggr || a.key.localeCompare(b.key));
    }
    const totalOf = new Map(totals.map((t) => [t.currency, t]));
    const totalRows = currencies.map((currency) => {
      const cost = costs.filter((c) => c.currency === currency).reduce((sum, c) => sum + c.cost, 0);
      return ggrRow(totalOf.get(currency) ?? empty('total', currency), cost);
    });
    return { from: range.from, to: range.to, by, currency: query.currency ?? null, rows: out, totals: totalRows };
  }

  async function payments(query: PaymentsReportQuery): Promise<PaymentsReport> {
    const range = dayRange(query, deps.now());
    const [rows, pending] = await Promise.all([
      repo.paymentsByDay(deps.db, { from: range.start, to: range.end, currency: query.currency }),
      repo.pendingPayments(deps.db, query.currency, OPEN_STATUSES),
    ]);
    const totals = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const total = totals.get(row.currency) ?? {
        ...row,
        deposits_count: 0,
        deposits_sum: 0,
        payouts_count: 0,
        payouts_sum: 0,
      };
      total.deposits_count += row.deposits_count;
      total.deposits_sum += row.deposits_sum;
      total.payouts_count += row.payouts_count;
      total.payouts_sum += row.payouts_sum;
      totals.set(row.currency, total);
    }
    const decimals = <T extends { deposits_sum: number; payouts_sum: number }>(row: T) => ({
      ...row,
      deposits_sum: fromMinor(row.deposits_sum),
      payouts_sum: fromMinor(row.payouts_sum),
    });
    return {
      from: range.from,
      to: range.to,
      currency: query.currency ?? null,
      rows: rows.map(decimals),
      totals: [...totals.values()]
        .sort((a, b) => a.currency.localeCompare(b.currency))
        .map(({ day: _day, ...total }) => decimals(total)),
      pending: pending.map((row) => ({ ...row, sum: fromMinor(row.sum) })),
    };
  }

  async function players(query: PlayersReportQuery): Promise<PlayersReport> {
    const range = dayRange(query, deps.now());
    const rows = await repo.activePlayers(deps.db, { from: range.start, to: range.end });
    const byDay = new Map(rows.filter((row) => row.day !== null).map((row) => [row.day, row.active]));
    return {
      from: range.from,
      to: range.to,
      rows: range.days.map((day) => ({ day, active: byDay.get(day) ?? 0 })),
      active_total: rows.find((row) => row.day === null)?.active ?? 0,
    };
  }

  return {
    /** GGR and NGR per day, game, provider or sport, per currency. */
    ggr,
    /** Successful deposits and payouts per day and currency, and what is pending now. */
    payments,
    /** Distinct players who staked real money, per day and over the range. */
    players,

    /** The GGR report as a CSV file (its rows, then one total line per currency). */
    async ggrCsv(query: GgrQuery): Promise<CsvFile> {
      const report = await ggr(query);
      const rows = [...report.rows, ...report.totals];
      const currency = report.currency ? `-${report.currency.toLowerCase()}` : '';
      return {
        filename: `ggr-by-${report.by}${currency}-${report.from}-${report.to}.csv`,
        csv: toCsv([...GGR_COLUMNS], rows, GGR_AMOUNTS),
      };
    },

    /** The payments report as a CSV file (one line per day and currency). */
    async paymentsCsv(query: PaymentsReportQuery): Promise<CsvFile> {
      const report = await payments(query);
      const currency = report.currency ? `-${report.currency.toLowerCase()}` : '';
      return {
        filename: `payments${currency}-${report.from}-${report.to}.csv`,
        csv: toCsv(['day', 'currency', 'deposits_count', 'deposits_sum', 'payouts_count', 'payouts_sum'], report.rows, [
          'deposits_sum',
          'payouts_sum',
        ]),
      };
    },

    /** The active-players report as a CSV file (one line per day). */
    async playersCsv(query: PlayersReportQuery): Promise<CsvFile> {
      const report = await players(query);
      return { filename: `active-players-${report.from}-${report.to}.csv`, csv: toCsv(['day', 'active'], report.rows) };
    },
  };
}
