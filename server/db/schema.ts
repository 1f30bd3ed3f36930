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

export interface Database {
  leads: LeadsTable;
  preregistrations: PreregistrationsTable;
  settings: SettingsTable;
}

export type NewLead = Insertable<LeadsTable>;
export type Lead = Selectable<LeadsTable>;
export type NewPreregistration = Insertable<PreregistrationsTable>;
export type Preregistration = Selectable<PreregistrationsTable>;
