import { SpriteIcon } from "~/components/sprite-icon";
import { iconSet } from "~/components/icon-sprite";
import { useTranslation } from "~/i18n/react";
import flowIcons from "./flow.icons.json";
import { describeFlow, flowWords, type FlowNode } from "./describe-flow";
import type { Flow } from "./flow";
import styles from "./flow-canvas.module.css";

const ICONS = iconSet<FlowNode["icon"]>("flow", flowIcons.paths);
const K = "prompt.preview";

/**
 * The flow as the editor draws it: nodes on a dotted canvas joined by edges, then the device's variables. `drawn`
 * says how many nodes are on the canvas so far (the product scene draws them one by one); the variables come
 * once every node is.
 */
export function FlowCanvas({ flow, drawn }: { flow: Flow; drawn: number }) {
  const { t, lang } = useTranslation("home");
  const { nodes } = describeFlow(flow, t, lang);
  const words = flowWords(t, lang);
  return (
    <div className={styles.canvas} aria-hidden="true">
      <ol className={styles.nodes}>
        {nodes.slice(0, drawn).map((node, index) => (
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
      {drawn > nodes.length && (
        <ul className={styles.variables}>
          {flow.variables.map(words.variable).map((variable) => (
            <li key={variable.name}>
              {variable.name} <code>{variable.type}</code>
              {variable.unit && <span>{variable.unit}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
