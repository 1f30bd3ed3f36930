import { useDeferredValue, useMemo } from "react";
import { SpriteIcon } from "~/components/sprite-icon";
import { iconSet } from "~/components/icon-sprite";
import flowIcons from "./flow.icons.json";
import { useTranslation } from "~/i18n/react";
import type { Language } from "~/i18n/languages";
import { useSettled } from "./use-settled";
import { describeFlow, flowWords, type FlowNode } from "./describe-flow";
import type { Flow } from "./flow";
import styles from "./flow-panel.module.css";

/** A screen reader hears the preview once the typing has paused this long, not at every key. */
const ANNOUNCE_DELAY_MS = 600;
const K = "prompt.preview";

const ICONS = iconSet<FlowNode["icon"]>("flow", flowIcons.paths);

interface FlowPanelProps {
  text: string;
  interpret: (text: string, lang: Language) => Flow | undefined;
}

/** "Flow preview": the automation the visitor is describing, as nodes, device variables and a board. */
export function FlowPanel({ text, interpret }: FlowPanelProps) {
  const { t, lang } = useTranslation("home");
  const typed = text.trim();
  // Drawn again at every key, at a lower priority than the typing: a key never waits for it, and the last key's
  // preview shows as soon as it is drawn (a pause to wait for first would add its length to every answer).
  const shown = useDeferredValue(typed);
  const flow = useMemo(() => (shown ? interpret(shown, lang) : undefined), [shown, lang, interpret]);
  const described = useMemo(() => flow && describeFlow(flow, t, lang), [flow, t, lang]);
  const examples = t(`${K}.hint.examples`, { returnObjects: true }) as string[];
  const hint = t(`${K}.hint.text`, { first: examples[0], second: examples[1] });
  // Announced when the typing pauses, not whenever the preview stays the same for a while: keys that do not change
  // it (the letters of a word it does not know yet) are typing all the same.
  const pausedOn = useSettled(typed, ANNOUNCE_DELAY_MS, "");
  const pausedFlow = useMemo(() => (pausedOn ? interpret(pausedOn, lang) : undefined), [pausedOn, lang, interpret]);
  const announcement = pausedOn ? (pausedFlow ? describeFlow(pausedFlow, t, lang).sentence : hint) : "";

  return (
    <>
      <p className="visually-hidden" aria-live="polite" data-testid="prompt-preview-announcement">
        {announcement}
      </p>
      {shown && (
        <section aria-labelledby="prompt-preview-title" className={styles.panel}>
          <h2 id="prompt-preview-title" className={styles.title}>
            {t(`${K}.title`)}
          </h2>
          {flow && described ? (
            <>
              <p className="visually-hidden">{described.sentence}</p>
              <ol className={styles.nodes} aria-hidden="true">
                {described.nodes.map((node, index) => (
                  <li key={`${index}-${node.title}`} className={styles.node} data-role={node.role}>
                    <span className={styles.icon}>
                      <SpriteIcon set={ICONS} name={node.icon} size={18} />
                    </span>
                    <span className={styles.role}>{t(`${K}.roles.${node.role}`)}</span>
                    <strong>{node.title}</strong>
                    {node.detail && <span className={styles.detail}>{node.detail}</span>}
                  </li>
                ))}
              </ol>
              <Variables flow={flow} />
            </>
          ) : (
            <p className={styles.hint}>{hint}</p>
          )}
        </section>
      )}
    </>
  );
}

function Variables({ flow }: { flow: Flow }) {
  const { t, lang } = useTranslation("home");
  const words = flowWords(t, lang);
  if (flow.variables.length === 0) return null;
  return (
    <div className={styles.device}>
      <h3 id="prompt-preview-variables" className={styles.subtitle}>
        {t(`${K}.variables`)}
      </h3>
      <ul className={styles.variables} aria-labelledby="prompt-preview-variables">
        {flow.variables.map(words.variable).map((variable) => (
          <li key={variable.name}>
            <span>{variable.name}</span>
            <code>{variable.type}</code>
            {variable.unit && <span className={styles.unit}>{variable.unit}</span>}
          </li>
        ))}
      </ul>
      {flow.board && (
        <p className={styles.board}>
          {t(`${K}.board`)} <strong>{flow.board}</strong>
        </p>
      )}
    </div>
  );
}
