import { z } from "zod";
import { pathId } from "./common";
import { validationMessages as m } from "./messages";

/* The lookups the forms pick from, as the API answers them. */

const name = z.string();

/** A named lookup row: its id under its own key, and its name. */
function named<K extends string>(key: K) {
  return z.object({ ...({ [key]: z.number().int() } as Record<K, z.ZodNumber>), name });
}

export const countrySchema = named("country_id").meta({
  id: "Country",
  examples: [{ country_id: 1, name: "India" }],
});
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = named("state_id").meta({
  id: "State",
  examples: [{ state_id: 1, name: "Karnataka" }],
});
export type State = z.infer<typeof stateSchema>;

export const citySchema = named("city_id").meta({
  id: "City",
  examples: [{ city_id: 1, name: "Mysuru" }],
});
export type City = z.infer<typeof citySchema>;

const subBoardSchema = z.object({ board_id: z.number().int(), name }).meta({ id: "SubBoard" });

export const mainBoardSchema = z
  .object({ main_board_id: z.number().int(), name, sub_boards: z.array(subBoardSchema) })
  .meta({
    id: "MainBoard",
    examples: [
      {
        main_board_id: 1,
        name: "CBSE",
        sub_boards: [{ board_id: 3, name: "CBSE Regional Office, Chennai" }],
      },
    ],
  });
export type MainBoard = z.infer<typeof mainBoardSchema>;

export const countryParamsSchema = z.object({ countryId: pathId }, { error: m.request_invalid });
export const stateParamsSchema = z.object({ stateId: pathId }, { error: m.request_invalid });
