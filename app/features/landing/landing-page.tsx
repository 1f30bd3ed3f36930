import { createContext, useContext } from "react";
import { useTranslation } from "~/i18n/react";
import { Avatar } from "~/components/avatar";
import { AVATAR_TONES } from "~/data/reviews";
import { groupElements, type LandingBlock } from "~/content/landing-blocks";
import { LandingForm } from "./landing-form";
import { LandingIcon } from "./landing-icon";
import type { ButtonElement, Landing, LandingSection } from "~/content/landing-model";
import { scrollToSection } from "./scroll-to-section";
import styles from "./landing.module.css";
import { SiteLink } from "~/components/site-link";

/** Whether the page takes registrations now (null: the page has no event, e.g. news). */
export interface RegistrationStatus {
  open: boolean;
  untilLabel: string;
  /** Where the form or, once closed, the closed notice sits: the closed status line leads there. */
  noticeId?: string;
}

const StatusContext = createContext<RegistrationStatus | null>(null);

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
    <StatusContext.Provider value={registration}>
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
    </StatusContext.Provider>
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
  const status = useContext(StatusContext);
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

function ClosedStatus({ noticeId }: { noticeId?: string }) {
  const { t } = useTranslation("events");
  if (!noticeId) return t("landing.status.closed");
  return (
    <a
      href={`#${noticeId}`}
      className="tap-target"
      data-scroll={noticeId}
      onClick={(event) => {
        event.preventDefault();
        scrollToSection(noticeId);
      }}
    >
      {t("landing.status.closed")}
    </a>
  );
}

const firstHeadingIndex = (blocks: LandingBlock[]) =>
  blocks.findIndex((block) => block.kind === "single" && block.element.type === "heading");

function Section({ section, index }: { section: LandingSection; index: number }) {
  const status = useContext(StatusContext);
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

function Block({
  block,
  sectionKey,
  headingLevel,
  isFirstHeading,
}: {
  block: LandingBlock;
  sectionKey: string;
  headingLevel: 1 | 2 | 3;
  isFirstHeading: boolean;
}) {
  const status = useContext(StatusContext);
  switch (block.kind) {
    case "single":
      return (
        <Single
          element={block.element}
          sectionKey={sectionKey}
          level={isFirstHeading ? headingLevel : 3}
          isTitle={isFirstHeading}
        />
      );
    case "cards":
      return (
        <ul className={styles.cards} data-count={block.items.length}>
          {block.items.map((card, position) => (
            <li key={card.title} className={styles.card}>
              {card.icon && (
                <span className={styles.cardIcon}>
                  <LandingIcon name={card.icon} />
                </span>
              )}
              {card.label && <span className={styles.cardLabel}>{card.label}</span>}
              {!card.icon && !card.label && <span className={styles.cardLabel}>{position + 1}</span>}
              <h3 className={styles.cardTitle}>{card.title}</h3>
              <p className={styles.cardText}>{card.text}</p>
              {card.items && (
                <ul className={styles.cardItems}>
                  {card.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <dl className={styles.facts}>
          {block.items.map((fact) => (
            <div key={fact.label + fact.value} className={styles.fact}>
              <dt>
                <span className={styles.factIcon}>
                  <LandingIcon name={fact.icon} />
                </span>
                {fact.label}
              </dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      );
    case "highlights":
      return (
        <ul className={styles.highlights}>
          {block.items.map((item) => (
            <li key={item.value + item.label}>
              <strong>{item.value}</strong>
              <span>{item.label}</span>
            </li>
          ))}
        </ul>
      );
    case "actions":
      return (
        <div className={styles.actions}>
          {block.items.map((button) => (
            <ActionButton key={button.label} button={button} />
          ))}
        </div>
      );
    case "form":
      return (
        <div className={styles.formCard}>
          <LandingForm formId={block.formId} inputs={block.inputs} submit={block.submit} open={status?.open ?? true} />
        </div>
      );
  }
}

function Single({
  element,
  sectionKey,
  level,
  isTitle,
}: {
  element: Extract<LandingBlock, { kind: "single" }>["element"];
  sectionKey: string;
  level: 1 | 2 | 3;
  isTitle: boolean;
}) {
  const { t } = useTranslation("events");
  switch (element.type) {
    case "eyebrow":
      return <p className={styles.eyebrow}>{element.text}</p>;
    case "heading": {
      const Heading = `h${level}` as const;
      return (
        <Heading
          id={isTitle ? `${sectionKey}-title` : undefined}
          className={level === 1 ? styles.title : styles.heading}
        >
          {element.text}
        </Heading>
      );
    }
    case "text":
      return <p className={styles.text}>{element.text}</p>;
    case "list":
      return (
        <ul className={styles.list}>
          {element.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "image":
      return (
        <img
          className={styles.image}
          src={element.src}
          width={element.width}
          height={element.height}
          alt={element.alt}
          loading="lazy"
        />
      );
    case "person":
      return (
        <div className={styles.person}>
          <Avatar initials={initialsOf(element.name)} tone={toneOf(element.name)} size={96} />
          <div className={styles.personText}>
            <h3 className={styles.personName}>{element.name}</h3>
            <p className={styles.personRole}>{element.role}</p>
            <p className={styles.personBio}>{element.bio}</p>
            {element.links && (
              <ul className={styles.personLinks}>
                {element.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <span className="visually-hidden"> {t("common:nav.newTab")}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      );
  }
}

/** onClick: a scroll is an in-page link (works without JavaScript), a redirect a site link. */
function ActionButton({ button }: { button: ButtonElement }) {
  const { redirect, scroll } = button.action.onClick;
  const className = `button ${button.variant === "secondary" ? "button-secondary" : "button-primary"} ${styles.actionButton}`;
  if (scroll) {
    return (
      <a
        href={`#${scroll}`}
        className={className}
        data-scroll={scroll}
        onClick={(event) => {
          event.preventDefault();
          scrollToSection(scroll);
        }}
      >
        {button.label}
      </a>
    );
  }
  if (redirect)
    return (
      <SiteLink to={redirect} className={className}>
        {button.label}
      </SiteLink>
    );
  return null;
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? parts.at(-1)![0] : ""}`.toUpperCase();
}

const toneOf = (name: string) =>
  AVATAR_TONES[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % AVATAR_TONES.length]!;
