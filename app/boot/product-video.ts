/** The home's product video (product-video.tsx): a `<figure data-product-video>` holding the video and its button. */
const PLAYER = "data-product-video";
const WATCHED = "data-watched";
/**
 * Started once a quarter of it is in view: the home's first screen ends just above it on a desktop, and a margin
 * around the viewport would start it (and request it) on the first load.
 */
const IN_VIEW = 0.25;

/**
 * Plays the video while it is near the viewport and pauses it when it leaves; the button pauses and plays it, and the
 * visitor's choice holds from then on. Under `prefers-reduced-motion` it stays on its poster until the button plays
 * it. The video is `preload="none"`: nothing of it is requested before it first plays. Returns the cleanup.
 */
export function watchProductVideo(player: Element): () => void {
  const video = player.querySelector("video");
  const button = player.querySelector<HTMLButtonElement>("button");
  if (!video || !button || player.hasAttribute(WATCHED)) return () => {};
  player.setAttribute(WATCHED, "");
  const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
  let chosen: boolean | undefined;
  let near = false;

  const update = () => {
    if (near && (chosen ?? !reduced)) void video.play().catch(() => {});
    else video.pause();
  };
  const label = () => {
    const text = button.getAttribute(video.paused ? "data-play" : "data-pause") ?? "";
    button.querySelector("[data-label]")!.textContent = text;
    button.toggleAttribute("data-playing", !video.paused);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      near = entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= IN_VIEW);
      update();
    },
    { threshold: [0, IN_VIEW] },
  );
  const toggle = () => {
    chosen = video.paused;
    update();
  };
  observer.observe(video);
  button.addEventListener("click", toggle);
  video.addEventListener("play", label);
  video.addEventListener("pause", label);
  button.hidden = false;
  return () => {
    observer.disconnect();
    button.removeEventListener("click", toggle);
    video.removeEventListener("play", label);
    video.removeEventListener("pause", label);
    player.removeAttribute(WATCHED);
  };
}

/** Inline right after the player: the home loads React on demand (decision 011), so the page itself watches it. */
export default function watchPlayerBefore(): void {
  const player = document.currentScript?.previousElementSibling;
  if (player?.hasAttribute(PLAYER)) watchProductVideo(player);
}
