import { useState, useSyncExternalStore, type ElementType, type HTMLAttributes, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";

/** An empty inner HTML React neither writes nor compares while hydrating, so the server's children stay. */
const KEEP_SERVER_CHILDREN = { __html: "" };
const subscribeToNothing = () => () => {};

type StaticSubtreeProps = HTMLAttributes<HTMLElement> & {
  /** The subtree's own element (with the other attributes); without it, a `<div class="static-subtree">` that takes no part in layout. */
  as?: ElementType;
  /** In the shell (footer): the same on every page, so only a change of language renders it again. Its links keep focus across navigations. */
  staysAcrossPages?: boolean;
  children: ReactNode;
};

/**
 * A part of a page that never responds to React: text, images and site links (their clicks go
 * through SiteLinkNavigation's document listener). On the first page load the browser keeps the
 * server's HTML for it and React does not render or hydrate what is inside, which is most of the
 * hydration work on content pages (decision 008). From the first client navigation or change of
 * language on, it renders its children like any element, so new pages and languages show their own
 * content.
 *
 * Nothing inside may need to run in the browser before that: no event handlers, no effects, no state
 * that changes on its own.
 */
export function StaticSubtree({ as, staysAcrossPages = false, children, ...attributes }: StaticSubtreeProps) {
  const Tag = as ?? "div";
  const element = as ? attributes : { ...attributes, className: "static-subtree" };
  const { lang } = useTranslation();
  const locationKey = useLocation().key;
  const page = staysAcrossPages ? lang : `${locationKey} ${lang}`;
  // React uses the server snapshot exactly when it hydrates this element: true then, false in a client render.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [adoptedOn, setAdoptedOn] = useState(() => (hydrating && typeof document !== "undefined" ? page : null));
  if (adoptedOn !== null && adoptedOn !== page) setAdoptedOn(null);

  if (adoptedOn === page) {
    return <Tag {...element} dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN} suppressHydrationWarning />;
  }
  return <Tag {...element}>{children}</Tag>;
}
