/** The dashboard's strings, including the labels of its fixed samples. */
export const dashboard = {
  title: "Analytics Dashboard",
  /** The spec's greeting, with the signed-in administrator's name when it is known. */
  welcome: "Welcome, Admin!",
  welcome_name: "Welcome, %{name}!",
  charts: {
    loading: "Loading charts...",
    unavailable: "The charts could not be loaded. Reload the page to try again.",
    registrations: {
      title: "Monthly Registration Trend",
      series: "Registrations",
      summary: "New registrations by month: %{values}.",
    },
    payments: {
      title: "Payment Collection Trend",
      series: "Payments (₹)",
      summary: "Payments collected by month, in rupees: %{values}.",
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
