import { useEffect, useRef } from "react";
import { watchProductVideo } from "~/boot/product-video";
import PRODUCT_VIDEO_SCRIPT from "~/boot/product-video.ts?inline-script";
import { InlineScript } from "~/components/inline-script";
import { PRODUCT_VIDEO } from "~/data/product-video";
import { useTranslation } from "~/i18n/react";
import styles from "./product-video.module.css";

/**
 * The product scene's loop (/media/scene, recorded by `npm run media:record`), muted, in the page's language: not
 * requested on the first load (`preload="none"`), played when near, with a pause button and a description for
 * screen readers. On the first load the inline script watches it (the home hydrates on demand); after a client
 * navigation this component's effect does.
 */
export function ProductVideo() {
  const { t, lang } = useTranslation("home");
  const player = useRef<HTMLElement>(null);
  const files = PRODUCT_VIDEO.files(lang);
  useEffect(() => (player.current ? watchProductVideo(player.current) : undefined), []);
  return (
    <>
      <figure ref={player} className={styles.player} data-product-video="">
        <video
          className={styles.video}
          muted
          loop
          playsInline
          preload="none"
          poster={files.poster}
          width={PRODUCT_VIDEO.width}
          height={PRODUCT_VIDEO.height}
          aria-label={t("info.video.label")}
          aria-describedby="home-video-description"
        >
          <source src={files.webm} type="video/webm" />
          <source src={files.mp4} type="video/mp4" />
        </video>
        <button
          type="button"
          className={styles.toggle}
          data-play={t("info.video.play")}
          data-pause={t("info.video.pause")}
          hidden
        >
          <span className={styles.glyph} aria-hidden="true" />
          <span data-label="">{t("info.video.play")}</span>
        </button>
        <figcaption id="home-video-description" className="visually-hidden">
          {t("info.video.description")}
        </figcaption>
      </figure>
      <InlineScript source={PRODUCT_VIDEO_SCRIPT} />
    </>
  );
}
