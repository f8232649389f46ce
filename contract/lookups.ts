import { z } from "zod";
import { pathId } from "./common";
import { validationMessages as m } from "./messages";

/* The lookups the forms pick from, as the API answers them. */

const name = z.string();

/** A named lookup row: its id under its own key, and its name. */
function named<K extends string>(key: K, id: string, example: string) {
  return z
    .object({ ...({ [key]: z.number().int() } as Record<K, z.ZodNumber>), name })
    .meta({ id, examples: [{ [key]: 1, name: example }] });
}

export const countrySchema = named("country_id", "Country", "India");
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = named("state_id", "State", "Karnataka");
export type State = z.infer<typeof stateSchema>;

export const citySchema = named("city_id", "City", "Mysuru");
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
