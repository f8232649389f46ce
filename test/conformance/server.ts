import { paths } from "../../contract/api";
import type { SqlValue } from "../../server/db/index";
import { seedDemoBoardAdmins } from "../../server/db/demo/boardAdmins";
import { searchText } from "../../server/schools/repository";
import { listenWithSimpleRest, seededApp } from "../server/harness";
import type { SeededData } from "./dataProvider";

/** The word only the searched schools' names hold. */
const SEARCHED = "Zephyrine";
/** Which of the generated schools (by position, oldest first) are verified, and which are named for the search. */
const isVerified = (i: number) => i % 3 === 0;
const isSearched = (i: number) => [1, 3, 7].includes(i);
/** The school (by position) whose status is changed twice, for its History. */
const AUDITED = 5;

/**
 * Rollcall's server on a loopback port over a fresh database: 12 schools (4 verified, 3 found by
 * a search, one of them verified), the demo's board administrators, two events in one school's
 * History, and the lookups. Answers its address, a super administrator's token, the stock
 * simple-REST provider over its `/v1/rest`, and what it holds as the conformance suite reads it.
 */
export async function seededServer() {
  const { t, token, ids } = await seededApp("pglite", {
    schools: 12,
    shape: (school, i) => {
      const school_name = isSearched(i) ? `${school.school_name} ${SEARCHED}` : school.school_name;
      return {
        ...school,
        school_name,
        search_text: searchText([school_name, school.search_text]),
        admin_approval: isVerified(i),
        // The school whose History holds its activation and deactivation starts inactive.
        status: i === AUDITED ? false : school.status,
      };
    },
  });
  await seedDemoBoardAdmins(t.db, t.config);
  // A school's History: its status changed and changed back, through the API.
  const audited = ids[AUDITED];
  for (const status of [true, false]) {
    const res = await t.app.inject({
      method: "PUT",
      url: paths.schoolChangeStatus,
      headers: t.auth(token),
      payload: { school_id: audited, status },
    });
    if (res.statusCode !== 200) throw new Error(`change-status: ${res.statusCode} ${res.body}`);
  }
  const column = async (sql: string, params: SqlValue[] = []) =>
    (await t.db.query<{ id: number }>(sql, params)).map((row) => row.id);
  const country = (await column("SELECT country_id AS id FROM states ORDER BY 1 LIMIT 1"))[0];
  const state = (
    await column(
      "SELECT state_id AS id FROM cities GROUP BY state_id HAVING count(*) > 1 ORDER BY 1 LIMIT 1",
    )
  )[0];
  const mainBoard = (await column("SELECT main_board_id AS id FROM boards ORDER BY 1 LIMIT 1"))[0];
  const data: SeededData = {
    schools: {
      ids,
      verified: ids.filter((_, i) => isVerified(i)),
      search: { q: SEARCHED.toLowerCase(), ids: ids.filter((_, i) => isSearched(i)) },
    },
    boardAdmins: await column("SELECT account_id AS id FROM board_admins"),
    history: {
      schoolId: audited,
      eventIds: await column(
        "SELECT event_id::int AS id FROM audit_events WHERE target_type = 'school' AND target_id = $1",
        [audited],
      ),
    },
    lookups: {
      countries: await column("SELECT country_id AS id FROM countries"),
      country: {
        id: country,
        states: await column("SELECT state_id AS id FROM states WHERE country_id = $1", [country]),
      },
      state: {
        id: state,
        cities: await column("SELECT city_id AS id FROM cities WHERE state_id = $1", [state]),
      },
      mainBoard: {
        id: mainBoard,
        boards: await column("SELECT board_id AS id FROM boards WHERE main_board_id = $1", [
          mainBoard,
        ]),
      },
    },
    missingId: 999_999,
  };
  const { base, provider } = await listenWithSimpleRest(t, token);
  return { t, token, base, simpleRest: provider, data, close: () => t.close() };
}
