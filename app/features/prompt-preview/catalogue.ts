import type { SensorKind, Unit, VariableType } from "./flow";

/**
 * How each sensor is wired and what it measures: analog or digital readings are INPUT; a PIR's
 * output idles low (INPUT_PULLDOWN); a reed switch or button closes to ground (INPUT_PULLUP).
 */
export const SENSORS: Record<SensorKind, { type: VariableType; unit?: Unit; analog?: true }> = {
  temperature: { type: "INPUT", unit: "°C", analog: true },
  humidity: { type: "INPUT", unit: "%", analog: true },
  soil: { type: "INPUT", unit: "%", analog: true },
  motion: { type: "INPUT_PULLDOWN" },
  luminosity: { type: "INPUT", unit: "lx", analog: true },
  door: { type: "INPUT_PULLUP" },
  water: { type: "INPUT", unit: "%", analog: true },
  energy: { type: "INPUT", unit: "kWh" },
  vibration: { type: "INPUT", unit: "mm/s", analog: true },
  button: { type: "INPUT_PULLUP" },
  smoke: { type: "INPUT", analog: true },
};

/** Which sensor a bare value with this unit talks about ("above 32 °C"). */
export const SENSOR_OF_UNIT: Partial<Record<Unit, SensorKind>> = {
  "°C": "temperature",
  "%": "humidity",
  lx: "luminosity",
  kWh: "energy",
  W: "energy",
  cm: "water",
};
