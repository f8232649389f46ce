import type { audit as englishAudit } from "../en/audit";
import type { Translation } from "../translation";

/** The Audit Log's strings, the History section's and the bulk actions'. */
export const audit: Translation<typeof englishAudit> = {
  menu: "ऑडिट लॉग",
  title: "ऑडिट लॉग",
  table: "ऑडिट घटनाएँ",
  history: "इतिहास",
  history_all: "ऑडिट लॉग में सभी देखें",
  fields: {
    occurred_at: "समय",
    event: "घटना",
    // The network address the request came from, not a postal address (पता).
    client_ip: "IP पता",
    request_id: "अनुरोध",
  },
  filters: {
    actor: "किसने",
    actor_placeholder: "उपयोगकर्ता नाम",
    action: "कार्रवाई",
    all_actions: "सभी कार्रवाइयाँ",
    school: "विद्यालय",
    school_placeholder: "विद्यालय खोजें...",
    from: "से",
    to: "तक",
    // The order of the date's parts as typed (dd/mm/yyyy), in Hindi words.
    date_placeholder: "दिन/माह/वर्ष",
    date_invalid: "तारीख़ दिन/माह/वर्ष (dd/mm/yyyy) के रूप में दर्ज करें",
    clear: "फ़िल्टर हटाएँ",
  },
  actions: {
    "school.registered": "विद्यालय पंजीकृत किया गया",
    "school.updated": "विद्यालय अद्यतन किया गया",
    "school.verified": "विद्यालय सत्यापित किया गया",
    "school.status_changed": "विद्यालय की स्थिति बदली गई",
    "board_admin.created": "बोर्ड प्रशासक बनाया गया",
    "board_admin.status_changed": "बोर्ड प्रशासक की स्थिति बदली गई",
    "account.password_changed": "पासवर्ड बदला गया",
    "account.password_reset": "पासवर्ड रीसेट किया गया",
    "account.two_factor_enabled": "दो-चरणीय साइन-इन चालू किया गया",
    "account.two_factor_disabled": "दो-चरणीय साइन-इन बंद किया गया",
    "account.two_factor_reset": "दो-चरणीय साइन-इन रीसेट किया गया",
    "auth.signed_in": "साइन इन किया गया",
    "auth.sign_in_failed": "साइन इन विफल रहा",
    "auth.signed_out": "साइन आउट किया गया",
    "list.exported": "सूची निर्यात की गई",
  },
  sentences: {
    "school.registered": "%{actor} ने %{target} को पंजीकृत किया",
    "school.updated": "%{actor} ने %{target} का विवरण अद्यतन किया",
    "school.verified": "%{actor} ने %{target} को सत्यापित किया",
    "school.status_changed.on": "%{actor} ने %{target} को सक्रिय किया",
    "school.status_changed.off": "%{actor} ने %{target} को निष्क्रिय किया",
    "board_admin.created": "%{actor} ने बोर्ड प्रशासक %{target} बनाया",
    "board_admin.status_changed.on": "%{actor} ने बोर्ड प्रशासक %{target} को सक्रिय किया",
    "board_admin.status_changed.off": "%{actor} ने बोर्ड प्रशासक %{target} को निष्क्रिय किया",
    "account.password_changed": "%{actor} ने %{target} का पासवर्ड बदला",
    "account.password_reset": "%{actor} ने %{target} का पासवर्ड रीसेट किया",
    "account.two_factor_enabled": "%{actor} ने %{target} के लिए दो-चरणीय साइन-इन चालू किया",
    "account.two_factor_disabled": "%{actor} ने %{target} के लिए दो-चरणीय साइन-इन बंद किया",
    "account.two_factor_reset": "%{actor} ने %{target} का दो-चरणीय साइन-इन रीसेट किया",
    "auth.signed_in": "%{actor} ने साइन इन किया",
    "auth.sign_in_failed": "%{actor} का साइन इन विफल रहा",
    "auth.signed_out": "%{actor} ने साइन आउट किया",
    "list.exported": "%{actor} ने %{target} निर्यात किया",
    // The parts after the first are joined with "; " (src/audit/eventText.ts).
    changed: "बदले गए: %{fields}",
    added: "जोड़ी गईं: %{files}",
    removed: "हटाई गईं: %{files}",
    bulk: "सामूहिक कार्रवाई में",
    with_two_factor: "दो-चरणीय कोड के साथ",
    export_rows: "%{smart_count} पंक्ति |||| %{smart_count} पंक्तियाँ",
    export_aborted: "डाउनलोड बीच में रुक गया",
    reasons: {
      password: "ग़लत पासवर्ड या अज्ञात उपयोगकर्ता नाम",
      not_allowed: "यह खाता कंसोल का उपयोग नहीं कर सकता",
      deactivated: "यह खाता निष्क्रिय है",
      code: "ग़लत दो-चरणीय कोड",
      code_reused: "दो-चरणीय कोड पहले ही उपयोग हो चुका है",
      challenge: "दो-चरणीय चरण की समय-सीमा बीत गई, वह पहले ही उपयोग हो चुका है या किसी अन्य पते से है",
    },
  },
  total_capped: "%{cap} से अधिक में से %{from} से %{to} तक की प्रविष्टियाँ",
  bulk: {
    too_many: "एक बार में अधिकतम %{max} चुनें।",
    verify: "चुने हुए सत्यापित करें",
    activate: "चुने हुए सक्रिय करें",
    deactivate: "चुने हुए निष्क्रिय करें",
    verify_text:
      "%{smart_count} विद्यालय को सत्यापित करें? यह एक बार का सत्यापन है और इसे वापस नहीं लिया जा सकता। |||| %{smart_count} विद्यालयों को सत्यापित करें? यह एक बार का सत्यापन है और इसे वापस नहीं लिया जा सकता।",
    activate_text: "%{smart_count} विद्यालय को सक्रिय करें? |||| %{smart_count} विद्यालयों को सक्रिय करें?",
    deactivate_text:
      "%{smart_count} विद्यालय को निष्क्रिय करें? |||| %{smart_count} विद्यालयों को निष्क्रिय करें?",
    activate_admins_text:
      "%{smart_count} बोर्ड प्रशासक को सक्रिय करें? |||| %{smart_count} बोर्ड प्रशासकों को सक्रिय करें?",
    deactivate_admins_text:
      "%{smart_count} बोर्ड प्रशासक को निष्क्रिय करें? उनके सत्र तुरंत समाप्त हो जाएँगे। |||| %{smart_count} बोर्ड प्रशासकों को निष्क्रिय करें? उनके सत्र तुरंत समाप्त हो जाएँगे।",
    /** The report of a bulk action: what changed, then the rest when there is any. */
    changed: "%{smart_count} में बदलाव हुआ",
    unchanged: ", %{smart_count} पहले से ऐसा था |||| , %{smart_count} पहले से ऐसे थे",
    not_found: "; %{smart_count} अब मौजूद नहीं है |||| ; %{smart_count} अब मौजूद नहीं हैं",
  },
};
