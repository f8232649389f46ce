import "./zodConfig";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { createDataProvider } from "./providers/dataProvider";
import { createAuthProvider } from "./providers/authProvider";
import { fetchHttpClient } from "./providers/httpClient";

// The API is served from the same origin as the console (`npm start`; Vite proxies it in dev).
const apiUrl = import.meta.env.VITE_API_URL ?? "";
const httpClient = fetchHttpClient();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App
      dataProvider={createDataProvider(apiUrl, httpClient)}
      authProvider={createAuthProvider(apiUrl, httpClient)}
    />
  </StrictMode>,
);
