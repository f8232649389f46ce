/**
 * A minimal react-admin 5 app with recharts, the yardstick of `npm run bench:web`'s "click Login
 * to a filled dashboard" and "click the School entry to 10 rows": react-admin's own `<Admin>`,
 * default login page, layout and menu, an authProvider, a dashboard making the same calls as
 * Rollcall's first screen (sign-in; this month's attendance overview, which fills the four
 * cards, registration trend and attendance trend) and drawing the same three line charts
 * (registrations per month and the students' and teachers' present share from those answers,
 * the payments' sample), and a schools list reading the same list call as Rollcall's. It is not
 * part of the console: only bench:web builds it (vite.config.ts beside this file) and serves it
 * under /bench-minimal/.
 *
 * The four figures carry `aria-labelledby="stat-..."` as Rollcall's cards do, so that one
 * condition tells when either dashboard is filled.
 */
import { createRoot } from "react-dom/client";
import { useQuery } from "@tanstack/react-query";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import {
  Admin,
  DataTable,
  List,
  Resource,
  Title,
  fetchUtils,
  useDataProvider,
  type AuthProvider,
  type DataProvider,
  type GetListParams,
  type GetListResult,
} from "react-admin";
import simpleRestProvider from "ra-data-simple-rest";
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import {
  indiaDay,
  presetPeriod,
  type Period,
  type RegistrationMonth,
} from "../../../contract/analytics";
import { paths } from "../../../contract/api";
import type { AttendanceSummary } from "../../../contract/attendance";
import type { AttendanceOverview, AttendanceTrend } from "../../../contract/attendanceAnalytics";
import type { SchoolListItem } from "../../../contract/schools";
import { PAYMENTS_INR } from "../../../src/dashboard/sampleData";

const TOKEN = "token";
const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const bytes = new TextEncoder().encode(`${username}:${password}`);
    const { json } = await fetchUtils.fetchJson(paths.login, {
      method: "POST",
      headers: new Headers({ Authorization: `Basic ${btoa(String.fromCharCode(...bytes))}` }),
    });
    localStorage.setItem(TOKEN, json.resources.data.token);
  },
  async logout() {
    localStorage.removeItem(TOKEN);
  },
  async checkAuth() {
    if (!localStorage.getItem(TOKEN)) throw new Error("Not signed in");
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401) throw error;
  },
};

const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, {
    ...options,
    user: { authenticated: true, token: `Bearer ${localStorage.getItem(TOKEN)}` },
  });

/** The answer's data of a GET with a query string, as Rollcall's dataProvider reads it. */
const getData = async <T,>(path: string, query: Record<string, string>): Promise<T> =>
  (await httpClient(`${path}?${new URLSearchParams(query)}`)).json.resources.data;

type MinimalDataProvider = DataProvider & {
  getRegistrationTrend(period: Period): Promise<RegistrationMonth[]>;
  getAttendanceOverview(period: Period): Promise<AttendanceOverview>;
  getAttendanceTrend(period: Period): Promise<AttendanceTrend>;
};

const dataProvider: MinimalDataProvider = {
  ...simpleRestProvider("/v1/rest", httpClient),
  // The schools' page from the spec's list, as Rollcall's list asks for it, so that both apps'
  // School clicks ask the server the same.
  async getList(_resource: string, { pagination }: GetListParams): Promise<GetListResult> {
    const { page, perPage } = pagination ?? { page: 1, perPage: 10 };
    const { json } = await httpClient(`${paths.schoolList}?page=${page}&limit=${perPage}`);
    const { data, total } = json.resources as { data: SchoolListItem[]; total: number };
    return { data: data.map((school) => ({ ...school, id: school.school_id })), total };
  },
  // The period's calls with the same query strings as Rollcall's (the whole country: no place).
  getRegistrationTrend: ({ from, to }) => getData(paths.analyticsRegistrations, { from, to }),
  getAttendanceOverview: ({ from, to }) => getData(paths.analyticsAttendanceOverview, { from, to }),
  getAttendanceTrend: ({ from, to }) => getData(paths.analyticsAttendanceTrend, { from, to }),
};

const CARDS: (keyof AttendanceSummary)[] = [
  "total_students",
  "present_students",
  "total_teachers",
  "present_teachers",
];

