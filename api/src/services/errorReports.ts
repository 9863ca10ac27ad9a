/**
 * Browser error reports (SPEC §8): stored unless they match an ignored
 * pattern, which the browser should not have sent in the first place.
 */
import { shouldReportError } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { ErrorReport, type ErrorReportDoc, type ErrorSource } from '../models/ErrorReport';

export interface ErrorReportInput {
  message: string;
  name?: string;
  stack?: string;
  componentStack?: string;
  url: string;
  source: ErrorSource;
  remote?: string;
  clientVersion?: string;
}

export interface ReportContext {
  userId?: string;
  userAgent?: string;
}

/** Stores a report; null when it matches an ignored pattern (nothing is stored). */
export async function recordErrorReport(
  input: ErrorReportInput,
  context: ReportContext,
): Promise<ErrorReportDoc | null> {
  if (!shouldReportError({ name: input.name, message: input.message })) return null;
  const doc = await ErrorReport.create({
    ...input,
    userAgent: context.userAgent?.slice(0, 500) || null,
    userId: context.userId ? new Types.ObjectId(context.userId) : null,
  });
  return doc.toObject() as ErrorReportDoc;
}
