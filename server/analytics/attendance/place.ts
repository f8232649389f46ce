import type { Place } from "../../../contract/attendanceAnalytics";
import { keyed } from "../../../contract/apiMessages";
import type { Queryable } from "../../db/index";
import { badField } from "../../http";

/** A city is taken only with the state it is in (400 at `city_id` otherwise). */
export async function checkPlace(db: Queryable, place: Place) {
  if (place.city_id === undefined) return;
  const found = await db.query("SELECT 1 FROM cities WHERE city_id = $1 AND state_id = $2", [
    place.city_id,
    place.state_id ?? null,
  ]);
  if (found.length === 0) throw badField("city_id", keyed("validation.place_city_not_in_state"));
}
