import styles from "./hero-collage.module.css";

const SCENES = ["gym", "external-ilumination", "meeting"] as const;

/** Three of the cases' banners, switched on, fanned out beside the list's title (wide screens only; decorative). */
export function HeroCollage() {
  return (
    <div className={styles.collage} aria-hidden="true">
      {SCENES.map((id) => (
        <img
          key={id}
          src={`/illustrations/showcase/${id}-card-hover.svg`}
          width={640}
          height={400}
          alt=""
          className={styles.tile}
          // Hidden below 1,100 px, where a lazy image is not fetched (an eager one was, and parsed as an SVG document).
          loading="lazy"
          decoding="async"
        />
      ))}
      <span className={styles.chip}>
        <span className={styles.dot} />
        30:00
      </span>
    </div>
  );
}
