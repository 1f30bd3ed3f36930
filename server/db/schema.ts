import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

export interface LeadsTable {
  id: Generated<number>;
  form_id: string;
  email: string;
  email_normalized: string;
  nome: string | null;
  sobrenome: string | null;
  cargo: string | null;
  empresa: string | null;
  telefone: string | null;
  pais: string | null;
  interesse: string | null;
  mensagem: string | null;
  assunto: string | null;
  consentimento: number | null;
  payload: string;
  source_page: string | null;
  language: string | null;
  ip_hash: string | null;
  user_agent: string | null;
  created_at: ColumnType<string, string, never>;
}

export interface PreregistrationsTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  company_name: string;
  doc: string;
  company_doc: string;
  account_type: string;
  /** E.164 (+55…); this and the four below come only from the organization form. */
  whatsapp: string | null;
  purpose: string | null;
  age_range: string | null;
  area: string | null;
  terms_accepted_at: string | null;
  payload: string;
  source_page: string | null;
  language: string | null;
  ip_hash: string | null;
  user_agent: string | null;
  created_at: ColumnType<string, string, never>;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export type RecordTable = "leads" | "preregistrations";
export type DeliveryStatus = "pending" | "delivered" | "failed";
/** Where stored records go (docs/webhooks.md): the signed webhook, RD Station Marketing, HubSpot Forms. */
export type DestinationName = "webhook" | "rdstation" | "hubspot";

/** One event to deliver per stored record and destination (docs/webhooks.md). */
export interface OutboxTable {
  id: Generated<number>;
  /** The event's stable id, the same for every destination: the receiver's idempotency key. */
  event_id: string;
  /** Each destination has its own rows, so its own state, retries and backoff. */
  destination: DestinationName;
  /** `<kind>.created`, or `<kind>.deleted` for an erasure (whose record is gone: its data is only the id). */
  type: string;
  /** The record the event is about; its `data` is read from it when sent, so no copy of it is kept here. */
  record_table: RecordTable;
  record_id: number;
  created_at: string;
  /** When the row was last (re)queued: the 24 h until it is marked failed count from here. */
  queued_at: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  /** An instance sending the row holds it until then; a crashed instance's lease runs out. */
  lease_until: string | null;
  last_attempt_at: string | null;
  last_error: string | null;
  delivered_at: string | null;
}

/** One answer to "Was this helpful?" (server/db/feedback.ts). */
export interface PageFeedbackTable {
  id: Generated<number>;
  /** The article's address, or the docs article's with the section's anchor. */
  page: string;
  /** 1 for yes, 0 for no. */
  helpful: number;
  comment: string | null;
  language: string | null;
  created_at: ColumnType<string, string, never>;
}

export interface Database {
  leads: LeadsTable;
  preregistrations: PreregistrationsTable;
  settings: SettingsTable;
  outbox: OutboxTable;
  page_feedback: PageFeedbackTable;
}

export type NewLead = Insertable<LeadsTable>;
export type Lead = Selectable<LeadsTable>;
export type NewPreregistration = Insertable<PreregistrationsTable>;
export type Preregistration = Selectable<PreregistrationsTable>;
export type OutboxRow = Selectable<OutboxTable>;
