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
  report: {
    title: "उपस्थिति रिपोर्ट",
    period: "%{place}, %{from} से %{to} तक",
    city: "%{city} (%{state})",
    generated: "%{date} को बनाई गई",
    back: "डैशबोर्ड पर वापस जाएँ",
    print: "प्रिंट करें",
  },
  reports: {
    title: "विस्तृत रिपोर्ट",
    generate: "रिपोर्ट बनाएँ",
    export_csv: "CSV निर्यात करें",
    name: "रिपोर्ट",
    date: "तारीख़",
    students: "उपस्थित विद्यार्थी",
    teachers: "उपस्थित शिक्षक",
    month_report: "उपस्थिति रिपोर्ट, %{month}",
    failed: "महीनों के आँकड़े लोड नहीं हो सके।",
  },
  lists: {
    school: "विद्यालय",
    state: "राज्य",
    city: "शहर",
    not_reporting: {
      title: "रिपोर्ट न भेजने वाले विद्यालय",
      total:
        "%{count} विद्यालय ने %{days} या अधिक कार्य दिवसों पर उपस्थिति नहीं भेजी |||| %{count} विद्यालयों ने %{days} या अधिक कार्य दिवसों पर उपस्थिति नहीं भेजी",
      by_state: "रिपोर्ट न भेजने वाले विद्यालय, राज्यवार",
      narrow_hint: "पूरे डैशबोर्ड को इस राज्य तक सीमित करता है।",
      table: "रिपोर्ट न भेजने वाले विद्यालय, सबसे अधिक छूटे कार्य दिवस पहले",
      phone: "प्रधानाचार्य का फ़ोन",
      days_missing: "छूटे कार्य दिवस",
      last_report: "अंतिम रिपोर्ट",
      never: "कभी नहीं",
      empty: "इस अवधि में किसी विद्यालय की रिपोर्ट नहीं छूटी है।",
      failed: "रिपोर्ट न भेजने वाले विद्यालय लोड नहीं हो सके।",
    },
    low_attendance: {
      title: "कम उपस्थिति",
      who: "किसकी उपस्थिति",
      students: "विद्यार्थी",
      teachers: "शिक्षक",
      threshold: "उपस्थिति इससे कम",
      total_students:
        "%{count} विद्यालय जिसके विद्यार्थियों की उपस्थिति अधिकांश कार्य दिवसों पर %{threshold}% से कम रही |||| %{count} विद्यालय जिनके विद्यार्थियों की उपस्थिति अधिकांश कार्य दिवसों पर %{threshold}% से कम रही",
      total_teachers:
        "%{count} विद्यालय जिसके शिक्षकों की उपस्थिति अधिकांश कार्य दिवसों पर %{threshold}% से कम रही |||| %{count} विद्यालय जिनके शिक्षकों की उपस्थिति अधिकांश कार्य दिवसों पर %{threshold}% से कम रही",
      table: "कम उपस्थिति वाले विद्यालय",
      days_under: "सीमा से कम दिन / कार्य दिवस",
      share: "उपस्थिति प्रतिशत",
      empty_students:
        "इस अवधि के अधिकांश कार्य दिवसों पर किसी भी विद्यालय के विद्यार्थियों की उपस्थिति %{threshold}% से कम नहीं रही।",
      empty_teachers:
        "इस अवधि के अधिकांश कार्य दिवसों पर किसी भी विद्यालय के शिक्षकों की उपस्थिति %{threshold}% से कम नहीं रही।",
      failed: "कम उपस्थिति वाले विद्यालय लोड नहीं हो सके।",
    },
  },
  /** The period's attendance: the context under the cards' figures and the Attendance Trend. */
  attendance: {
    /** A custom range, named by its days under the cards. */
    range: "%{from} से %{to} तक",
    present: "%{share}% उपस्थित",
    present_na: "उपस्थिति: उपलब्ध नहीं",
    up: "%{points} अंक की बढ़त",
    down: "%{points} अंक की गिरावट",
    no_change: "कोई बदलाव नहीं",
    change_na: "बदलाव: उपलब्ध नहीं",
    reported: "%{share}% विद्यालयों ने रिपोर्ट भेजी",
    reported_na: "रिपोर्ट: उपलब्ध नहीं",
    reported_so_far: "रिपोर्ट: दिन पूरा होने पर गिनी जाएगी",
    so_far: "%{name}, अब तक",
    enrolled_now: "अभी नामांकित",
    on_day: "%{day} को",
    today_so_far: "आज, अब तक",
    no_report: "इस अवधि में कोई रिपोर्ट नहीं",
    about_label: "इन आँकड़ों का अर्थ",
    about:
      "ऊपर का आँकड़ा: अवधि के उस अंतिम दिन के उपस्थित, जिस दिन रिपोर्ट आई। उसके नीचे, %{from} से %{to} तक, इससे ठीक पहले के उतने ही दिनों (%{previous_from} से %{previous_to} तक) की तुलना में, आज तक के कार्य दिवसों पर। उपस्थित: उपस्थित ÷ नामांकित, रिपोर्ट भेजने वाले विद्यालयों में। बदलाव: अभी का उपस्थिति प्रतिशत घटा पहले का, प्रतिशत अंकों में। रिपोर्ट: प्राप्त रिपोर्टें ÷ पंजीकृत विद्यालय, हर पूरे हो चुके कार्य दिवस पर (विद्यालय अपने पंजीकरण के अगले दिन से)।",
    loading: "अवधि की उपस्थिति लोड हो रही है...",
    trend: {
      title: "उपस्थिति रुझान",
      students: "उपस्थित विद्यार्थी",
      teachers: "उपस्थित शिक्षक",
      /** A week of the trend, cut to the period: 3 नव॰ 2026 से 9 नव॰ 2026 तक. */
      week: "%{from} से %{to} तक",
      /** One bucket in the text alternative and the tooltip. */
      point: "%{name}: विद्यार्थी %{students}, शिक्षक %{teachers}, %{reported}",
      summary: "%{grain} उपस्थिति प्रतिशत, विद्यार्थियों और शिक्षकों का: %{values}।",
      grain_day: "दिनवार",
      grain_week: "सप्ताहवार",
      grain_month: "महीनेवार",
      empty: "इस अवधि में कोई उपस्थिति रिपोर्ट नहीं हुई।",
      failed: "उपस्थिति रुझान लोड नहीं हो सका।",
    },
  },
  breakdowns: {
    title: "स्थान, बोर्ड और प्रकार के अनुसार उपस्थिति",
    country: "भारत",
    breadcrumb: "दिखाया गया स्थान",
    tabs: "विवरण",
    by_state: "राज्य के अनुसार",
    by_city: "शहर के अनुसार",
    by_main_board: "मुख्य बोर्ड के अनुसार",
    by_type: "विद्यालय के प्रकार के अनुसार",
    columns: {
      state: "राज्य",
      city: "शहर",
      main_board: "मुख्य बोर्ड",
      type: "विद्यालय का प्रकार",
      schools: "विद्यालय",
      students: "उपस्थित विद्यार्थी",
      teachers: "उपस्थित शिक्षक",
      completeness: "पूर्णता",
      more: "और",
    },
    caption: "%{by} · %{place} · %{from} से %{to} तक। बिना आँकड़ों वाली पंक्तियाँ अंत में हैं।",
    more: "%{name} के बारे में और",
    sort_by: "%{column} के अनुसार क्रमबद्ध करें",
    narrow_to: "डैशबोर्ड पर %{name} दिखाएँ",
    view_schools: "विद्यालय देखें",
    view_schools_of: "%{place} के विद्यालय देखें",
    export_csv: "CSV निर्यात करें",
    state_scope: "मुख्य बोर्ड और विद्यालय के प्रकार का विवरण राज्य के स्तर तक है: ये %{state} के हैं।",
    empty: "इस स्थान और अवधि में कोई विद्यालय नहीं है।",
    failed: "यह विवरण लोड नहीं हो सका।",
  },
};
