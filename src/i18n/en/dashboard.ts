/** The dashboard's strings, including the labels of its fixed samples. */
export const dashboard = {
  title: "Analytics Dashboard",
  /** The spec's greeting, with the signed-in administrator's name when it is known. */
  welcome: "Welcome, Admin!",
  welcome_name: "Welcome, %{name}!",
  /** The period picker: what everything below the cards covers. */
  period: {
    label: "Period",
    week: "This week",
    month: "This month",
    academic_year: "This academic year",
    custom: "Custom range",
    from: "From",
    to: "To",
    date_placeholder: "dd/mm/yyyy",
    date_invalid: "Enter the date as dd/mm/yyyy",
    /** A day in words: 26 Nov 2026. */
    day: "%{day} %{month} %{year}",
    resolved: "%{from} to %{to} (%{smart_count} day) |||| %{from} to %{to} (%{smart_count} days)",
  },
  charts: {
    loading: "Loading charts...",
    unavailable: "The charts could not be loaded. Reload the page to try again.",
    /** A month on a chart's axis, with its year: Jan 2026. */
    month_year: "%{month} %{year}",
    /** The mark of a chart that shows made-up figures. */
    sample: "Sample data",
    registrations: {
      title: "Monthly Registration Trend",
      series: "Schools registered",
      summary: "Schools registered by month: %{values}.",
      empty: "No schools were registered in these months.",
      failed: "The registration trend could not be loaded.",
    },
    payments: {
      title: "Payment Collection Trend",
      series: "Payments (₹)",
      summary: "Sample data, not real payments. Payments collected by month, in rupees: %{values}.",
    },
  },
  months: {
    jan: "Jan",
    feb: "Feb",
    mar: "Mar",
    apr: "Apr",
    may: "May",
    jun: "Jun",
    jul: "Jul",
    aug: "Aug",
    sep: "Sep",
    oct: "Oct",
    nov: "Nov",
    dec: "Dec",
  },
  /** The printable report of a period (Generate Report, a month of the Detailed Reports). */
  report: {
    title: "Attendance report",
    /** Where and when: India, 1 Oct 2026 to 31 Oct 2026. */
    period: "%{place}, %{from} to %{to}",
    /** A city with its state: Kochi, Kerala. */
    city: "%{city}, %{state}",
    generated: "Generated on %{date}",
    back: "Back to the dashboard",
    print: "Print",
  },
  reports: {
    title: "Detailed Reports",
    generate: "Generate Report",
    export_csv: "Export CSV",
    name: "Report",
    date: "Date",
    students: "Students present",
    teachers: "Teachers present",
    /** A month's report in the list: Attendance report, Oct 2026. */
    month_report: "Attendance report, %{month}",
    failed: "The months' figures could not be loaded.",
  },
  /** The two ranked lists under the charts: who sent no attendance, whose attendance is low. */
  lists: {
    school: "School",
    state: "State",
    city: "City",
    not_reporting: {
      title: "Not reporting",
      total:
        "%{count} school sent no attendance on %{days} or more working days |||| %{count} schools sent no attendance on %{days} or more working days",
      by_state: "Schools not reporting, by state",
      /** What a state's button does (its name and count are what it shows). */
      narrow_hint: "Narrows the whole dashboard to this state.",
      table: "Schools not reporting, most working days missing first",
      phone: "Principal's phone",
      days_missing: "Working days missing",
      last_report: "Last report",
      never: "Never",
      empty: "No school is missing reports in this period.",
      failed: "The schools not reporting could not be loaded.",
    },
    low_attendance: {
      title: "Low attendance",
      who: "Whose attendance",
      students: "Students",
      teachers: "Teachers",
      threshold: "Present under",
      total_students:
        "%{count} school whose students were under %{threshold}% present on most working days |||| %{count} schools whose students were under %{threshold}% present on most working days",
      total_teachers:
        "%{count} school whose teachers were under %{threshold}% present on most working days |||| %{count} schools whose teachers were under %{threshold}% present on most working days",
      table: "Schools with low attendance",
      days_under: "Days under / working days",
      share: "Present share",
      empty_students:
        "No school's students were under %{threshold}% present on most working days of this period.",
      empty_teachers:
        "No school's teachers were under %{threshold}% present on most working days of this period.",
      failed: "The schools with low attendance could not be loaded.",
    },
  },
  /** The period's attendance: the context under the cards' figures and the Attendance Trend. */
  attendance: {
    /** A custom range, named by its days under the cards. */
    range: "%{from} to %{to}",
    present: "%{share}% present",
    present_na: "Present: N/A",
    up: "Up %{points} points",
    down: "Down %{points} points",
    no_change: "No change",
    change_na: "Change: N/A",
    reported: "%{share}% of schools reported",
    reported_na: "Reported: N/A",
    /** A trend's bucket of today alone: nothing is missing before the day is over. */
    reported_so_far: "Reported: counted once the day is over",
    /** A trend's bucket that holds today, named: 16 Mar 2026, so far. */
    so_far: "%{name}, so far",
    /** Under Total Students and Total Teachers: the place's enrolment now. */
    enrolled_now: "Enrolled now",
    /** Under Present Students and Present Teachers: the day the figure is of. */
    on_day: "On %{day}",
    today_so_far: "Today, so far",
    no_report: "No report in this period",
    about_label: "What these figures mean",
    about:
      "The figure above: those present on the latest day of the period with a report. Below it, %{from} to %{to}, against the same number of days just before it (%{previous_from} to %{previous_to}), over the working days up to today. Present: present ÷ enrolled, over the schools that reported. Change: the present share now less before, in percentage points. Reported: reports received ÷ schools registered, on each working day that is over (a school from the day after its registration).",
    loading: "Loading the period's attendance...",
    trend: {
      title: "Attendance Trend",
      students: "Students present",
      teachers: "Teachers present",
      /** A week of the trend, cut to the period: 3 Nov 2026 to 9 Nov 2026. */
      week: "%{from} to %{to}",
      /** One bucket in the text alternative and the tooltip. */
      point: "%{name}: students %{students}, teachers %{teachers}, %{reported}",
      summary: "Present share by %{grain}, of students and of teachers: %{values}.",
      grain_day: "day",
      grain_week: "week",
      grain_month: "month",
      empty: "No attendance was reported in this period.",
      failed: "The attendance trend could not be loaded.",
    },
  },
  /** The breakdown tables: by place (state, a state's cities), main board and school type. */
  breakdowns: {
    title: "Attendance by place, board and type",
    /** The breadcrumb's root: the whole platform, one country. */
    country: "India",
    breadcrumb: "Place shown",
    tabs: "Breakdowns",
    by_state: "By state",
    by_city: "By city",
    by_main_board: "By main board",
    by_type: "By school type",
    columns: {
      state: "State",
      city: "City",
      main_board: "Main board",
      type: "School type",
      schools: "Schools",
      students: "Students present",
      teachers: "Teachers present",
      completeness: "Completeness",
      /** On a phone, the column of each row's button that shows the rest of its figures. */
      more: "More",
    },
    /** A table's text alternative: what it is, of which place and period. */
    caption: "%{by} · %{place} · %{from} to %{to}. Rows without data come last.",
    /** On a phone, a row's button that shows its schools and its teachers' share. */
    more: "More about %{name}",
    sort_by: "Sort by %{column}",
    narrow_to: "Show %{name} on the dashboard",
    view_schools: "View schools",
    view_schools_of: "View the schools of %{place}",
    export_csv: "Export CSV",
    /** At a city: the board and type tables are its state's (the server breaks down by state). */
    state_scope: "Main boards and school types are broken down by state: these are %{state}'s.",
    empty: "No schools in this place and period.",
    failed: "This breakdown could not be loaded.",
  },
};
