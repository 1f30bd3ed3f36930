import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|svg|json|xml|txt)$/;

/**
 * Writes a brotli (quality 11) copy beside every compressible client asset at build time, so the
 * server sends fewer bytes than on-the-fly compression at a per-request level and spends no CPU on it (server/static-precompressed.ts serves them).
 */
export function precompressPlugin(): Plugin {
  return {
    name: "niot-precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(options.dir!, fileName);
        const source = fs.readFileSync(file);
        const compressed = zlib.brotliCompressSync(source, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        if (compressed.length < source.length) fs.writeFileSync(`${file}.br`, compressed);
      }
    },
  };
}
