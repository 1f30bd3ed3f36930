import { useMemo } from "react";
import { PathIcon } from "~/components/path-icon";
import { useTranslation } from "~/i18n/react";
import type { Language } from "~/i18n/languages";
import { useSettled } from "./use-settled";
import { describeFlow, flowWords, type FlowNode } from "./describe-flow";
import type { Flow } from "./flow";
import styles from "./flow-panel.module.css";

/** The preview follows the typing once it pauses this long; the announcement waits a little longer. */
export const PREVIEW_DELAY_MS = 150;
const ANNOUNCE_DELAY_MS = 600;
const K = "prompt.preview";

const ICONS: Record<FlowNode["icon"], string> = {
  sensor:
    "M4.9 19.1a10 10 0 0 1 0-14.2M7.8 16.2a6 6 0 0 1 0-8.4M16.2 7.8a6 6 0 0 1 0 8.4M19.1 4.9a10 10 0 0 1 0 14.2M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z",
  schedule: "M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z",
  webhook: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
  condition: "M4 5h16l-6 7v6l-4 2v-8z",
  switch: "M13 2L4 14h7l-1 8 9-12h-7z",
  notify: "M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0",
};

interface FlowPanelProps {
  text: string;
  interpret: (text: string, lang: Language) => Flow | undefined;
}

/** "Flow preview": the automation the visitor is describing, as nodes, device variables and a board. */
export function FlowPanel({ text, interpret }: FlowPanelProps) {
  const { t, lang } = useTranslation("home");
  const settled = useSettled(text.trim(), PREVIEW_DELAY_MS, "");
  const flow = useMemo(() => (settled ? interpret(settled, lang) : undefined), [settled, lang, interpret]);
  const described = useMemo(() => flow && describeFlow(flow, t, lang), [flow, t, lang]);
  const examples = t(`${K}.hint.examples`, { returnObjects: true }) as string[];
  const hint = t(`${K}.hint.text`, { first: examples[0], second: examples[1] });
  const announcement = useSettled(settled ? (described?.sentence ?? hint) : "", ANNOUNCE_DELAY_MS, "");

  return (
    <>
      <p className="visually-hidden" aria-live="polite" data-testid="prompt-preview-announcement">
        {announcement}
      </p>
      {settled && (
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
                      <PathIcon d={ICONS[node.icon]} size={18} />
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
