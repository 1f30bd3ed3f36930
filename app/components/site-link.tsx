import { useEffect, useState, type AnchorHTMLAttributes } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";

/** On a link: the router takes its clicks (value "intent": and prefetches its page on hover or focus). */
const SITE_LINK = "data-site-link";
/** On an element whose rendered HTML holds internal links (Markdown bodies): the router takes their clicks too. */
export const SITE_LINKS_INSIDE = "data-site-links";

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; prefetch?: "intent" };

/**
 * A link to a page of the site. React Router's <Link> runs about ten hooks and builds a URL for every
 * link while the page hydrates, and a page has 50–70 of them (header, footer, cards): a plain <a>
 * costs nothing, and <SiteLinkNavigation> in the shell sends its clicks to the router, so navigation
 * stays client-side. Keep <Link> for what this does not do (replace, state, scroll options).
 */
export function SiteLink({ to, prefetch, children, ...anchor }: SiteLinkProps) {
  return (
    <a {...anchor} href={to} {...{ [SITE_LINK]: prefetch ?? "" }}>
      {children}
    </a>
  );
}

/** NavLink's rule for aria-current: the link's own address and, unless `end`, the addresses below it. */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  if (pathname === to) return true;
  return !end && to !== "/" && pathname.startsWith(`${to}/`);
}

function siteLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest("a");
  if (!anchor || !(anchor.hasAttribute(SITE_LINK) || anchor.closest(`[${SITE_LINKS_INSIDE}]`))) return null;
  if (!anchor.getAttribute("href")?.startsWith("/") || anchor.origin !== window.location.origin) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  return anchor;
}

/** One listener for every site link: client-side navigation on a plain left click, page prefetch on intent. */
export function SiteLinkNavigation() {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = siteLinkOf(event.target);
      if (!anchor || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const to = anchor.pathname + anchor.search + anchor.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, { replace: to === here });
    };
    const onIntent = (event: Event) => {
      const anchor = siteLinkOf(event.target);
      if (anchor?.getAttribute(SITE_LINK) === "intent") setIntent(anchor.pathname);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", onIntent);
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, [navigate]);

  return intent ? <PrefetchPageLinks page={intent} /> : null;
}
