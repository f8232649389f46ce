import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";

const apiPort = process.env.PORT ?? "3000";

export default defineConfig({
  // A .br and a .gz file beside each text asset, so the server sends them without compressing.
  plugins: [react(), compression({ algorithms: ["brotliCompress", "gzip"], logLevel: "silent" })],
  server: {
    // `npm run dev`: the console with hot reload, the API from the server started beside it.
    proxy: { "/v1": `http://127.0.0.1:${apiPort}`, "/health": `http://127.0.0.1:${apiPort}` },
  },
  build: {
    // Built for debugging; the server serves them only when SOURCE_MAPS=1.
    sourcemap: true,
    outDir: "dist",
    chunkSizeWarningLimit: 2000,
  },
});
