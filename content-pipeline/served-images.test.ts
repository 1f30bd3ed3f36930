import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageSize } from "./image-size";
import { convertUploadedImages, servedImagePath } from "./served-images";

describe("JPG uploads served as WebP", () => {
  it("writes the WebP of a JPG once, at its size, and names it in the entry", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "niot-images-"));
    const jpg = path.join(folder, "blog/photo.jpg");
    fs.mkdirSync(path.dirname(jpg));
    await sharp({ create: { width: 64, height: 36, channels: 3, background: "#0e7490" } })
      .jpeg()
      .toFile(jpg);
    expect(await convertUploadedImages(folder)).toEqual([path.join(folder, "blog/photo.webp")]);
    expect(imageSize(path.join(folder, "blog/photo.webp"))).toEqual({ width: 64, height: 36 });
    expect(await convertUploadedImages(folder)).toEqual([]);
    expect(servedImagePath("/images/blog/photo.JPEG")).toBe("/images/blog/photo.webp");
    expect(servedImagePath("/images/blog/drawing.svg")).toBe("/images/blog/drawing.svg");
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
