import { useEffect } from "react";
import { useNotifications } from "~/components/notifications/notifications-context";
import { HEADING_LINK_ATTRIBUTE } from "~/content/heading-links";
import { useTranslation } from "~/i18n/react";
import { renderBlocksAbove } from "~/components/render-near";
import "./reading.module.css";

/** The link a heading that React renders (a docs section's title) carries to itself, as content headings do. */
export function HeadingLink({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation("reading");
  return (
    <a className="heading-link" href={`#${id}`} {...{ [HEADING_LINK_ATTRIBUTE]: "" }} data-hydrate-on-click="">
      <span aria-hidden="true">#</span>
      <span className="visually-hidden">{t("headingLink.label", { title })}</span>
    </a>
  );
}

/**
 * Once scripts run, a plain click on a heading's link puts its address in the address bar, scrolls to the
 * heading and copies the address, and a toast says so (a status region: screen readers announce it).
 * Without scripts the link does the first two by itself.
 */
export function HeadingLinkCopier() {
  const { t } = useTranslation("reading");
  const { notify } = useNotifications();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest(`a[${HEADING_LINK_ATTRIBUTE}]`) : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      window.history.replaceState(window.history.state, "", link.href);
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const target = document.getElementById(link.hash.slice(1));
      if (target) renderBlocksAbove(target);
      target?.scrollIntoView({ behavior: reduce ? "auto" : "smooth" });
      const say = (message: string) => notify({ status: "info", icon: "info", message: t(message) });
      (navigator.clipboard?.writeText(link.href) ?? Promise.reject(new Error("no clipboard"))).then(
        () => say("headingLink.copied"),
        () => say("headingLink.notCopied"),
      );
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [notify, t]);
  return null;
}
