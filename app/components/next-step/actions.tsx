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

/**
 * `to`: the demo form with what the visitor came from (`/demo-form?plan=…` preselects its interest), and `context` the
 * name of that thing for screen readers when several such links share a page; `onClick` lets the home scroll to its own form.
 */
export function BookDemoLink({
  to = "/demo-form",
  context,
  onClick,
  className = "",
  testId,
}: {
  to?: string;
  context?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation("common");
  return (
    <SiteLink
      to={to}
      className={`button button-secondary ${className}`}
      onClick={onClick}
      data-action="book-demo"
      data-testid={testId}
      {...(onClick ? { "data-hydrate-on-click": "" } : {})}
    >
      {t("actions.bookDemo")}
      {context && <span className="visually-hidden">: {context}</span>}
      <Icon name="arrowRight" size={16} />
    </SiteLink>
  );
}
