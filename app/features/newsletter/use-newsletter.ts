import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { useLeadRequest } from "~/features/lead/use-lead-request";
import { useNotifications } from "~/components/notifications/notifications-context";

/** Spec §5: an address without @ gets the invalid-email toast and sends nothing. */
export function useNewsletter() {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const { pathname } = useLocation();
  const lead = useLeadRequest();
  const subscribe = async (email: string, honeypot: string) => {
    if (!email.includes("@")) {
      notify({ status: "error", icon: "alert", message: t("validation.email") });
      return false;
    }
    return lead.send({
      formId: "newsletter",
      email: email.trim(),
      website: honeypot || undefined,
      sourcePage: pathname,
    });
  };
  return { ...lead, subscribe };
}
