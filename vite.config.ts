import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const apiPort = process.env.PORT ?? "3000";

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm run dev`: the console with hot reload, the API from the server started beside it.
    proxy: { "/v1": `http://127.0.0.1:${apiPort}`, "/health": `http://127.0.0.1:${apiPort}` },
  },
  build: {
    sourcemap: true,
    outDir: "dist",
    chunkSizeWarningLimit: 2000,
  },
});
