import type { dashboard as englishDashboard } from "../en/dashboard";
import type { Translation } from "../translation";

/** The dashboard's strings, including the labels of its fixed samples. */
export const dashboard: Translation<typeof englishDashboard> = {
  title: "विश्लेषण डैशबोर्ड",
  /** The spec's greeting, with the signed-in administrator's name when it is known. */
  welcome: "स्वागत है, प्रशासक!",
  welcome_name: "स्वागत है, %{name}!",
  /** The period picker: what everything below the cards covers. */
  period: {
    label: "अवधि",
    week: "यह सप्ताह",
    month: "यह महीना",
    academic_year: "यह शैक्षणिक वर्ष",
    custom: "अपनी चुनी अवधि",
    from: "से",
    to: "तक",
    date_placeholder: "दिन/माह/वर्ष",
    date_invalid: "तारीख़ दिन/माह/वर्ष (dd/mm/yyyy) के रूप में दर्ज करें",
    /** A day in words: 26 नव॰ 2026. */
    day: "%{day} %{month} %{year}",
    resolved:
      "%{from} से %{to} तक (%{smart_count} दिन) |||| %{from} से %{to} तक (%{smart_count} दिन)",
  },
  charts: {
    loading: "चार्ट लोड हो रहे हैं...",
    unavailable: "चार्ट लोड नहीं हो सके। पुनः प्रयास करने के लिए पृष्ठ फिर से लोड करें।",
    /** A month on a chart's axis, with its year: जन॰ 2026. */
    month_year: "%{month} %{year}",
    /** The mark of a chart that shows made-up figures. */
    sample: "नमूना डेटा",
    registrations: {
      title: "मासिक पंजीकरण रुझान",
      series: "पंजीकृत विद्यालय",
      summary: "महीनेवार पंजीकृत विद्यालय: %{values}।",
      empty: "इन महीनों में कोई विद्यालय पंजीकृत नहीं हुआ।",
      failed: "पंजीकरण रुझान लोड नहीं हो सका।",
    },
    payments: {
      title: "भुगतान संग्रह रुझान",
      series: "भुगतान (₹)",
      summary: "नमूना डेटा, वास्तविक भुगतान नहीं। महीनेवार प्राप्त भुगतान, रुपये में: %{values}।",
    },
  },
  // The short month names of Hindi's Unicode locale data (CLDR), as Indian calendars print them.
  months: {
    jan: "जन॰",
    feb: "फ़र॰",
    mar: "मार्च",
    apr: "अप्रैल",
    may: "मई",
    jun: "जून",
    jul: "जुल॰",
    aug: "अग॰",
    sep: "सित॰",
    oct: "अक्टू॰",
    nov: "नव॰",
    dec: "दिस॰",
  },
  reports: {
    title: "विस्तृत रिपोर्ट",
    export_csv: "CSV निर्यात करें",
    generate: "रिपोर्ट बनाएँ",
    unavailable: "रिपोर्ट निर्यात करने और बनाने की सुविधा अभी उपलब्ध नहीं है।",
    name: "रिपोर्ट",
    date: "तारीख़",
    samples: {
      attendance: "मासिक उपस्थिति सारांश",
      registrations: "विद्यार्थी पंजीकरण रिपोर्ट",
      payments: "शुल्क संग्रह रिपोर्ट",
      teachers: "शिक्षक उपस्थिति विश्लेषण",
    },
  },
};
