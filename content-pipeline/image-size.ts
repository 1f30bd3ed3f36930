import fs from "node:fs";

export interface ImageSize {
  width: number;
  height: number;
}

/** Width and height of an SVG (its width/height attributes, else its viewBox), PNG or WebP file; null when unreadable. */
export function imageSize(file: string): ImageSize | null {
  if (!fs.existsSync(file)) return null;
  const data = fs.readFileSync(file);
  if (file.endsWith(".svg")) return svgSize(data.toString("utf8"));
  if (data.subarray(1, 4).toString("latin1") === "PNG")
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  if (data.subarray(0, 4).toString("latin1") === "RIFF" && data.subarray(8, 12).toString("latin1") === "WEBP") {
    const chunk = data.subarray(12, 16).toString("latin1");
    if (chunk === "VP8X") return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) };
    if (chunk === "VP8 ") return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
    if (chunk === "VP8L") {
      const bits = data.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
  }
  return null;
}

function svgSize(svg: string): ImageSize | null {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  if (!root) return null;
  const attribute = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1];
  const [width, height] = [attribute("width"), attribute("height")].map(Number);
  if (width && height) return { width, height };
  const box = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
}
