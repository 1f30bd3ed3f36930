import { useTranslation } from "~/i18n/react";
import { Avatar } from "~/components/avatar";
import { SiteLink } from "~/components/site-link";
import type { LandingBlock } from "~/content/landing-blocks";
import type { ButtonElement } from "~/content/landing-model";
import { AVATAR_TONES } from "~/data/reviews";
import { LandingForm } from "./landing-form";
import { LandingIcon } from "./landing-icon";
import { useRegistrationStatus } from "./registration-status";
import { scrollToSection } from "./scroll-to-section";
import styles from "./landing.module.css";

/** One block of a landing section: a single element, or cards, facts, highlights, buttons or a form grouped from its elements. */
export function Block({
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
  const status = useRegistrationStatus();
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

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? parts.at(-1)![0] : ""}`.toUpperCase();
}

const toneOf = (name: string) =>
  AVATAR_TONES[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % AVATAR_TONES.length]!;
