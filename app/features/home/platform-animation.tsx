import { useRef } from "react";
import { useInView } from "./use-in-view";
import styles from "./platform-animation.module.css";

/** One period of the live chart, drawn twice side by side so sliding it left by one period loops seamlessly. */
const PERIOD = 232;
const CHART_TOP = 196;
const CHART_HEIGHT = 78;
function wave(x: number): number {
  const t = (2 * Math.PI * x) / PERIOD;
  const y = 0.5 * Math.sin(t) + 0.3 * Math.sin(3 * t + 0.6) + 0.2 * Math.sin(5 * t + 1.9);
  return CHART_TOP + CHART_HEIGHT / 2 - y * (CHART_HEIGHT / 2.4);
}
const POINTS = Array.from(
  { length: (2 * PERIOD) / 8 + 1 },
  (_, i) => [i * 8, Math.round(wave(i * 8) * 10) / 10] as const,
);
const LINE = POINTS.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join("");
const AREA = `${LINE}L${2 * PERIOD} ${CHART_TOP + CHART_HEIGHT}L0 ${CHART_TOP + CHART_HEIGHT}Z`;

const BARS = [0.55, 0.8, 0.45, 0.95, 0.7, 0.6, 0.85, 0.5];
const DEVICES = [
  { y: 338, tone: "success" },
  { y: 366, tone: "success" },
  { y: 394, tone: "warning" },
] as const;

/**
 * A dashboard of the platform, drawn here and animated with CSS (transform and opacity only):
 * bars grow, the live line slides, the gauge swings, device lights blink. It stops off-screen and
 * under reduced motion.
 */
export function PlatformAnimation({ label }: { label: string }) {
  const ref = useRef<SVGSVGElement>(null);
  const inView = useInView(ref, "80px");
  return (
    <svg
      ref={ref}
      className={styles.root}
      data-playing={inView ? "" : undefined}
      viewBox="0 0 640 440"
      width="640"
      height="440"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <defs>
        <linearGradient id="pa-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--accent)" stopOpacity="0.35" />
          <stop offset="1" stopColor="var(--accent)" stopOpacity="0" />
        </linearGradient>
        <linearGradient id="pa-bar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--accent)" />
          <stop offset="1" stopColor="var(--accent)" stopOpacity="0.35" />
        </linearGradient>
        <linearGradient id="pa-bar-ai" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--ai)" />
          <stop offset="1" stopColor="var(--ai)" stopOpacity="0.35" />
        </linearGradient>
        <clipPath id="pa-chart">
          <rect x="364" y="186" width={PERIOD} height="96" />
        </clipPath>
      </defs>

      {/* window */}
      <rect x="0.5" y="0.5" width="639" height="439" rx="18" className={styles.frame} />
      <path d="M0.5 40.5h639" className={styles.line} />
      <circle cx="22" cy="20" r="5" className={styles.danger} />
      <circle cx="40" cy="20" r="5" className={styles.warning} />
      <circle cx="58" cy="20" r="5" className={styles.success} />
      <rect x="220" y="12" width="200" height="16" rx="8" className={styles.soft} />

      {/* sidebar */}
      <path d="M64.5 41v398" className={styles.line} />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          x="20"
          y={62 + i * 42}
          width="24"
          height="24"
          rx="7"
          className={i === 1 ? styles.accentFill : styles.soft}
        />
      ))}

      {/* indicators */}
      {[80, 260, 440].map((x, i) => (
        <g key={x}>
          <rect x={x} y="56" width="168" height="76" rx="12" className={styles.card} />
          <rect x={x + 16} y="72" width="56" height="6" rx="3" className={styles.soft} />
          <text x={x + 16} y="114" className={styles.digits}>
            {["24,6", "98", "312"][i]}
          </text>
          <rect
            x={x + 112}
            y="98"
            width="40"
            height="18"
            rx="9"
            className={i === 2 ? styles.aiPill : styles.successPill}
          />
        </g>
      ))}

      {/* bar chart */}
      <rect x="80" y="148" width="260" height="152" rx="12" className={styles.card} />
      <rect x="96" y="164" width="72" height="6" rx="3" className={styles.soft} />
      <path d="M96 284.5h228M96 250.5h228M96 216.5h228" className={styles.grid} />
      {BARS.map((height, i) => (
        <rect
          key={i}
          x={100 + i * 28}
          y={284 - height * 96}
          width="16"
          height={height * 96}
          rx="4"
          fill={i === 3 ? "url(#pa-bar-ai)" : "url(#pa-bar)"}
          className={styles.bar}
          style={{ animationDelay: `${-i * 0.45}s` }}
        />
      ))}

      {/* live line */}
      <rect x="352" y="148" width="256" height="152" rx="12" className={styles.card} />
      <rect x="368" y="164" width="64" height="6" rx="3" className={styles.soft} />
      <circle cx="584" cy="167" r="4" className={`${styles.danger} ${styles.blink}`} />
      <g clipPath="url(#pa-chart)">
        <g transform="translate(364 0)">
          <g className={styles.slide}>
            <path d={AREA} fill="url(#pa-area)" />
            <path d={LINE} className={styles.trace} />
          </g>
        </g>
      </g>

      {/* gauge */}
      <rect x="80" y="312" width="156" height="112" rx="12" className={styles.card} />
      <path d="M114 400a44 44 0 0 1 88 0" className={styles.track} />
      <path d="M114 400a44 44 0 0 1 62-40" className={styles.arc} />
      <path d="M156.5 400 158 360 159.5 400z" className={`${styles.needle}`} />
      <circle cx="158" cy="400" r="5" className={styles.textFill} />

      {/* devices */}
      <rect x="248" y="312" width="360" height="112" rx="12" className={styles.card} />
      {DEVICES.map((device, i) => (
        <g key={device.y}>
          <rect x="264" y={device.y - 9} width="18" height="18" rx="5" className={styles.soft} />
          <rect x="292" y={device.y - 3} width={[96, 72, 110][i]} height="6" rx="3" className={styles.muted} />
          <circle
            cx="470"
            cy={device.y}
            r="4.5"
            className={`${styles[device.tone]} ${styles.blink}`}
            style={{ animationDelay: `${-i * 0.7}s` }}
          />
          <rect
            x="546"
            y={device.y - 9}
            width="40"
            height="18"
            rx="9"
            className={i === 1 ? styles.soft : styles.switchOn}
          />
          <circle
            cx={i === 1 ? 555 : 577}
            cy={device.y}
            r="6"
            className={`${styles.textFill} ${i === 2 ? styles.toggle : ""}`}
          />
        </g>
      ))}
    </svg>
  );
}
