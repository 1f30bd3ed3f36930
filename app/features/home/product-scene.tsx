import { useEffect, useRef, useState, type RefObject } from "react";
import { Esp32Board } from "~/components/product/esp32-board";
import { DEFAULT_READINGS, LiveDashboard, type DashboardReadings } from "~/components/product/live-dashboard";
import { PRODUCT_VIDEO } from "~/data/product-video";
import type { Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/react";
import { FlowCanvas } from "~/features/prompt-preview/flow-canvas";
import type { Flow } from "~/features/prompt-preview/flow";
import styles from "./product-scene.module.css";

/** One loop of the scene, in milliseconds: the recording (scripts/media/record.ts) takes one loop. */
const SCENE_LOOP_MS = PRODUCT_VIDEO.seconds * 1000;
const TYPE_FROM = 300;
const TYPE_MS_PER_CHARACTER = 24;
const NODE_EVERY_MS = 480;
/** The scene fades this long before the loop starts again, so the video's seam is a fade, not a cut. */
const FADE_MS = 450;
const TICK_MS = 40;

/** Where the scene is at `elapsed` ms into a loop, for a request of `length` characters and `nodes` flow nodes. */
function sceneAt(elapsed: number, length: number, nodes: number) {
  const typed = Math.max(0, Math.min(length, Math.floor((elapsed - TYPE_FROM) / TYPE_MS_PER_CHARACTER)));
  const sent = TYPE_FROM + length * TYPE_MS_PER_CHARACTER + 350;
  const drawn = elapsed < sent ? 0 : Math.min(nodes + 1, 1 + Math.floor((elapsed - sent) / NODE_EVERY_MS));
  const live = sent + (nodes + 1) * NODE_EVERY_MS;
  return {
    typed,
    sending: elapsed >= sent - 350 && elapsed < sent,
    drawn,
    live: elapsed >= live,
    since: elapsed - live,
  };
}

/**
 * The greenhouse warms past the flow's 32 °C during the loop: the exhaust switches on, draws its power, and the
 * temperature turns back. Smooth functions of time, so every recording of the scene is the same.
 */
function readingsAt(since: number): DashboardReadings {
  const seconds = Math.max(0, since) / 1000;
  const warming = Math.min(1, seconds / 2.6);
  const cooling = Math.max(0, seconds - 2.6);
  const temperature = 30.4 + 2.1 * warming - 0.9 * Math.min(1, cooling / 2) + 0.08 * Math.sin(seconds * 5);
  const exhaust = seconds >= 2.4;
  const power = 312 + (exhaust ? 124 : 0) + Math.round(6 * Math.sin(seconds * 3.1));
  const history = [...DEFAULT_READINGS.history.map((value) => value + 6.2).slice(-6), temperature - 0.4, temperature];
  return {
    temperature,
    humidity: Math.round(58 - 3 * warming + 2 * Math.min(1, cooling / 2)),
    power,
    history,
    load: [...DEFAULT_READINGS.load.slice(1, 6), 298, power],
    exhaust,
    irrigation: false,
  };
}

/**
 * The request's flow, read by the prompt preview's interpreter. Imported here as the home imports it, on its own
 * (load-prompt-preview.ts): a static import would pull it into a chunk the home's prompt shares.
 */
function useRequestFlow(request: string, lang: Language): Flow | undefined {
  const [flow, setFlow] = useState<Flow>();
  useEffect(() => {
    let current = true;
    void import("~/features/prompt-preview/interpreter").then(({ interpret }) => {
      if (current) setFlow(interpret(request, lang));
    });
    return () => {
      current = false;
    };
  }, [request, lang]);
  return flow;
}

/** Time into the loop, from when the scene is `ready`; the scene's element gets `data-loop-start` (epoch ms) for the recorder to cut the video on. */
function useLoopClock(scene: RefObject<HTMLElement | null>, ready: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!ready) return;
    const start = performance.now();
    scene.current?.setAttribute("data-loop-start", String(performance.timeOrigin + start));
    const timer = setInterval(() => setElapsed((performance.now() - start) % SCENE_LOOP_MS), TICK_MS);
    return () => clearInterval(timer);
  }, [scene, ready]);
  return elapsed;
}

/**
 * The product in one scene, for the home's video: the greenhouse request typed into the prompt, its flow drawn
 * node by node from the prompt preview's interpreter, the board it runs on and the dashboard it feeds, live.
 */
export function ProductScene() {
  const { t, lang } = useTranslation(["home", "common"]);
  const examples = t("prompt.examples", { returnObjects: true }) as Array<{ prompt: string }>;
  const request = examples[0]!.prompt;
  const flow = useRequestFlow(request, lang);
  const nodes = flow ? (flow.trigger ? 1 : 0) + flow.conditions.length + flow.actions.length : 0;
  const scene = useRef<HTMLDivElement>(null);
  const elapsed = useLoopClock(scene, flow !== undefined);
  const at = sceneAt(elapsed, request.length, nodes);
  const readings = at.live ? readingsAt(at.since) : DEFAULT_READINGS;

  return (
    <div
      ref={scene}
      className={styles.scene}
      data-testid="product-scene"
      data-ending={elapsed > SCENE_LOOP_MS - FADE_MS ? "" : undefined}
    >
      <div className={styles.prompt}>
        <span className={styles.promptLabel}>{t("prompt.label")}</span>
        <p className={styles.request}>
          {request.slice(0, at.typed)}
          {at.drawn === 0 && <span className={styles.caret} />}
        </p>
        <span className={styles.send} data-pressed={at.sending ? "" : undefined}>
          {t("prompt.send")}
        </span>
      </div>
      <div className={styles.flow}>
        <span className={styles.paneTitle}>{t("prompt.preview.title")}</span>
        {flow && <FlowCanvas flow={flow} drawn={at.drawn} />}
      </div>
      <div className={styles.device} data-shown={at.drawn > nodes ? "" : undefined}>
        <Esp32Board active={at.live} />
      </div>
      <div className={styles.dashboard} data-shown={at.live ? "" : undefined}>
        <LiveDashboard readings={readings} />
      </div>
    </div>
  );
}
