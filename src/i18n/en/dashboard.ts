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
  reports: {
    title: "Detailed Reports",
    export_csv: "Export CSV",
    generate: "Generate Report",
    unavailable: "Exporting and generating reports are not available yet.",
    name: "Report",
    date: "Date",
    samples: {
      attendance: "Monthly Attendance Summary",
      registrations: "Student Registration Report",
      payments: "Fee Collection Report",
      teachers: "Teacher Attendance Analysis",
    },
  },
};
