// The widgets and marks the tool demo (tool-demo.tsx) draws, in its 480×270 coordinates.
import styles from "./tool-demo.module.css";

export const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(" ");

export function Gauge({ className, alt = false }: { className?: string; alt?: boolean }) {
  return (
    <g className={className}>
      <rect x="28" y="60" width="120" height="86" rx="8" className={styles.card} />
      <rect x="38" y="70" width="40" height="5" rx="2.5" className={styles.line} />
      <path d="M58 130a30 30 0 0 1 60 0" className={styles.track} />
      <path d="M58 130a30 30 0 0 1 51.2-21.2" className={styles.arc} />
      {alt && <path d="M58 130a30 30 0 0 1 51.2-21.2" className={cx(styles.arc, styles.arcAlt)} />}
      <circle cx="88" cy="130" r="3.5" className={styles.needle} />
    </g>
  );
}

export function Chart() {
  return (
    <g>
      <rect x="164" y="60" width="200" height="86" rx="8" className={styles.card} />
      <rect x="174" y="70" width="50" height="5" rx="2.5" className={styles.line} />
      <path d="M176 100h176M176 118h176M176 136h176" className={styles.gridLine} />
      <path d="M176 132l24-12 24 4 24-20 24 6 24-18 24 6 32-14" className={styles.chartLine} />
    </g>
  );
}

export function Switch() {
  return (
    <g>
      <rect x="28" y="162" width="120" height="80" rx="8" className={styles.card} />
      <rect x="38" y="172" width="44" height="5" rx="2.5" className={styles.line} />
      <rect x="38" y="198" width="40" height="22" rx="11" className={styles.toggleOn} />
      <circle cx="67" cy="209" r="8" className={styles.knob} />
      <rect x="88" y="206" width="48" height="6" rx="3" className={styles.line} />
    </g>
  );
}

export function Indicator() {
  return (
    <g>
      <rect x="380" y="60" width="76" height="182" rx="8" className={styles.card} />
      <rect x="390" y="70" width="40" height="5" rx="2.5" className={styles.line} />
      <circle cx="418" cy="114" r="12" className={styles.lampOn} />
      <circle cx="418" cy="156" r="12" className={styles.lampOff} />
      <circle cx="418" cy="198" r="12" className={styles.lampOff} />
    </g>
  );
}

/** A background shape: a room's floor plan. */
export function Plan() {
  return (
    <g>
      <rect x="164" y="162" width="170" height="80" rx="10" className={styles.shapeFill} />
      <path d="M176 174h70v56h-70zM246 174h76v30h-76M276 204v26" className={styles.planWalls} />
    </g>
  );
}

/** A small indicator component that overlaps the plan. */
export function Lamp() {
  return (
    <g>
      <rect x="300" y="176" width="80" height="52" rx="10" className={styles.card} />
      <circle cx="322" cy="202" r="9" className={styles.lampOn} />
      <rect x="338" y="199" width="30" height="6" rx="3" className={styles.line} />
    </g>
  );
}

export function Badge({ x, y, up }: { x: number; y: number; up: boolean }) {
  return (
    <g className={styles.badge}>
      <circle cx={x} cy={y} r="11" className={styles.badgeFill} />
      <path
        d={up ? `M${x} ${y + 5}v-10m-4.5 4.5 4.5-4.5 4.5 4.5` : `M${x} ${y - 5}v10m-4.5-4.5 4.5 4.5 4.5-4.5`}
        className={styles.onAccent}
      />
    </g>
  );
}

export function Cursor({ x, y }: { x: number; y: number }) {
  return <path d={`M${x} ${y}v17l4.6-4.4 3.4 7.4 3.2-1.5-3.4-7.2h6.4z`} className={styles.cursor} />;
}
