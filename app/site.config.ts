/** Brand and the external addresses the browser may see. Runtime values (APP_URL…) come from the root loader. */
export const SITE = {
  brand: "NIoT",
  githubOrg: "https://github.com/niot-platform",
  githubLibraries: [
    { id: "esp32", href: "https://github.com/niot-platform/esp32-remote-io" },
    { id: "esp8266", href: "https://github.com/niot-platform/esp8266-remote-io" },
  ],
  socials: [
    { id: "instagram", href: "https://www.instagram.com/niot.platform" },
    { id: "discord", href: "/discord" },
    { id: "linkedin", href: "https://www.linkedin.com/company/niot-platform" },
    { id: "facebook", href: "https://www.facebook.com/niot.platform" },
  ],
} as const;

/** The application host's pages (spec §2: sign-in and register live there). */
export const appLinks = (appUrl: string) => ({
  signIn: new URL("/", appUrl).toString(),
  register: new URL("/register", appUrl).toString(),
});
