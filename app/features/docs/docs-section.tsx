import type { CSSProperties, ReactNode } from "react";
import { HtmlBlock } from "~/components/html-block";
import { HeadingLink } from "~/components/reading/heading-links";
import { PageMeta } from "~/components/reading/page-meta";
import type { DocsSection as Section } from "~/content/docs-content.server";
import { MediaFigure, renderedScreens, type Media } from "./media";
import styles from "./tutorial.module.css";

/**
 * One tutorial section: anchored heading with its link, the editor's link to it (when edit links are on),
 * sanitized body (built from Markdown at build time) and pictures. The page's date and its "Was this page
 * helpful?" are the page's, written once (docs-create-account.tsx).
 */
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
        <HeadingLink id={section.url} title={section.header} />
      </h2>
      {/* Rendered only near the viewport (tutorial.module.css). */}
      <div
        className={styles.sectionBody}
        style={
          {
            "--characters": section.size.characters,
            "--paragraphs": section.size.paragraphs,
            "--pictures": section.size.pictures,
            "--picture-ratio": section.size.pictureRatio.toFixed(3),
            "--rendered-screens": renderedScreens(
              section.blocks.flatMap((block) => (block.kind === "html" ? [] : [block.media])),
            ),
          } as CSSProperties
        }
      >
        <PageMeta collection="docs" slug={section.slug} part="section" />
        {section.blocks.map((block, index) =>
          block.kind === "html" ? (
            <HtmlBlock key={index} className={styles.prose} html={block.html} />
          ) : (
            <MediaFigure key={index} media={block.media} onOpen={onOpenMedia} />
          ),
        )}
      </div>
      {children}
    </section>
  );
}
