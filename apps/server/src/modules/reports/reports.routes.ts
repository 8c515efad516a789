import {
  GgrQuery,
  GgrReport,
  PaymentsReport,
  PaymentsReportQuery,
  PlayersReport,
  PlayersReportQuery,
} from '@casino/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF } from '../../lib/staff-roles.js';
import type { CsvFile, ReportsService } from './reports.service.js';

export interface ReportsRoutesOptions {
  reports: ReportsService;
}

const tags = ['reports'];
const security = [{ bearer: [] }];

/** CSV when the query says `format=csv` or the client accepts text/csv (and not JSON first). */
function wantsCsv(query: { format?: 'json' | 'csv' }, accept = ''): boolean {
  if (query.format) return query.format === 'csv';
  return accept.includes('text/csv') && !accept.startsWith('application/json');
}

/** Sends a report's file as it is (the JSON schema's serializer would refuse text). */
function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .serializer((payload: unknown) => payload as string)
    .send(file.csv);
}

/** The owner's reports (issue #25, decision 043), as JSON or as CSV files. */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (app, { reports }) => {
  const owner = { onRequest: app.requireRole(...STAFF.owners) };
  const produces = ['application/json', 'text/csv'];

  app.get(
    '/api/backoffice/reports/ggr/',
    { ...owner, schema: { tags, security, produces, querystring: GgrQuery, response: { 200: GgrReport } } },
    async (request, reply) =>
      wantsCsv(request.query, request.headers.accept)
        ? sendCsv(reply, await reports.ggrCsv(request.query))
        : reports.ggr(request.query),
  );

  app.get(
    '/api/backoffice/reports/payments/',
    {
      ...owner,
      schema: { tags, security, produces, querystring: PaymentsReportQuery, response: { 200: PaymentsReport } },
    },
    async (request, reply) =>
      wantsCsv(request.query, request.headers.accept)
        ? sendCsv(reply, await reports.paymentsCsv(request.query))
        : reports.payments(request.query),
  );

  app.get(
    '/api/backoffice/reports/players/',
    {
      ...owner,
      schema: { tags, security, produces, querystring: PlayersReportQuery, response: { 200: PlayersReport } },
    },
    async (request, reply) =>
      wantsCsv(request.query, request.headers.accept)
        ? sendCsv(reply, await reports.playersCsv(request.query))
        : reports.players(request.query),
  );
};
