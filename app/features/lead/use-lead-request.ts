import { useCallback, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/components/site-shell/site-shell";
import { useNotifications } from "~/features/notifications/notifications-context";
import { ApiError, apiUrl, postJson } from "~/lib/api-client";
import type { Lead } from "~/lib/schemas";

export interface LeadRequestState {
  loading: boolean;
  data: unknown;
  completed: boolean;
  error: string | null;
  issues: ApiError["issues"];
}

const IDLE: LeadRequestState = { loading: false, data: null, completed: false, error: null, issues: [] };

/**
 * The lead save flow of spec §4: loading → success (data stored, success toast) or failure
 * (server message stored, error toast); reset clears.
 */
export function useLeadRequest() {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const leadApiUrl = useRouteLoaderData<RootData>("root")?.config.leadApiUrl ?? "";
  const [state, setState] = useState<LeadRequestState>(IDLE);

  const send = useCallback(
    async (lead: Lead & { sourcePage?: string }) => {
      setState({ ...IDLE, loading: true });
      try {
        const { data } = await postJson<{ data: unknown }>(apiUrl(leadApiUrl, "/api/lead"), lead, {
          timeout: t("api.timeout"),
          network: t("api.network"),
          serverError: t("api.serverError"),
        });
        setState({ ...IDLE, data, completed: true });
        // The spec's text is a subscription's; a demo request is confirmed as what it is (issue 23).
        notify({
          status: "success",
          icon: "check",
          message: t(lead.formId === "bookDemo" ? "lead.demoSuccess" : "lead.success"),
        });
        return true;
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError(String(error), 0);
        setState({ ...IDLE, error: apiError.message, issues: apiError.issues });
        notify({ status: "error", icon: "alert", message: t("lead.failure") });
        return false;
      }
    },
    [notify, leadApiUrl, t],
  );

  const reset = useCallback(() => setState(IDLE), []);
  return { state, send, reset };
}
