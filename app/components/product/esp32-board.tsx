import styles from "./esp32-board.module.css";

const PINS = Array.from({ length: 15 }, (_, index) => 62 + index * 13);

/**
 * An ESP32 development board, drawn: the WROOM module with its antenna, two rows of pins, the USB port, the EN
 * and BOOT buttons and the status LED, which blinks while `active` (the board talking to the platform).
 */
export function Esp32Board({ active = false, className }: { active?: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 180 280"
      className={[styles.board, className].filter(Boolean).join(" ")}
      data-active={active ? "" : undefined}
      aria-hidden="true"
    >
      <rect x="4" y="4" width="172" height="272" rx="10" className={styles.pcb} />
      {PINS.map((y) => (
        <g key={y}>
          <circle cx="18" cy={y} r="4" className={styles.pin} />
          <circle cx="162" cy={y} r="4" className={styles.pin} />
        </g>
      ))}
      <rect x="40" y="18" width="100" height="140" rx="4" className={styles.module} />
      <path d="M48 26h10v14h10V26h10v14h10V26h10v14h10V26h10" className={styles.antenna} />
      <rect x="50" y="56" width="80" height="92" rx="3" className={styles.shield} />
      <text x="90" y="98" className={styles.mark}>
        ESP32
      </text>
      <text x="90" y="114" className={styles.model}>
        WROOM-32
      </text>
      <rect x="58" y="176" width="26" height="18" rx="3" className={styles.chip} />
      <rect x="96" y="176" width="26" height="18" rx="3" className={styles.chip} />
      <circle cx="52" cy="224" r="7" className={styles.button} />
      <circle cx="128" cy="224" r="7" className={styles.button} />
      <text x="52" y="244" className={styles.silk}>
        EN
      </text>
      <text x="128" y="244" className={styles.silk}>
        BOOT
      </text>
      <circle cx="90" cy="210" r="4" className={styles.power} />
      <circle cx="90" cy="226" r="4" className={styles.led} />
      <rect x="72" y="250" width="36" height="26" rx="3" className={styles.usb} />
    </svg>
  );
}
