import { createContext, useContext } from "react";
import { useTranslation } from "~/i18n/react";
import { scrollToSection } from "./scroll-to-section";
import type { LandingEvent } from "~/content/landing-model";

/** Whether the page takes registrations now (null: the page has no event, e.g. news). */
export interface RegistrationStatus {
  open: boolean;
  /** What the page announces: the closed notice names it ("this cohort", "this workshop", "this webinar"). */
  kind: LandingEvent["kind"];
  /** The last session has ended: the closed notice says the group has taken place, not only that registration ended. */
  finished: boolean;
  untilLabel: string;
  startLabel: string;
  /** Where the form or, once closed, the closed notice sits: the closed status line leads there. */
  noticeId?: string;
}

const StatusContext = createContext<RegistrationStatus | null>(null);

export const RegistrationStatusProvider = StatusContext.Provider;
export const useRegistrationStatus = () => useContext(StatusContext);

/** The closed status line: a link to the closed notice where the page has one. */
export function ClosedStatus({ noticeId }: { noticeId?: string }) {
  const { t } = useTranslation("events");
  if (!noticeId) return t("landing.status.closed");
  return (
    <a
      href={`#${noticeId}`}
      className="tap-target"
      data-scroll={noticeId}
      onClick={(event) => {
        event.preventDefault();
        scrollToSection(noticeId);
      }}
    >
      {t("landing.status.closed")}
    </a>
  );
}
