import { useTranslation } from "~/i18n/react";
import { groupElements, type LandingBlock } from "~/content/landing-blocks";
import type { Landing, LandingSection } from "~/content/landing-model";
import { Block } from "./landing-block";
import {
  ClosedStatus,
  RegistrationStatusProvider,
  useRegistrationStatus,
  type RegistrationStatus,
} from "./registration-status";
import styles from "./landing.module.css";
import { SiteLink } from "~/components/site-link";

type LandingView = Pick<Landing, "category" | "title" | "sections">;

/**
 * Renders a landing page from the spec's data model: each section by its `style`, its `class` as a
 * modifier, its children in order (forms assembled from inputs and the button that submits them).
 * Reused by the event pages and the news page; texts of the frame live in events.json `landing.*`.
 */
export function LandingPage({
  landing,
  registration = null,
}: {
  landing: LandingView;
  registration?: RegistrationStatus | null;
}) {
  return (
    <RegistrationStatusProvider value={registration}>
      <div className={styles.page} data-category={landing.category}>
        {landing.sections.map((section, index) =>
          section.style === "hero" ? (
            <HeroSection
              key={section.id ?? index}
              section={section}
              index={index}
              showEventsLink={landing.category !== "news"}
            />
          ) : (
            <Section key={section.id ?? index} section={section} index={index} />
          ),
        )}
      </div>
    </RegistrationStatusProvider>
  );
}

const sectionId = (section: LandingSection, index: number) => section.id ?? `section-${index + 1}`;
const moduleClass = (section: LandingSection) => (section.class ? styles[section.class] : "");

function HeroSection({
  section,
  index,
  showEventsLink,
}: {
  section: LandingSection;
  index: number;
  showEventsLink: boolean;
}) {
  const { t } = useTranslation("events");
  const status = useRegistrationStatus();
  const id = sectionId(section, index);
  const image = section.children.find((child) => child.type === "image");
  const highlights = section.children.filter((child) => child.type === "highlight");
  const rest = groupElements(section.children.filter((child) => child.type !== "image" && child.type !== "highlight"));
  const firstActions = rest.findIndex((block) => block.kind === "actions");
  const statusAt = firstActions >= 0 ? firstActions : rest.length;
  const statusLine = status && (
    <p className={styles.status} data-open={status.open ? "" : undefined} data-testid="registration-status">
      <span className={styles.statusDot} aria-hidden="true" />
      {status.open ? (
        t("landing.status.open", { date: status.untilLabel })
      ) : (
        <ClosedStatus noticeId={status.noticeId} />
      )}
    </p>
  );
  return (
    <section id={id} className={`${styles.hero} ${moduleClass(section)}`} aria-labelledby={`${id}-title`}>
      <div className={`container ${styles.heroInner}`}>
        {showEventsLink && (
          <nav aria-label={t("landing.breadcrumb")} className={styles.breadcrumb}>
            <SiteLink to="/events" className="tap-target">
              {t("landing.events")}
            </SiteLink>
          </nav>
        )}
        <div className={styles.heroGrid}>
          <div className={styles.heroText}>
            {rest.slice(0, statusAt).map((block, position) => (
              <Block
                key={position}
                block={block}
                sectionKey={id}
                headingLevel={1}
                isFirstHeading={firstHeadingIndex(rest) === position}
              />
            ))}
            {statusLine}
            {rest.slice(statusAt).map((block, position) => (
              <Block
                key={statusAt + position}
                block={block}
                sectionKey={id}
                headingLevel={1}
                isFirstHeading={firstHeadingIndex(rest) === statusAt + position}
              />
            ))}
          </div>
          {image?.type === "image" && (
            <div className={styles.heroArt}>
              <img src={image.src} width={image.width} height={image.height} alt={image.alt} fetchPriority="high" />
            </div>
          )}
        </div>
        {highlights.length > 0 && (
          <ul className={styles.highlights} aria-label={t("landing.highlights")}>
            {highlights.map(
              (item) =>
                item.type === "highlight" && (
                  <li key={item.value + item.label}>
                    <strong>{item.value}</strong>
                    <span>{item.label}</span>
                  </li>
                ),
            )}
          </ul>
        )}
      </div>
    </section>
  );
}

const firstHeadingIndex = (blocks: LandingBlock[]) =>
  blocks.findIndex((block) => block.kind === "single" && block.element.type === "heading");

function Section({ section, index }: { section: LandingSection; index: number }) {
  const status = useRegistrationStatus();
  const id = sectionId(section, index);
  const blocks = groupElements(section.children);
  const first = firstHeadingIndex(blocks);
  // The header is everything up to the section's heading plus the paragraphs and lists right after it.
  let headerEnd = first + 1;
  while (first >= 0 && isIntro(blocks[headerEnd])) headerEnd += 1;
  let header = first >= 0 ? blocks.slice(0, headerEnd) : [];
  const body = first >= 0 ? blocks.slice(headerEnd) : blocks;
  // A closed registration section keeps only its title above the closed notice (its intro invites to fill in the form).
  const closedForm = status !== null && !status.open && body.some((block) => block.kind === "form");
  if (closedForm) header = header.filter((block) => !isIntro(block));
  return (
    <section
      id={id}
      className={`section ${styles.section} ${moduleClass(section)}`}
      data-style={section.style}
      data-closed={closedForm ? "" : undefined}
      aria-labelledby={first >= 0 ? `${id}-title` : undefined}
    >
      <div className={`container ${styles.sectionInner}`}>
        {header.length > 0 && (
          <div className={styles.sectionHeader}>
            {header.map((block, position) => (
              <Block
                key={position}
                block={block}
                sectionKey={id}
                headingLevel={2}
                isFirstHeading={blocks.indexOf(block) === first}
              />
            ))}
          </div>
        )}
        <div className={styles.sectionBody}>
          {body.map((block, position) => (
            <Block key={position} block={block} sectionKey={id} headingLevel={3} isFirstHeading={false} />
          ))}
        </div>
      </div>
    </section>
  );
}

const isIntro = (block: LandingBlock | undefined) =>
  block?.kind === "single" && (block.element.type === "text" || block.element.type === "list");
