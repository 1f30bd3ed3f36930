import { useId } from "react";
import type { Tool } from "./tools";
import { Badge, Chart, Cursor, cx, Gauge, Indicator, Lamp, Plan, Switch } from "./tool-demo-parts";
import styles from "./tool-demo.module.css";

/**
 * A dashboard in edit mode, drawn in SVG, with one looping CSS animation per tool
 * (transform and opacity only). Without motion, each scene shows its end state.
 */
export function ToolDemo({ tool, paused, label }: { tool: Tool; paused: boolean; label: string }) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const is = (name: Tool) => tool === name;
  const layered = is("ArrowUp") || is("ArrowDown");
  return (
    <svg
      viewBox="0 0 480 270"
      role="img"
      aria-label={label}
      className={styles.demo}
      data-tool={tool}
      data-paused={paused ? "" : undefined}
    >
      <defs>
        <pattern id={`${uid}-grid`} width="16" height="16" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1" className={styles.dot} />
        </pattern>
        <clipPath id={`${uid}-clip`}>
          <rect width="480" height="270" rx="14" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${uid}-clip)`}>
        <rect width="480" height="270" className={styles.backdrop} />
        <g className={cx(styles.screen, is("FullScreen") && styles.fullScreen)}>
          <rect x="12" y="44" width="456" height="214" rx="10" className={styles.canvas} />
          <rect x="12" y="44" width="456" height="214" rx="10" fill={`url(#${uid}-grid)`} />

          <Gauge alt={is("Edit")} />
          {is("Edit") && <rect x="23" y="55" width="130" height="96" rx="11" className={styles.selection} />}
          {is("Copy") && (
            <>
              <rect x="23" y="55" width="130" height="96" rx="11" className={styles.selection} />
              <g className={styles.copyGhost}>
                <Gauge />
              </g>
            </>
          )}

          {!is("ArrowUp") && !is("ArrowDown") && (
            <g className={cx(is("Remove") && styles.removeCard)}>
              <Chart />
              {is("Remove") && (
                <>
                  <rect x="159" y="55" width="210" height="96" rx="11" className={styles.dangerSelection} />
                  <g className={styles.trashBadge}>
                    <circle cx="364" cy="60" r="11" className={styles.dangerFill} />
                    <path
                      d="M358.5 56.5h11M361 56.5v-1.5h6v1.5M367.5 56.5l-.6 9h-5.8l-.6-9"
                      className={styles.onDanger}
                    />
                  </g>
                </>
              )}
            </g>
          )}
          {is("Remove") && (
            <rect x="164" y="60" width="200" height="86" rx="8" className={cx(styles.slot, styles.removedSlot)} />
          )}
          {layered && <Chart />}

          {is("Move") && <rect x="164" y="162" width="120" height="80" rx="8" className={styles.slot} />}
          {is("Move") && <path d="M176 202h64m-10-8 10 8-10 8" className={styles.moveHint} />}
          {is("Copy") && <rect x="164" y="162" width="120" height="86" rx="8" className={styles.slot} />}
          <g className={cx(is("Move") && styles.moveCard)}>
            <Switch />
            {is("Move") && (
              <>
                <rect x="23" y="157" width="130" height="90" rx="11" className={styles.selection} />
                <Cursor x={92} y={206} />
              </>
            )}
          </g>

          <Indicator />

          {is("Plus") && (
            <g className={styles.plusNew}>
              <rect x="164" y="162" width="200" height="80" rx="8" className={styles.card} />
              <rect x="174" y="172" width="50" height="5" rx="2.5" className={styles.line} />
              {[18, 28, 36, 24, 42, 32, 38, 26].map((height, index) => (
                <rect
                  key={index}
                  x={180 + index * 22}
                  y={232 - height}
                  width="14"
                  height={height}
                  rx="3"
                  className={styles.bar}
                />
              ))}
            </g>
          )}

          {is("Create") && (
            <g>
              <rect
                x="164"
                y="162"
                width="200"
                height="80"
                rx="18"
                className={cx(styles.shapeFill, styles.createFill)}
              />
              <g className={styles.createText}>
                <rect x="184" y="184" width="96" height="9" rx="4.5" className={styles.shapeInk} />
                <rect x="184" y="201" width="130" height="6" rx="3" className={styles.shapeInkSoft} />
                <rect x="184" y="214" width="100" height="6" rx="3" className={styles.shapeInkSoft} />
                <circle cx="336" cy="202" r="12" className={styles.shapeInk} />
              </g>
              <rect
                x="164"
                y="162"
                width="200"
                height="80"
                rx="18"
                className={cx(styles.outline, styles.createOutline)}
              />
              <g className={styles.createCursor}>
                <Cursor x={364} y={242} />
              </g>
            </g>
          )}

          {layered && (
            <>
              <Plan />
              <Lamp />
              {is("ArrowUp") && (
                <g className={styles.raise}>
                  <Lamp />
                </g>
              )}
              {is("ArrowDown") && (
                <g className={styles.lower}>
                  <Plan />
                </g>
              )}
              {is("ArrowUp") ? (
                <>
                  <rect x="295" y="171" width="90" height="62" rx="13" className={styles.selection} />
                  <Badge x={386} y={170} up />
                </>
              ) : (
                <>
                  <rect x="159" y="157" width="180" height="90" rx="14" className={styles.selection} />
                  <Badge x={338} y={156} up={false} />
                </>
              )}
            </>
          )}

          {is("Edit") && (
            <g className={styles.editPanel}>
              <rect x="300" y="44" width="168" height="214" rx="10" className={styles.panelBox} />
              <rect x="316" y="62" width="70" height="6" rx="3" className={styles.lineStrong} />
              <rect x="316" y="82" width="136" height="18" rx="5" className={styles.field} />
              <rect x="316" y="108" width="136" height="18" rx="5" className={styles.field} />
              <circle cx="328" cy="150" r="8" className={styles.swatchAccent} />
              <circle cx="352" cy="150" r="8" className={styles.swatchAi} />
              <circle cx="376" cy="150" r="8" className={styles.swatchSuccess} />
              <circle cx="400" cy="150" r="8" className={styles.swatchWarning} />
              <circle cx="328" cy="150" r="12" className={cx(styles.ring, styles.ringFirst)} />
              <circle cx="352" cy="150" r="12" className={cx(styles.ring, styles.ringSecond)} />
              <rect x="316" y="178" width="136" height="6" rx="3" className={styles.line} />
              <rect x="316" y="222" width="64" height="20" rx="10" className={styles.ghostButton} />
              <rect x="388" y="222" width="64" height="20" rx="10" className={styles.primaryButton} />
              <g className={styles.editCursor}>
                <Cursor x={356} y={154} />
              </g>
            </g>
          )}

          {is("Plus") && (
            <g className={styles.plusModal}>
              <rect x="12" y="44" width="456" height="214" rx="10" className={styles.scrim} />
              <rect x="150" y="66" width="180" height="156" rx="12" className={styles.panelBox} />
              <path d="M207 90h26M247 90h26" className={styles.stepLine} />
              <circle cx="200" cy="90" r="7" className={styles.stepOn} />
              <circle cx="240" cy="90" r="7" className={styles.stepOff} />
              <circle cx="280" cy="90" r="7" className={styles.stepOff} />
              <circle cx="240" cy="90" r="7" className={cx(styles.stepOn, styles.stepTwo)} />
              <circle cx="280" cy="90" r="7" className={cx(styles.stepOn, styles.stepThree)} />
              <rect x="166" y="112" width="148" height="18" rx="5" className={styles.field} />
              <rect x="166" y="138" width="148" height="18" rx="5" className={styles.field} />
              <rect x="166" y="164" width="90" height="6" rx="3" className={styles.line} />
              <rect x="166" y="190" width="60" height="20" rx="10" className={styles.ghostButton} />
              <rect x="254" y="190" width="60" height="20" rx="10" className={styles.primaryButton} />
              <circle cx="284" cy="200" r="12" className={styles.ripple} />
            </g>
          )}
        </g>

        <g className={cx(styles.chrome, is("FullScreen") && styles.chromeHide)}>
          <rect width="480" height="34" className={styles.chromeBg} />
          <rect x="16" y="11" width="26" height="12" rx="6" className={styles.toggleOn} />
          <circle cx="36" cy="17" r="4" className={styles.knob} />
          <path d="M53 16.5h10v8H53zM55.5 16.5v-2.5a2.5 2.5 0 0 1 5 0v2.5" className={styles.lock} />
          <rect x="76" y="14" width="86" height="6" rx="3" className={styles.line} />
          <rect x="404" y="9" width="60" height="16" rx="8" className={styles.save} />
          <path d="M424 17l4 4 8-8" className={styles.saveCheck} />
          {is("Move") && <rect x="400" y="5" width="68" height="24" rx="12" className={styles.savePulse} />}
        </g>

        {is("FullScreen") && (
          <g className={styles.escKey}>
            <rect x="206" y="222" width="68" height="30" rx="7" className={styles.keycap} />
            <text x="240" y="242" textAnchor="middle" className={styles.keyText}>
              Esc
            </text>
          </g>
        )}
      </g>
    </svg>
  );
}
