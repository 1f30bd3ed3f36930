import type { ReactNode } from "react";
import { HtmlBlock } from "~/components/html-block";
import type { DocsSection as Section } from "~/content/docs-content.server";
import { MediaFigure, type Media } from "./media";
import styles from "./tutorial.module.css";

/** One tutorial section: anchored heading, sanitized body (built from Markdown at build time) and pictures. */
export function DocsSection({
  section,
  onOpenMedia,
  children,
}: {
  section: Section;
  onOpenMedia: (media: Media, opener: HTMLElement) => void;
  children?: ReactNode;
}) {
  return (
    <section
      id={section.url}
      aria-labelledby={`${section.url}-title`}
      className={styles.section}
      data-testid="docs-section"
    >
      <h2 id={`${section.url}-title`} className={styles.sectionTitle}>
        {section.header}
      </h2>
      {section.blocks.map((block, index) =>
        block.kind === "html" ? (
          <HtmlBlock key={index} className={styles.prose} html={block.html} />
        ) : (
          <MediaFigure key={index} media={block.media} onOpen={onOpenMedia} />
        ),
      )}
      {children}
    </section>
  );
}
