import { useTranslation } from "~/i18n/react";
import { SiteLink } from "~/components/site-link";
import styles from "./article.module.css";
import type { LandingEvent } from "~/content/landing-model";

export interface EventInvitationView {
  title: string;
  dateLabel: string;
  href: string;
  open: boolean;
  kind: LandingEvent["kind"];
}

const REGISTER = {
  course: "article.event.registerCourse",
  workshop: "article.event.registerWorkshop",
  webinar: "article.event.registerWebinar",
} as const;

/**
 * The end of an article about an event (its front matter's `event`): while registration is open, a link to the
 * event's registration form; once closed, to the upcoming events.
 */
export function EventInvitation({ invitation }: { invitation: EventInvitationView }) {
  const { t } = useTranslation("article");
  return (
    <section className={styles.invitation} aria-labelledby="event-invitation" data-testid="event-invitation">
      <p className={styles.invitationLabel}>{t("article.event.label")}</p>
      <h2 id="event-invitation">{invitation.title}</h2>
      {invitation.open ? (
        <>
          <p className={styles.invitationText}>{t("article.event.open", { date: invitation.dateLabel })}</p>
          <SiteLink to={invitation.href} className="button button-primary">
            {t(REGISTER[invitation.kind])}
          </SiteLink>
        </>
      ) : (
        <>
          <p className={styles.invitationText}>{t("article.event.closed")}</p>
          <SiteLink to="/events" className="button button-secondary">
            {t("article.event.upcoming")}
          </SiteLink>
        </>
      )}
    </section>
  );
}
