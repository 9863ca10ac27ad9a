/**
 * Turns whatever a call rejected with into words for the person at the
 * screen: a message for the form and, for a 400 ValidationError, a message
 * per field (the API names fields in data.issues[].path). Messages come from
 * the screen's own wording for a code, else from shared-core's catalogue, so
 * a raw code, a stack or a JSON body is never shown.
 */
import { ErrorCode, isAbortError, isApiError, messageForCode } from '@inkpress/shared-core';

/**
 * A screen's wording for the codes it expects, by code (e.g. Conflict on register). A function
 * receives the API's own sentence (undefined when it looks technical) for codes whose answer
 * varies, like the reasons a team invitation cannot be accepted.
 */
export type ErrorText = string | ((serverMessage: string | undefined) => string);
export type ErrorTexts = Partial<Record<ErrorCode | (string & {}), ErrorText>>;

function textFor(texts: ErrorTexts, code: string, serverMessage: string): string {
  const text = texts[code];
  return typeof text === 'function' ? text(plainSentence(serverMessage)) : (text ?? '');
}

export interface ExplainedError {
  /** The code from the API, or a client-side one (NetworkError, InternalError). */
  code: string;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** For the whole form; empty when every problem belongs to a field shown on screen. */
  message: string;
  /** Field name → message, only for the fields the screen shows. */
  fields: Record<string, string>;
}

interface Issue {
  path: string;
  message: string;
}

function issuesOf(data: unknown): Issue[] {
  const issues = (data as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((raw: unknown) => {
    const { path, message } = (raw ?? {}) as { path?: unknown; message?: unknown };
    if (typeof message !== 'string' || !message.trim()) return [];
    const name = Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
    return [{ path: name, message }];
  });
}

/** A short human sentence, or undefined for anything that looks technical (JSON, paths, code). */
function plainSentence(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 300 || /[{}<>[\]]|^\w+(\.\w+)*: /.test(trimmed)) return undefined;
  return trimmed;
}

/** The words for one failure; `fieldNames` are the fields the form shows. */
export function explainError(
  err: unknown,
  texts: ErrorTexts = {},
  fieldNames: readonly string[] = [],
): ExplainedError {
  if (!isApiError(err)) {
    // A bug or a browser failure, not an answer of the API: never show its text.
    const code = isAbortError(err) ? ErrorCode.NetworkError : ErrorCode.InternalError;
    return { code, status: 0, message: textFor(texts, code, '') || messageForCode(code), fields: {} };
  }
  const { code, status } = err;
  const fields: Record<string, string> = {};
  let message = textFor(texts, code, err.message);
  if (code === ErrorCode.ValidationError) {
    const stray: Issue[] = [];
    for (const issue of issuesOf(err.data)) {
      if (fieldNames.includes(issue.path)) fields[issue.path] ??= issue.message;
      else stray.push(issue);
    }
    // An issue about a field the form does not show is told for the form; a 400 without issues
    // carries one sentence written for people (e.g. "You are already in this team.").
    if (!message && stray[0]) message = stray[0].message;
    if (!message && Object.keys(fields).length === 0 && issuesOf(err.data).length === 0)
      message = plainSentence(err.message) ?? '';
    if (!message && Object.keys(fields).length === 0) message = messageForCode(code);
  } else if (!message) {
    message = messageForCode(code);
  }
  return { code, status, message, fields };
}
