import { createDataProvider } from "../../src/providers/dataProvider";
import { TOKEN_KEY } from "../../src/providers/session";
import { describeDataProviderConformance } from "./dataProvider";
import { seededServer } from "./server";

// Rollcall's own provider over the spec's API: every call the console makes.
describeDataProviderConformance("Rollcall's dataProvider", async () => {
  const server = await seededServer();
  // The browser's client reads the session's token where the sign-in stored it.
  localStorage.setItem(TOKEN_KEY, server.token);
  return {
    dataProvider: createDataProvider(server.base),
    data: server.data,
    close: server.close,
  };
});