/** The present cards, under which the month's overview shows its share, as Rollcall's do. */
const WHO: Partial<Record<keyof AttendanceSummary, "students" | "teachers">> = {
  present_students: "students",
  present_teachers: "teachers",
};

/** A card's figure, as Rollcall's cards take it from the overview. */
function figure(overview: AttendanceOverview, key: keyof AttendanceSummary) {
  if (key === "total_students") return overview.enrolment.students;
  if (key === "total_teachers") return overview.enrolment.teachers;
  return overview.latest_day?.[key];
}

const share = (value: number | null) => (value === null ? "N/A" : `${value.toFixed(1)}%`);

/** One point of a chart: its label on the axis and its value on each line (null: a gap). */
type Point = { label: string } & Record<string, string | number | null>;

const TrendChart = ({
  title,
  points,
  lines,
}: {
  title: string;
  points: Point[];
  lines: string[];
}) => (
  <Card>
    <CardContent>
      <Typography variant="h6">{title}</Typography>
      <ResponsiveContainer width="100%" height={280}>
        <LineChart data={points}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis width={64} />
          <Tooltip />
          {lines.map((line) => (
            <Line
              key={line}
              type="monotone"
              dataKey={line}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </CardContent>
  </Card>
);

const PAYMENTS: Point[] = MONTHS.map((label, i) => ({ label, payments: PAYMENTS_INR[i] }));

// Every call at once, as a plain react-admin dashboard would make them (and as Rollcall does).
const Dashboard = () => {
  const dataProvider = useDataProvider<MinimalDataProvider>();
  // Rollcall's default period: this month up to India's today.
  const period = presetPeriod("month", indiaDay(new Date()));
  const overview = useQuery({
    queryKey: ["attendance-overview", period],
    queryFn: () => dataProvider.getAttendanceOverview(period),
  });
  const registrations = useQuery({
    queryKey: ["registrations", period],
    queryFn: () => dataProvider.getRegistrationTrend(period),
  });
  const attendance = useQuery({
    queryKey: ["attendance-trend", period],
    queryFn: () => dataProvider.getAttendanceTrend(period),
  });
  return (
    <>
      <Title title="Dashboard" />
      <Grid container spacing={2} sx={{ my: 2 }}>
        {CARDS.map((key) => (
          <Grid key={key} size={3}>
            <Card>
              <CardContent>
                <Typography id={`stat-${key}`}>{key}</Typography>
                <Typography variant="h5" aria-labelledby={`stat-${key}`}>
                  {overview.data === undefined ? "" : (figure(overview.data, key) ?? "N/A")}
                </Typography>
                {WHO[key] && overview.data && (
                  <Typography variant="body2">
                    This month: {share(overview.data.current[WHO[key]].share)} present,{" "}
                    {share(overview.data.current.completeness.share)} reported
                  </Typography>
                )}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        <Grid size={6}>
          <TrendChart
            title="Registrations"
            lines={["schools"]}
            points={(registrations.data ?? []).map(({ month, schools }) => ({
              label: month,
              schools,
            }))}
          />
        </Grid>
        <Grid size={6}>
          <TrendChart
            title="Attendance"
            lines={["students", "teachers"]}
            // Sundays and holidays (no working day) are left off, as Rollcall's chart does.
            points={(attendance.data?.buckets ?? [])
              .filter(({ figures }) => figures.working_days > 0)
              .map(({ from, figures }) => ({
                label: from,
                students: figures.students.share,
                teachers: figures.teachers.share,
              }))}
          />
        </Grid>
        <Grid size={6}>
          <TrendChart title="Payments" lines={["payments"]} points={PAYMENTS} />
        </Grid>
      </Grid>
    </>
  );
};

const SchoolList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="school_name" />
      <DataTable.Col source="admin_name" />
      <DataTable.Col source="state_name" />
      <DataTable.Col source="city_name" />
      <DataTable.NumberCol source="students" />
    </DataTable>
  </List>
);

createRoot(document.getElementById("root")!).render(
  <Admin authProvider={authProvider} dataProvider={dataProvider} dashboard={Dashboard}>
    <Resource name="schools" list={SchoolList} />
  </Admin>,
);
