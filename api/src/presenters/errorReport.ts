import type { ErrorReportDoc } from '../models/ErrorReport';

/** The answer to a report: its id when stored, or that it was ignored. Never echoes what was sent. */
export function presentErrorReport(report: ErrorReportDoc | null) {
  return report ? { id: String(report._id), stored: true } : { id: null, stored: false };
}
