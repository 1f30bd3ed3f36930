import { describe, expect, it } from "vitest";
import { withHeadingLinks } from "./heading-links";

describe("withHeadingLinks", () => {
  const label = (text: string) => `Link to “${text}”`;

  it("gives every h2 and h3 with an id a link to itself, named from its text", () => {
    const html = withHeadingLinks(
      '<p>a</p><h2 id="setup">Set <code>up</code></h2><h3 id="wifi">Wi-Fi &amp; MQTT</h3>',
      label,
    );
    expect(html).toContain(
      '<h2 id="setup">Set <code>up</code> <a class="heading-link" href="#setup" data-heading-link data-hydrate-on-click>',
    );
    expect(html).toContain('<span class="visually-hidden">Link to “Set up”</span></a></h2>');
    expect(html).toContain('href="#wifi"');
    expect(html).toContain("Link to “Wi-Fi &amp; MQTT”");
    expect(html.match(/class="heading-link"/g)).toHaveLength(2);
  });

  it("leaves other headings and text alone", () => {
    const html = '<h4 id="x">Deep</h4><h2>No id</h2><p>h2 id="y"</p>';
    expect(withHeadingLinks(html, label)).toBe(html);
  });
});
