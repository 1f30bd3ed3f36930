import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/components/site-shell/site-shell";
import { useNotifications } from "~/features/notifications/notifications-context";
import { ApiError, apiUrl, postJson } from "~/lib/api-client";
import { readRegistrations, withoutRegistration, withRegistration, writeRegistrations } from "./registration-store";

/**
 * The course form of spec §4/§5: every field filled → POST /api/course-registration, keep the record
 * locally, show 'registered'; a blank field → 'Preencher todas as informações' (bell, error), nothing
 * saved or sent. `reset` clears this form's record and brings the form back.
 */
export function useCourseRegistration(formId: string) {
  const { t } = useTranslation(["events", "common"]);
  const { notify } = useNotifications();
  const leadApiUrl = useRouteLoaderData<RootData>("root")?.config.leadApiUrl ?? "";
  const [registered, setRegistered] = useState(false);
  const [sending, setSending] = useState(false);

  // The record lives in the browser: read it after hydration so the server HTML always matches.
  useEffect(() => setRegistered(Boolean(readRegistrations()[formId])), [formId]);

  const submit = useCallback(
    async (fields: Record<string, string>, extra: { website?: string; sourcePage?: string } = {}): Promise<boolean> => {
      const trimmed = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value.trim()]));
      if (Object.values(trimmed).some((value) => value === "")) {
        notify({ status: "error", icon: "bell", message: t("landing.form.fillAll") });
        return false;
      }
      setSending(true);
      try {
        await postJson(
          apiUrl(leadApiUrl, "/api/course-registration"),
          { formId, fields: trimmed, ...extra },
          {
            timeout: t("common:api.timeout"),
            network: t("common:api.network"),
            serverError: t("common:api.serverError"),
          },
        );
      } catch (error) {
        const message = error instanceof ApiError && error.message ? error.message : t("landing.form.failure");
        notify({ status: "error", icon: "alert", message });
        return false;
      } finally {
        setSending(false);
      }
      writeRegistrations(
        withRegistration(readRegistrations(), { formId, fields: trimmed, registeredAt: new Date().toISOString() }),
      );
      setRegistered(true);
      return true;
    },
    [formId, notify, leadApiUrl, t],
  );

  const reset = useCallback(() => {
    writeRegistrations(withoutRegistration(readRegistrations(), formId));
    setRegistered(false);
  }, [formId]);

  return { registered, sending, submit, reset };
}
