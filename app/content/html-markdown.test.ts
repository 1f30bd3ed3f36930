import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "./html-markdown";

describe("htmlToMarkdown", () => {
  it("gives back headings, lists, emphasis, code and absolute links", () => {
    const html =
      '<p>Abra <strong>devices</strong> e veja <a href="/docs/create-account#auth">a autenticação</a> &amp; o <code>MAC</code>.</p>\n' +
      '<h3 id="wifi">Wi-Fi</h3>\n<ul>\n<li>Um</li>\n<li><em>Dois</em></li>\n</ul>\n<pre><code>a &lt; b</code></pre>';
    expect(htmlToMarkdown(html, "https://niot.example")).toBe(
      "Abra **devices** e veja [a autenticação](https://niot.example/docs/create-account#auth) & o `MAC`.\n\n" +
        "### Wi-Fi\n\n- Um\n- _Dois_\n\n```\na < b\n```",
    );
  });

  it("writes a table as Markdown rows under a header", () => {
    const html =
      '<table>\n<thead>\n<tr>\n<th scope="col">Campo</th>\n<th>Regra</th>\n</tr>\n</thead>\n' +
      "<tbody>\n<tr>\n<td>E-mail</td>\n<td>com <strong>@</strong></td>\n</tr>\n</tbody>\n</table>\n<p>Depois.</p>";
    expect(htmlToMarkdown(html, "https://niot.example")).toBe(
      "| Campo | Regra |\n| --- | --- |\n| E-mail | com **@** |\n\nDepois.",
    );
  });
});
