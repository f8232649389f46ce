/** `npm run dev`: the API server plus Vite's dev server with hot reload, which proxies /v1 to it. */
import { spawn } from "node:child_process";
import { createServer } from "vite";

const api = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  stdio: "inherit",
  env: process.env,
});
const vite = await createServer({ server: { port: Number(process.env.VITE_PORT ?? 5173) } });
await vite.listen();
vite.printUrls();
const stop = async () => {
  api.kill("SIGTERM");
  await vite.close();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
api.once("exit", (code) => {
  if (code) process.exit(code);
});
