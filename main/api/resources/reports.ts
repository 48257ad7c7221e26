import type { OperationCaller } from '../operation-caller.ts';
import { pages, paginate, type PaginateOptions } from '../paginate.ts';
import type { CallOptions } from '../transport.ts';
import type { DetailedReport, DetailedReportQuery, DetailedReportRow, GroupedReport, GroupedReportQuery } from '../types.ts';

export class ReportsApi {
  constructor(private readonly ops: OperationCaller) {}

  /** One page of the detailed report; `totals` cover the whole filtered result. */
  detailed(query: DetailedReportQuery = {}, opts?: CallOptions): Promise<DetailedReport> {
    return this.ops.call('getDetailedReport', { query }, opts);
  }

  detailedPages(query: DetailedReportQuery = {}, opts?: PaginateOptions): AsyncGenerator<DetailedReport, void, undefined> {
    return pages((q, o) => this.detailed(q, o), query, opts);
  }

  /** Every row of the detailed report, page after page. */
  detailedRows(query: DetailedReportQuery = {}, opts?: PaginateOptions): AsyncGenerator<DetailedReportRow, void, undefined> {
    return paginate((q, o) => this.detailed(q, o), query, opts);
  }

  grouped(query: GroupedReportQuery = {}, opts?: CallOptions): Promise<GroupedReport> {
    return this.ops.call('getGroupedReport', { query }, opts);
  }
}
