import { describeDataProviderConformance } from "./dataProvider";
import { seededServer } from "./server";

// The stock ra-data-simple-rest over Rollcall's `/v1/rest`: every call the console makes.
describeDataProviderConformance("ra-data-simple-rest over /v1/rest", async () => {
  const server = await seededServer();
  return { dataProvider: server.simpleRest, data: server.data, close: server.close };
});
