import { z } from "zod";

export interface Country {
  country_id: number;
  name: string;
}
export interface State {
  state_id: number;
  name: string;
}
export interface City {
  city_id: number;
  name: string;
}
export interface SubBoard {
  board_id: number;
  name: string;
}
export interface MainBoard {
  main_board_id: number;
  name: string;
  sub_boards: SubBoard[];
}

export const countryParamsSchema = z.object({ countryId: z.coerce.number().int().positive() });
export const stateParamsSchema = z.object({ stateId: z.coerce.number().int().positive() });
