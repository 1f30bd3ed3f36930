import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { Language } from "~/i18n/languages";
import { formatNumber } from "~/lib/format-number";
import styles from "./live-dashboard.module.css";

/** What the dashboard shows; the product scene moves these, the docs and the poster show the defaults. */
export interface DashboardReadings {
  temperature: number;
  humidity: number;
  power: number;
  /** The last readings of temperature, oldest first, drawn as the line. */
  history: readonly number[];
  /** Power per hour, drawn as bars. */
  load: readonly number[];
  exhaust: boolean;
  irrigation: boolean;
}

export const DEFAULT_READINGS: DashboardReadings = {
  temperature: 24.6,
  humidity: 58,
  power: 312,
  history: [23.1, 23.4, 23.3, 23.8, 24.1, 23.9, 24.3, 24.2, 24.6],
  load: [180, 240, 212, 296, 268, 334, 312],
  exhaust: false,
  irrigation: true,
};

const EXHAUST_ABOVE = 32;

/** Readings with their unit, as the site writes them: "24,6 °C" in pt, "58%" with no space (describe-flow.ts). */
function reading(value: number, lang: Language, digits = 0) {
  return formatNumber(value, lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * A NIoT dashboard as the product draws it: a greenhouse bench's temperature line, humidity gauge, power bars and
 * two outputs, with real labels and units in the page's language and theme. Markup and CSS, no script: the home's
 * product scene moves its readings, the docs show it still. `toolbar` puts the edit mode's tools on its right.
 */
export function LiveDashboard({
  readings = DEFAULT_READINGS,
  toolbar,
  className,
}: {
  readings?: DashboardReadings;
  toolbar?: ReactNode;
  className?: string;
}) {
  const { t, lang } = useTranslation("common");
  return (
    <div className={[styles.dashboard, className].filter(Boolean).join(" ")} data-editing={toolbar ? "" : undefined}>
      <div className={styles.bar}>
        <strong className={styles.title}>{t("dashboard.title")}</strong>
        <span className={styles.device}>{t("dashboard.device")}</span>
        <span className={styles.live}>
          <span className={styles.pulse} />
          {t("dashboard.live")}
        </span>
      </div>
      <div className={styles.body}>
        <div className={styles.grid}>
          <section className={`${styles.tile} ${styles.wide}`}>
            <h3 className={styles.label}>{t("dashboard.temperature")}</h3>
            <p className={styles.value}>
              {reading(readings.temperature, lang, 1)}
              <span className={styles.unit}>°C</span>
            </p>
            <Sparkline values={readings.history} />
            <p className={styles.foot}>{t("dashboard.lastHours")}</p>
          </section>
          <section className={styles.tile}>
            <h3 className={styles.label}>{t("dashboard.humidity")}</h3>
            <Ring ratio={readings.humidity / 100} text={`${reading(readings.humidity, lang)}%`} />
            <p className={styles.foot}>{t("dashboard.target", { min: "50%", max: "70%" })}</p>
          </section>
          <section className={styles.tile}>
            <h3 className={styles.label}>{t("dashboard.power")}</h3>
            <p className={styles.value}>
              {reading(readings.power, lang)}
              <span className={styles.unit}>W</span>
            </p>
            <Bars values={readings.load} />
            <p className={styles.foot}>{t("dashboard.today", { energy: `${reading(2.4, lang, 1)}\u00a0kWh` })}</p>
          </section>
          <section className={`${styles.tile} ${styles.wide}`}>
            <h3 className={styles.label}>{t("dashboard.outputs")}</h3>
            <ul className={styles.outputs}>
              <Output
                name={t("dashboard.exhaust")}
                on={readings.exhaust}
                state={t(`dashboard.${readings.exhaust ? "on" : "off"}`)}
              >
                {t("dashboard.rule", { value: `${reading(EXHAUST_ABOVE, lang)}\u00a0°C` })}
              </Output>
              <Output
                name={t("dashboard.irrigation")}
                on={readings.irrigation}
                state={t(`dashboard.${readings.irrigation ? "on" : "off"}`)}
              />
            </ul>
          </section>
        </div>
        {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      </div>
    </div>
  );
}

function Output({ name, on, state, children }: { name: string; on: boolean; state: string; children?: ReactNode }) {
  return (
    <li className={styles.output} data-on={on ? "" : undefined}>
      <span className={styles.switch} />
      <span>
        <strong>{name}</strong>
        {children && <span className={styles.rule}>{children}</span>}
      </span>
      <span className={styles.state}>{state}</span>
    </li>
  );
}

const CHART_WIDTH = 240;
const CHART_HEIGHT = 56;

function Sparkline({ values }: { values: readonly number[] }) {
  // A degree of headroom either side: the line moves as a temperature does, not from edge to edge.
  const low = Math.min(...values) - 1;
  const high = Math.max(...values) + 1;
  const points = values.map((value, index) => [
    (index / (values.length - 1)) * CHART_WIDTH,
    CHART_HEIGHT - ((value - low) / (high - low)) * CHART_HEIGHT,
  ]);
  const line = points.map(([x, y], index) => `${index ? "L" : "M"}${x!.toFixed(1)} ${y!.toFixed(1)}`).join("");
  return (
    <svg viewBox={`0 -4 ${CHART_WIDTH} ${CHART_HEIGHT + 8}`} preserveAspectRatio="none" className={styles.spark}>
      <path d={`${line}L${CHART_WIDTH} ${CHART_HEIGHT + 4}L0 ${CHART_HEIGHT + 4}Z`} className={styles.area} />
      <path d={line} className={styles.line} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

function Ring({ ratio, text }: { ratio: number; text: string }) {
  const circumference = 2 * Math.PI * 26;
  return (
    <div className={styles.ring}>
      <svg viewBox="0 0 64 64">
        <circle cx="32" cy="32" r="26" className={styles.track} />
        <circle
          cx="32"
          cy="32"
          r="26"
          className={styles.arc}
          strokeDasharray={`${(circumference * ratio).toFixed(1)} ${circumference.toFixed(1)}`}
        />
      </svg>
      <span className={styles.ringValue}>{text}</span>
    </div>
  );
}

function Bars({ values }: { values: readonly number[] }) {
  const high = Math.max(...values);
  return (
    <div className={styles.bars}>
      {values.map((value, index) => (
        <span key={index} style={{ blockSize: `${Math.round((value / high) * 100)}%` }} />
      ))}
    </div>
  );
}
