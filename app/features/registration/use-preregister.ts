import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useLocation } from "react-router";
import { useRootData } from "~/root-data";
import { ApiError, apiUrl, postJson } from "~/lib/api-client";
import { issuesByField } from "~/lib/form-errors";
import { TEXT_MIN_LENGTH } from "~/lib/form-options";
import type { Preregistration } from "~/lib/schemas";

export type PreregisterStatus = "idle" | "submitting" | "completed";
/** What a registration form sends; the hook adds the honeypot and the page. */
export type PreregisterPerson = Omit<Preregistration, "website" | "sourcePage">;

/**
 * The registration flow shared by the short forms and the organization form (spec §4 "Registration"):
 * idle → submitting (the form disables its inputs) → completed (thank-you). On failure the form is
 * re-enabled and, beyond the spec, says what happened: `failure`, plus the server's per-field issues.
 */
export function usePreregister() {
  const { t } = useTranslation(["forms", "common"]);
  const root = useRootData();
  const { pathname } = useLocation();
  const [status, setStatus] = useState<PreregisterStatus>("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const send = async (person: PreregisterPerson, honeypot: string) => {
    setStatus("submitting");
    setFailure(null);
    setServerErrors({});
    try {
      await postJson(
        apiUrl(root?.config.usersApiUrl ?? "", "/api/users/preregister"),
        { ...person, website: honeypot || undefined, sourcePage: pathname },
        {
          timeout: t("common:api.timeout"),
          network: t("common:api.network"),
          serverError: t("common:api.serverError"),
        },
      );
      setStatus("completed");
    } catch (error) {
      setStatus("idle");
      setFailure(error instanceof ApiError ? error.message : t("common:api.serverError"));
      setServerErrors(error instanceof ApiError ? issuesByField(error.issues) : {});
    }
  };

  /** A field's message: translation keys of `common` (or "forms:…"); server issues come translated. */
  const message = (key: string | undefined) =>
    key ? t(key, { ns: "common", count: TEXT_MIN_LENGTH, defaultValue: key }) : undefined;

  return { status, busy: status === "submitting", failure, serverErrors, send, message };
}
