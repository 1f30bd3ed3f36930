import type { MouseEventHandler } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { SiteLink } from "~/components/site-link";
import { useAppLinks } from "~/root-data";

/**
 * The site's two calls to action, one label, one style and one target each (issue 68): starting free opens the
 * application's register page in a new tab; booking a demo leads to the demo form. Keys: common `actions.*`.
 */
export function StartFreeLink({ className = "" }: { className?: string }) {
  const { t } = useTranslation("common");
  return (
    <a
      href={useAppLinks().register}
      target="_blank"
      rel="noopener noreferrer"
      className={`button button-primary ${className}`}
      data-action="start-free"
    >
      {t("actions.startFree")}
      <Icon name="external" size={16} />
      <span className="visually-hidden"> {t("nav.newTab")}</span>
    </a>
  );
}

/** `plan` names the plan the visitor came from (the demo form preselects its interest); `onClick` lets the home scroll to its own form. */
export function BookDemoLink({
  plan,
  onClick,
  className = "",
  testId,
}: {
  plan?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation("common");
  return (
    <SiteLink
      to={plan ? `/demo-form?plan=${plan}` : "/demo-form"}
      className={`button button-secondary ${className}`}
      onClick={onClick}
      data-action="book-demo"
      data-testid={testId}
      {...(onClick ? { "data-hydrate-on-click": "" } : {})}
    >
      {t("actions.bookDemo")}
      <Icon name="arrowRight" size={16} />
    </SiteLink>
  );
}
