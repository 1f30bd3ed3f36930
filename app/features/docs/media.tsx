import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { LiveDashboard } from "~/components/product/live-dashboard";
import { returnFocusIfLost } from "~/lib/return-focus";
import type { DocsMedia as Media } from "~/content/section-blocks";
import { ToolIcon } from "./tool-icon";
import { TOOLS } from "./tools";
import styles from "./media.module.css";

export type { Media };

/**
 * Screens of the product the page draws from the product's own components rather than from the content's image
 * file, so they show real labels in the reader's language and theme. The file stays: the content names it (the
 * editor, the docs hub's card), and its alt text and caption describe the rendered screen.
 */
const RENDERED_SCREENS: Record<string, () => ReactNode> = {
  "/illustrations/docs-dashboard-editor.svg": () => (
    <LiveDashboard
      toolbar={TOOLS.map((tool) => (
        <ToolIcon key={tool} tool={tool} size={18} boxClassName={styles.tool} />
      ))}
    />
  ),
};

/** Screens drawn from components among a section's pictures: their height is their own, not their file's ratio. */
export const renderedScreens = (media: ReadonlyArray<Pick<Media, "src">>) =>
  media.filter(({ src }) => src in RENDERED_SCREENS).length;

/** A section picture; the button (named by the picture and "enlarge", as its content read before) opens it enlarged. */
export function MediaFigure({ media, onOpen }: { media: Media; onOpen: (media: Media, opener: HTMLElement) => void }) {
  const { t } = useTranslation("docs");
  const screen = RENDERED_SCREENS[media.src];
  if (screen)
    return (
      <figure className={styles.figure}>
        <div role="img" aria-label={media.alt} className={styles.screen}>
          {screen()}
        </div>
        <figcaption>{media.caption}</figcaption>
      </figure>
    );
  return (
    <figure className={styles.figure}>
      <button
        type="button"
        className={styles.zoom}
        aria-haspopup="dialog"
        aria-label={`${media.alt} ${t("media.enlarge")}`}
        onClick={(event) => onOpen(media, event.currentTarget)}
        data-testid="media-open"
      >
        <img
          src={media.src}
          width={media.width}
          height={media.height}
          alt={media.alt}
          loading="lazy"
          decoding="async"
        />
      </button>
      <figcaption>{media.caption}</figcaption>
    </figure>
  );
}

/**
 * The enlarged picture in a native modal dialog: Esc, the close button or a click outside
 * closes it, and focus goes back to the picture that opened it.
 */
export function MediaDialog({
  zoom,
  onClose,
}: {
  zoom: { media: Media; opener: HTMLElement } | null;
  onClose: () => void;
}) {
  const media = zoom?.media ?? null;
  const { t } = useTranslation("docs");
  const ref = useRef<HTMLDialogElement>(null);
  const captionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (media && dialog && !dialog.open) {
      dialog.showModal();
      dialog.querySelector("button")?.focus();
    }
  }, [zoom, media]);

  const closed = () => {
    // A close event that arrives after the picture was opened again belongs to the previous opening.
    if (ref.current?.open) return;
    onClose();
    returnFocusIfLost(zoom?.opener);
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes; Escape does natively
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={captionId}
      onClose={closed}
      onClick={(event) => event.target === ref.current && ref.current.close()}
      data-testid="media-dialog"
    >
      {media && (
        <figure className={styles.large}>
          <button
            type="button"
            className={styles.close}
            onClick={() => ref.current?.close()}
            aria-label={t("media.close")}
          >
            <Icon name="close" />
          </button>
          <img src={media.src} width={media.width} height={media.height} alt={media.alt} />
          <figcaption id={captionId}>{media.caption}</figcaption>
        </figure>
      )}
    </dialog>
  );
}
