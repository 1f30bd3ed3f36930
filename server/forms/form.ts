import type { Request } from "express";
import { fieldIssues, type FieldIssue } from "~/lib/form-options";
import type { ApiMessageKey } from "../api/messages";
import type { StoredRow } from "../db/leads";
import type { DatabaseHandle } from "../db/kysely";
import type { IpHasher } from "../security/ip-hash";
import { postsRefused, recordsStored } from "../observability/metrics";
import { nulByteIssue } from "./nul-bytes";
import { requestMeta, type RequestMeta } from "./request-meta";

interface SafeParser<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/**
 * One form of the site: its schema, how it is stored, and the JSON the API answers once it is.
 * The answer depends only on what was sent, never on what was stored (no ids, no timestamps), so a
 * repeated newsletter e-mail is answered byte for byte like a new one and reveals nothing (LGPD).
 */
export interface FormDefinition<T extends { sourcePage?: string }> {
  /** The `form` label of its stored records in the metrics: one of a few fixed names, never typed text. */
  metricName(data: T): string;
  schema: SafeParser<T>;
  store(database: DatabaseHandle, data: T, meta: RequestMeta): Promise<StoredRow>;
  answer(data: T): unknown;
  /** Refuses a well-formed submission the site cannot take at `now` (an unknown or closed course). */
  admit?(data: T, now: Date): FormRefusal | null;
}

/** A refusal of the whole form, not of a field: `message` is a key of the `api` messages. */
export interface FormRefusal {
  status: 404 | 409;
  message: ApiMessageKey;
}

export type SubmitOutcome =
  { ok: true; body: unknown } | { ok: false; issues: FieldIssue[] } | ({ ok: false; issues?: undefined } & FormRefusal);

/**
 * The one write path of every form: parse with the shared schema, then store. The JSON API and the
 * pages' form actions both come here, so a record is the same whichever way it was sent.
 * Issue messages are translation keys (`validation.*`), refusal messages keys of `api.*`; the caller
 * translates them.
 */
export async function submitForm<T extends { sourcePage?: string }>(
  database: DatabaseHandle,
  form: FormDefinition<T>,
  input: unknown,
  req: Request,
  ipHash: IpHasher,
): Promise<SubmitOutcome> {
  const invalid = (issues: FieldIssue[]): SubmitOutcome => {
    postsRefused.inc({ reason: "validation" });
    return { ok: false, issues };
  };
  const nul = nulByteIssue(input);
  if (nul) return invalid([nul]);
  const parsed = form.schema.safeParse(input);
  if (!parsed.success) return invalid(fieldIssues(parsed.error));
  const refusal = form.admit?.(parsed.data, new Date());
  if (refusal) {
    postsRefused.inc({ reason: "not_admitted" });
    return { ok: false, ...refusal };
  }
  const stored = await form.store(database, parsed.data, requestMeta(req, parsed.data.sourcePage, ipHash));
  recordsStored.inc({ form: form.metricName(parsed.data) });
  if (stored.created && database.destinations.length > 0) database.formPosts.notify();
  return { ok: true, body: form.answer(parsed.data) };
}
