import { useId, useReducer } from "react";
import { useTranslation } from "~/i18n/react";
import { DeviceIcon } from "./device-icon";
import { formatClock, formatCountdown } from "./format-clock";
import { joinNames } from "./join-names";
import {
  createPresence,
  INACTIVITY_MS,
  presenceReducer,
  remainingMs,
  type DeviceSpec,
  type PresenceAction,
  type PresenceEvent,
  type PresenceState,
} from "./presence";
import styles from "./presence-panel.module.css";

const MINUTE = 60_000;
/** The simulation starts at 18:00, when people start leaving. */
const START = 18 * 60 * MINUTE;
const TIMELINE_SIZE = 5;

type PanelAction = PresenceAction | { type: "reset" };

/**
 * The presence rule as a toy: the space's devices, a motion sensor and a clock the visitor moves
 * forward. The clock is the machine's own time (`state.now`), so every action is stamped from it.
 */
export function PresencePanel({ devices }: { devices: readonly DeviceSpec[] }) {
  const { t, lang } = useTranslation("showcase");
  const titleId = useId();
  const timelineId = useId();
  const clockId = useId();
  const [state, dispatch] = useReducer(
    (current: PresenceState, action: PanelAction) =>
      action.type === "reset" ? createPresence(devices, START) : presenceReducer(current, action),
    devices,
    (initial) => createPresence(initial, START),
  );
  const nameOf = (id: string) => t(`simulator.devices.${id}`);
  const active = state.status === "active";
  const left = remainingMs(state);
  const lastEvent = [...state.log].reverse().find((event) => event.type === "inactive");

  const describe = (event: PresenceEvent): string => {
    switch (event.type) {
      case "start":
        return t("simulator.events.start");
      case "motion":
        return t("simulator.events.motion");
      case "switch":
        return t(event.on ? "simulator.events.switchOn" : "simulator.events.switchOff", {
          device: nameOf(event.device),
        });
      case "inactive":
        return event.off.length
          ? t("simulator.events.inactive", { devices: joinNames(event.off.map(nameOf), lang) })
          : t("simulator.events.inactiveNone");
      case "active":
        if (event.cause === "manual") return t("simulator.events.activeManual");
        return event.restored.length
          ? t("simulator.events.activeMotion", { devices: joinNames(event.restored.map(nameOf), lang) })
          : t("simulator.events.activeMotionNone");
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-status={state.status} data-testid="presence-panel">
      <h2 id={titleId} className={styles.title}>
        {t("simulator.title")}
      </h2>
      <p className={styles.lead}>{t("simulator.lead")}</p>

      <div className={styles.status}>
        <div className={styles.clock}>
          <span id={clockId} className={styles.label}>
            {t("simulator.clock")}
          </span>
          <strong className={styles.clockValue} data-testid="presence-clock">
            {formatClock(state.now)}
          </strong>
        </div>
        <span className={styles.badge} data-status={state.status} data-testid="presence-status">
          <span className={styles.dot} aria-hidden="true" />
          {t(`simulator.status.${state.status}`)}
        </span>
      </div>
      <div className={styles.meter} aria-hidden="true">
        <span style={{ transform: `scaleX(${left / INACTIVITY_MS})` }} />
      </div>
      <p className={styles.countdown}>
        {active
          ? t("simulator.countdown", { time: formatCountdown(left) })
          : t("simulator.inactiveSince", { time: formatClock(lastEvent?.at ?? state.now) })}
      </p>

      <div className={styles.controls}>
        <div className={styles.sensor}>
          <span className={styles.sensorIcon} aria-hidden="true">
            <DeviceIcon kind="sensor" />
          </span>
          <div>
            <p className={styles.sensorName}>{t("simulator.sensor")}</p>
            <p className={styles.label}>{t("simulator.lastActivity", { time: formatClock(state.lastActivityAt) })}</p>
          </div>
          <button
            type="button"
            className={`button button-primary button-small ${styles.motion}`}
            onClick={() => dispatch({ type: "motion", at: state.now })}
          >
            {t("simulator.motion")}
          </button>
        </div>
        <div className={styles.time} role="group" aria-label={t("simulator.fastForward")}>
          <span className={styles.label} aria-hidden="true">
            {t("simulator.fastForward")}
          </span>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => dispatch({ type: "tick", at: state.now + 5 * MINUTE })}
          >
            {t("simulator.plus5")}
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => dispatch({ type: "tick", at: state.now + 30 * MINUTE })}
          >
            {t("simulator.plus30")}
          </button>
        </div>
      </div>

      <h3 className={styles.subtitle}>{t("simulator.devicesTitle")}</h3>
      <ul className={styles.devices}>
        {devices.map((device) => {
          const on = state.devices[device.id] ?? false;
          return (
            <li key={device.id}>
              <button
                type="button"
                className={styles.device}
                data-kind={device.kind}
                aria-pressed={on}
                onClick={() => dispatch({ type: "toggle", device: device.id, at: state.now })}
              >
                <span className={styles.deviceIcon}>
                  <DeviceIcon kind={device.kind} />
                </span>
                <span className={styles.switch} aria-hidden="true" />
                <span className={styles.deviceName}>{nameOf(device.id)}</span>
                <span className={styles.deviceState} aria-hidden="true">
                  {on ? t("simulator.on") : t("simulator.off")}
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      <div className={styles.timelineHead}>
        <h3 id={timelineId} className={styles.subtitle}>
          {t("simulator.timeline")}
        </h3>
        <button
          type="button"
          className={`button button-ghost button-small ${styles.reset}`}
          onClick={() => dispatch({ type: "reset" })}
        >
          <DeviceIcon kind="reset" size={16} />
          {t("simulator.reset")}
        </button>
      </div>
      <ol className={styles.timeline} aria-labelledby={timelineId} aria-live="polite" data-testid="presence-timeline">
        {state.log
          .slice(-TIMELINE_SIZE)
          .reverse()
          .map((event) => (
            <li key={event.seq} data-type={event.type}>
              <span className={styles.eventTime}>{formatClock(event.at)}</span>
              <span>{describe(event)}</span>
            </li>
          ))}
      </ol>
    </section>
  );
}
