import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { useNearViewport } from "~/components/use-near-viewport";
import { ToolDemo } from "./tool-demo";
import { iconRowStyle, SPRITE_MASK } from "~/components/icon-sprite";
import { TOOL_ICONS, ToolIcon } from "./tool-icon";
import { TOOLS, type Tool } from "./tools";
import styles from "./tool-selector.module.css";

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The nine dev mode tools as an ARIA tab list (roving tabindex, arrows, Home and End move and
 * select); the panel shows the tool's animated demo and its caption.
 */
export function ToolSelector() {
  const { t } = useTranslation("docs");
  const [selected, setSelected] = useState<Tool>(TOOLS[0]);
  const [paused, setPaused] = useState(false);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const stage = useRef<HTMLDivElement>(null);
  const near = useNearViewport(stage);
  const id = useId();
  const tabId = (tool: Tool) => `${id}-tab-${tool}`;
  const panelId = `${id}-panel`;
  const name = (tool: Tool) => t(`tools.items.${tool}.name`);
  // A tab clicked or reached before the page hydrated holds the focus: choose it now.
  useEffect(() => {
    const chosen = tabs.current.findIndex((tab) => tab !== null && tab === document.activeElement);
    if (chosen > 0) setSelected(TOOLS[chosen]!);
  }, []);

  const demo = (
    <ToolDemo key={selected} tool={selected} paused={paused} label={t("tools.demoLabel", { tool: name(selected) })} />
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = NEXT_KEYS[event.key]?.(index, TOOLS.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(TOOLS[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <div className={styles.selector} data-testid="tool-selector">
      <div role="tablist" aria-label={t("tools.label")} className={styles.tablist}>
        {TOOLS.map((tool, index) => (
          <button
            key={tool}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tool)}
            aria-selected={tool === selected}
            aria-controls={panelId}
            tabIndex={tool === selected ? 0 : -1}
            className={`${styles.tab} ${SPRITE_MASK.after} ${TOOL_ICONS.className}`}
            onClick={() => setSelected(tool)}
            onKeyDown={(event) => onKeyDown(event, index)}
            data-tool={tool}
            style={iconRowStyle(TOOL_ICONS, tool, 18)}
          >
            {name(tool)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className={styles.panel}>
        <div className={styles.stage} ref={stage}>
          {/* The demo's SVG (most of the section's nodes) is drawn when the selector comes near the viewport;
              without scripts the noscript copy shows it, and with scripts a noscript holds text, not nodes. */}
          {near ? demo : <noscript>{demo}</noscript>}
          <button
            type="button"
            className={styles.pause}
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? t("tools.play") : t("tools.pause")}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
              <path d={paused ? "M7 4.5v15l12-7.5z" : "M6 4h4v16H6zM14 4h4v16h-4z"} />
            </svg>
          </button>
        </div>
        <div className={styles.captionRow}>
          <ToolIcon tool={selected} size={18} boxClassName={styles.captionIcon} />
          <p className={styles.captionTitle}>{name(selected)}</p>
          <p className={styles.caption} data-testid="tool-caption">
            {t(`tools.items.${selected}.caption`)}
          </p>
        </div>
      </div>
      <p className={styles.hint}>{t("tools.hint")}</p>
    </div>
  );
}
