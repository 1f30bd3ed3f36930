import { useTranslation } from "~/i18n/react";
import { avatarSrc, membersOf, type TeamGroup } from "~/data/team";
import styles from "./team-group.module.css";

/** One group of the team page: h2, what the group does and its people as illustrated avatars. */
export function TeamGroupSection({ group }: { group: TeamGroup }) {
  const { t } = useTranslation("about");
  const members = membersOf(group);
  const titleId = `team-${group}`;
  return (
    <section className={styles.group} aria-labelledby={titleId} data-testid={`team-group-${group}`}>
      <header className={styles.head}>
        <h2 id={titleId}>{t(`team.groups.${group}.title`)}</h2>
        <p>{t(`team.groups.${group}.text`)}</p>
        <p className={styles.count}>{t("team.count", { count: members.length })}</p>
      </header>
      <ul className={styles.people}>
        {members.map((member) => (
          <li key={member.id} id={member.id} className={styles.person}>
            <img src={avatarSrc(member)} width={96} height={96} alt="" className={styles.avatar} />
            <div>
              <h3>{member.name}</h3>
              {member.handle && <p className={styles.handle}>{member.handle}</p>}
              <p>{t(`team.members.${member.id}`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
