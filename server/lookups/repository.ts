import type { City, Country, MainBoard, State } from "../../contract/lookups";
import type { Queryable } from "../db/index";

/** The lookups the forms pick from, each sorted by name. */

export const countries = (db: Queryable) =>
  db.query<Country>("SELECT country_id, name FROM countries ORDER BY name");

export const statesOf = (db: Queryable, countryId: number) =>
  db.query<State>("SELECT state_id, name FROM states WHERE country_id = $1 ORDER BY name", [
    countryId,
  ]);

export const citiesOf = (db: Queryable, stateId: number) =>
  db.query<City>("SELECT city_id, name FROM cities WHERE state_id = $1 ORDER BY name", [stateId]);

export const mainBoards = (db: Queryable) =>
  db.query<MainBoard>(
    `SELECT mb.main_board_id, mb.name,
            COALESCE(json_agg(json_build_object('board_id', b.board_id, 'name', b.name) ORDER BY b.name)
                     FILTER (WHERE b.board_id IS NOT NULL), '[]') AS sub_boards
       FROM main_boards mb LEFT JOIN boards b ON b.main_board_id = mb.main_board_id
      GROUP BY mb.main_board_id ORDER BY mb.name`,
  );
