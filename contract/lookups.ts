import { z } from "zod";
import { pathId } from "./common";
import { validationMessages as m } from "./messages";

/* The lookups the forms pick from, as the API answers them. */

const name = z.string();

export const countrySchema = z
  .object({ country_id: z.number().int(), name })
  .meta({ id: "Country", examples: [{ country_id: 1, name: "India" }] });
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z
  .object({ state_id: z.number().int(), name })
  .meta({ id: "State", examples: [{ state_id: 12, name: "Karnataka" }] });
export type State = z.infer<typeof stateSchema>;

export const citySchema = z
  .object({ city_id: z.number().int(), name })
  .meta({ id: "City", examples: [{ city_id: 140, name: "Mysuru" }] });
export type City = z.infer<typeof citySchema>;

export const subBoardSchema = z
  .object({ board_id: z.number().int(), name })
  .meta({ id: "SubBoard" });
export type SubBoard = z.infer<typeof subBoardSchema>;

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
