import { z } from "zod";
import { validationMessages as m } from "./messages";

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

const lookupId = z.coerce
  .number({ error: m.number_required })
  .int(m.number_required)
  .positive(m.number_required);

export const countryParamsSchema = z.object({ countryId: lookupId }, { error: m.request_invalid });
export const stateParamsSchema = z.object({ stateId: lookupId }, { error: m.request_invalid });
