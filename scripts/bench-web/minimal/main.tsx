/**
 * A minimal react-admin 5 app with recharts, the yardstick of `npm run bench:web`'s "click Login
 * to a filled dashboard" and "click the School entry to 10 rows": react-admin's own `<Admin>`,
 * default login page, layout and menu, an authProvider, a dashboard making the same calls as
 * Rollcall's (sign-in, then the year's attendance summary) and drawing the same two line charts,
 * and a schools list reading the same list call as Rollcall's. It is not part of the console:
 * only bench:web builds it (vite.config.ts beside this file) and serves it under /bench-minimal/.
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
import { paths } from "../../../contract/api";
import type { AttendanceSummary } from "../../../contract/attendance";
import type { SchoolListItem } from "../../../contract/schools";
import { PAYMENTS_INR, REGISTRATIONS } from "../../../src/dashboard/sampleData";

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

type MinimalDataProvider = DataProvider & {
  getAttendanceSummary(year: number): Promise<AttendanceSummary | null>;
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
  async getAttendanceSummary(year) {
    const { json } = await httpClient(`${paths.attendanceSummary}?year=${year}`);
    return json.resources.data[0] ?? null;
  },
};

const CARDS: (keyof AttendanceSummary)[] = [
  "total_students",
  "present_students",
  "total_teachers",
  "present_teachers",
];

const TrendChart = ({ title, values }: { title: string; values: readonly number[] }) => (
  <Card>
    <CardContent>
      <Typography variant="h6">{title}</Typography>
      <ResponsiveContainer width="100%" height={280}>
        <LineChart data={MONTHS.map((month, i) => ({ month, value: values[i] }))}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" interval={0} />
          <YAxis width={64} />
          <Tooltip />
          <Line type="monotone" dataKey="value" strokeWidth={2} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </CardContent>
  </Card>
);

const Dashboard = () => {
  const dataProvider = useDataProvider<MinimalDataProvider>();
  const year = new Date().getFullYear();
  const { data } = useQuery({
    queryKey: ["attendance-summary", year],
    queryFn: () => dataProvider.getAttendanceSummary(year),
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
                  {data === undefined ? "" : (data?.[key] ?? "N/A")}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        <Grid size={6}>
          <TrendChart title="Registrations" values={REGISTRATIONS} />
        </Grid>
        <Grid size={6}>
          <TrendChart title="Payments" values={PAYMENTS_INR} />
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
