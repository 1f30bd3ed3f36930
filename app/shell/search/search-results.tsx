import type { ReactNode } from "react";
import type { SearchLabels } from "./search-labels";
import { wordMatches } from "~/lib/found-words";
import type { SearchKind, StoredFields } from "./search-options";
import styles from "./search.module.css";

export interface SearchItem {
  url: string;
  title: string;
  excerpt?: string;
  kind: StoredFields["kind"];
  terms: string[];
}

/** The dialog's listbox: options grouped by kind, the active one marked, matched words highlighted. */
export function SearchResults({
  listId,
  groups,
  items,
  active,
  optionId,
  kindLabels,
  onHover,
  onOpen,
}: {
  listId: string;
  groups: Array<{ kind: SearchKind; items: SearchItem[] }>;
  items: SearchItem[];
  active: number;
  optionId: (index: number) => string;
  kindLabels: SearchLabels["kinds"];
  onHover: (index: number) => void;
  onOpen: (item: SearchItem) => void;
}) {
  return (
    <div
      id={listId}
      role="listbox"
      aria-labelledby={`${listId}-label`}
      className={styles.list}
      hidden={items.length === 0}
    >
      {groups.map((group) => (
        <div
          key={group.kind}
          role="group"
          aria-labelledby={`${listId}-${group.kind}`}
          className={styles.group}
          data-testid="search-group"
        >
          <p id={`${listId}-${group.kind}`} className={styles.groupTitle} data-kind={group.kind}>
            {kindLabels[group.kind]}
          </p>
          {group.items.map((item) => {
            const index = items.indexOf(item);
            return (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- the combobox input moves the active option (aria-activedescendant)
              <div
                key={`${item.kind}:${item.url}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseMove={() => index !== active && onHover(index)}
                onClick={() => onOpen(item)}
                data-testid="search-result"
              >
                <span className={styles.optionTitle}>{highlight(item.title, item.terms)}</span>
                {item.excerpt && <span className={styles.excerpt}>{highlight(item.excerpt, item.terms)}</span>}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** Marks the words of a text that the search matched (accent- and case-insensitively). */
function highlight(text: string, terms: string[]): ReactNode {
  if (!terms.length) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const { start, end } of wordMatches(text, terms)) {
    parts.push(text.slice(last, start), <mark key={start}>{text.slice(start, end)}</mark>);
    last = end;
  }
  parts.push(text.slice(last));
  return parts;
}
