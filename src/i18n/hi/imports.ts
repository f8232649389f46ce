import type { imports as englishImports } from "../en/imports";
import type { Translation } from "../translation";

/** The 'Import schools' page's strings: its three steps, the review, the progress and the undo. */
export const imports: Translation<typeof englishImports> = {
  open: "विद्यालय आयात करें",
  title: "विद्यालय आयात करें",
  back: "विद्यालय सूची पर वापस जाएँ",
  steps: {
    template: "टेम्पलेट डाउनलोड करें",
    upload: "फ़ाइल अपलोड करें",
    review: "जाँचें और आयात करें",
  },
  template: {
    intro:
      "हर पंक्ति में एक विद्यालय, उसके प्रधानाचार्य के साथ। XLSX टेम्पलेट की दूसरी शीट में मान्य देश, राज्य, शहर, मुख्य बोर्ड और बोर्ड उनकी आईडी के साथ दिए हैं; कोई भी संदर्भ उसके नाम या आईडी से दिया जा सकता है। विद्यालय सूची से निर्यात की गई फ़ाइल जैसी है वैसी ही अपलोड की जा सकती है।",
    csv: "CSV टेम्पलेट",
    xlsx: "XLSX टेम्पलेट",
    csv_label: "CSV टेम्पलेट डाउनलोड करें",
    xlsx_label: "XLSX टेम्पलेट डाउनलोड करें",
  },
  upload: {
    label: "आयात की जाने वाली फ़ाइल",
    hint: "CSV या XLSX फ़ाइल यहाँ खींचकर छोड़ें, या चुनने के लिए क्लिक करें: अधिकतम %{rows} पंक्तियाँ और %{size}।",
    uploading: "%{name} अपलोड हो रही है...",
    check_another: "कोई दूसरी फ़ाइल जाँचने के लिए उसे यहाँ अपलोड करें।",
  },
  review: {
    empty: "फ़ाइल अपलोड करें: कुछ भी सहेजे जाने से पहले उसकी पंक्तियाँ यहाँ जाँची जाती हैं।",
    loading: "आयात पढ़ा जा रहा है...",
    load_failed: "आयात पढ़ा नहीं जा सका",
    file: "%{name}, %{who} द्वारा %{date} को अपलोड की गई",
    checking: "पंक्तियाँ जाँची जा रही हैं: %{rows} में से %{checked}",
    checking_count: "पंक्तियाँ जाँची जा रही हैं: %{checked}",
    checking_label: "जाँची गई पंक्तियाँ",
    failed: "फ़ाइल पढ़ी नहीं जा सकी",
    totals: {
      label: "फ़ाइल की पंक्तियाँ",
      valid: "मान्य",
      with_errors: "त्रुटि वाली",
      existing: "पहले से मौजूद",
      existing_hint:
        "छोड़ी गई: वही विद्यालय पहले से दर्ज है, इसी कोड और नाम के साथ (या, कोड के बिना, इसी नाम और पिनकोड के साथ)।",
    },
    errors_title: "त्रुटि वाली पंक्तियाँ",
    errors_table: "पंक्ति और कॉलम के अनुसार त्रुटियाँ",
    error_file: "त्रुटियों सहित फ़ाइल डाउनलोड करें",
    error_file_hint:
      "पूरी फ़ाइल, एक error कॉलम के साथ: उन पंक्तियों को ठीक करें, फिर फ़ाइल दोबारा अपलोड करें। मान्य और पहले से मौजूद पंक्तियाँ कुछ भी दोबारा नहीं बनातीं।",
    whole_row: "पूरी पंक्ति",
    run: "%{count} मान्य पंक्ति आयात करें |||| %{count} मान्य पंक्तियाँ आयात करें",
    run_hint: "त्रुटि वाली पंक्तियाँ और पहले से मौजूद विद्यालय छोड़ दिए जाते हैं।",
    nothing_to_import: "आयात करने के लिए कोई मान्य पंक्ति नहीं है।",
    importing: "आयात हो रहा है: %{total} में से %{done} पंक्तियाँ",
    importing_label: "आयात की गई पंक्तियाँ",
    rate: "%{rate} पंक्तियाँ प्रति सेकंड",
    time_left: "लगभग %{time} शेष",
    starting: "शुरू हो रहा है...",
    done: "%{count} विद्यालय बनाया गया |||| %{count} विद्यालय बनाए गए",
    to_list: "विद्यालय सूची खोलें",
    undo: "यह आयात पूर्ववत करें",
    undo_until: "इसे %{date} तक पूर्ववत किया जा सकता है।",
    undo_title: "यह आयात पूर्ववत करें?",
    undo_content:
      "इस आयात से बने विद्यालय उनके प्रधानाचार्यों सहित हटा दिए जाते हैं, सिवाय उनके जिन्हें तब से किसी ने बदला, सत्यापित या सक्रिय किया हो, या जिनकी उपस्थिति दर्ज हुई हो।",
    undone: "यह आयात %{date} को पूर्ववत किया गया।",
    removed: "%{count} विद्यालय हटाया गया |||| %{count} विद्यालय हटाए गए",
    kept_title: "रखे गए",
    kept: {
      changed: "आयात के बाद बदला गया",
      verified: "आयात के बाद सत्यापित किया गया",
      activated: "आयात के बाद सक्रिय किया गया",
      attendance: "उपस्थिति दर्ज है",
    },
  },
  fields: {
    row: "पंक्ति",
    column: "कॉलम",
    message: "समस्या",
  },
  history: {
    title: "पिछले आयात",
    table: "पिछले आयात",
    file: "फ़ाइल",
    who: "किसने",
    when: "कब",
    counts: "पंक्तियाँ",
    counts_text: "%{valid} मान्य, %{with_errors} त्रुटि वाली, %{existing} पहले से मौजूद",
    state: "स्थिति",
  },
  states: {
    checking: "जाँच जारी",
    checked: "जाँचा गया",
    importing: "आयात जारी",
    done: "आयात किया गया",
    failed: "विफल",
    undone: "पूर्ववत किया गया",
  },
  time: {
    seconds: "%{smart_count} सेकंड |||| %{smart_count} सेकंड",
    minutes: "%{smart_count} मिनट |||| %{smart_count} मिनट",
    hours: "%{smart_count} घंटा |||| %{smart_count} घंटे",
  },
};
