import styles from "./section-intro.module.css";

/** The h2 and lead sentence that open a section of the About pages. */
export function SectionIntro({
  id,
  title,
  lead,
  align = "start",
}: {
  id: string;
  title: string;
  lead?: string;
  align?: "start" | "center";
}) {
  return (
    <div className={styles.intro} data-align={align}>
      <h2 id={id}>{title}</h2>
      {lead && <p>{lead}</p>}
    </div>
  );
}
