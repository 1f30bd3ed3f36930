import { useCallback, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/components/site-shell/site-shell";
import { useNotifications } from "~/features/notifications/notifications-context";
import { ApiError, apiUrl, postJson } from "~/lib/api-client";
import type { ContactMessage } from "~/lib/schemas";

export interface ContactRequestState {
  loading: boolean;
  data: unknown;
  completed: boolean;
  error: string | null;
  issues: ApiError["issues"];
}

const IDLE: ContactRequestState = { loading: false, data: null, completed: false, error: null, issues: [] };

/**
 * POST /api/contact with the lead flow of spec §4 (see ~/features/lead/use-lead-request): loading →
 * success (data stored, success toast) or failure (server message stored, the leads' error toast).
 */
export function useContactRequest() {
  const { t } = useTranslation(["about", "common"]);
  const { notify } = useNotifications();
  const leadApiUrl = useRouteLoaderData<RootData>("root")?.config.leadApiUrl ?? "";
  const [state, setState] = useState<ContactRequestState>(IDLE);

  const send = useCallback(
    async (message: ContactMessage) => {
      setState({ ...IDLE, loading: true });
      try {
        const { data } = await postJson<{ data: unknown }>(apiUrl(leadApiUrl, "/api/contact"), message, {
          timeout: t("common:api.timeout"),
          network: t("common:api.network"),
          serverError: t("common:api.serverError"),
        });
        setState({ ...IDLE, data, completed: true });
        notify({ status: "success", icon: "check", message: t("about:contact.form.success") });
        return true;
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError(String(error), 0);
        setState({ ...IDLE, error: apiError.message, issues: apiError.issues });
        notify({ status: "error", icon: "alert", message: t("common:lead.failure") });
        return false;
      }
    },
    [notify, leadApiUrl, t],
  );

  const reset = useCallback(() => setState(IDLE), []);
  return { state, send, reset };
}
