import type { settings as englishSettings } from "../en/settings";
import type { Translation } from "../translation";

/** The settings and mock screens' strings, including their sample data's labels. */
export const settings: Translation<typeof englishSettings> = {
  menu: {
    title: "सेटिंग्स",
    ticket_management: "टिकट प्रबंधन",
    user_roles: "उपयोगकर्ता भूमिकाएँ",
    security_privacy: "सुरक्षा और गोपनीयता",
    notifications: "सूचनाएँ",
    data_backup: "डेटा बैकअप",
    advanced_settings: "उन्नत सेटिंग्स",
    data_optimization: "डेटा अनुकूलन",
    beta_features: "बीटा सुविधाएँ",
    holidays: "अवकाश",
  },
  whole_number_min: "कम से कम %{min} की कोई पूर्ण संख्या दर्ज करें।",
  mock_notice: "यह स्क्रीन केवल पूर्वावलोकन है: बदलाव इसी पृष्ठ पर रहते हैं और सहेजे नहीं जाते।",
  ticket_management: {
    title: "टिकट प्रबंधन",
    under_development: "टिकट प्रबंधन प्रणाली अभी विकास के अधीन है",
    hint: "विद्यालयों से आए सहायता टिकट यहाँ संभाले जाएँगे।",
  },
  user_roles: {
    title: "उपयोगकर्ता भूमिकाएँ और अनुमतियाँ",
    department: "विभाग",
    all_departments: "सभी विभाग",
    departments: {
      administration: "प्रशासन",
      academics: "शैक्षणिक",
    },
    none: "इस विभाग में कोई भूमिका नहीं।",
    roles: {
      super_admin: {
        name: "सुपर प्रशासक",
        description: "प्लेटफ़ॉर्म के विद्यालयों, बोर्डों और वित्त तक पूरी पहुँच।",
      },
      teacher: {
        name: "शिक्षक",
        description: "अपनी कक्षाओं के विद्यार्थियों का प्रबंधन करते हैं।",
      },
    },
    groups: {
      user_management: "उपयोगकर्ता प्रबंधन",
      financial_access: "वित्तीय पहुँच",
      system_settings: "सिस्टम सेटिंग्स",
    },
    permissions: {
      createUsers: "उपयोगकर्ता बनाएँ",
      editUsers: "उपयोगकर्ता संपादित करें",
      viewReports: "रिपोर्ट देखें",
      manageTransactions: "लेन-देन का प्रबंधन करें",
      configureSystem: "सिस्टम कॉन्फ़िगर करें",
      manageBackups: "बैकअप का प्रबंधन करें",
    },
  },
  security_privacy: {
    title: "सुरक्षा और गोपनीयता",
    password_policy: "पासवर्ड नीति",
    min_length: "न्यूनतम लंबाई (अक्षर)",
    expiry_days: "पासवर्ड की वैधता (दिन)",
    require_special: "विशेष वर्ण आवश्यक",
    require_numbers: "अंक आवश्यक",
    require_uppercase: "बड़े (अपरकेस) अक्षर आवश्यक",
    sessions: "सत्र प्रबंधन",
    session_timeout: "सत्र की समय-सीमा (मिनट)",
    max_concurrent: "एक साथ अधिकतम सत्र",
  },
  notifications: {
    title: "सूचनाएँ",
    // Hindi's adjective does not change with the number, as English's does not here.
    unread_count: "%{smart_count} अपठित |||| %{smart_count} अपठित",
    mark_as_read: "पढ़ा हुआ चिह्नित करें",
    read: "पढ़ी गई",
    unread: "अपठित",
    samples: {
      school_registration: {
        title: "नए विद्यालय का पंजीकरण",
        message: "Sunrise Public School सत्यापन की प्रतीक्षा में है।",
      },
      payment: {
        title: "भुगतान प्राप्त हुआ",
        message: "Green Valley High School ने वार्षिक सदस्यता शुल्क का भुगतान किया।",
      },
      system_update: {
        title: "सिस्टम अपडेट",
        message: "आज रात 11:00 बजे रखरखाव निर्धारित है।",
      },
      board_admin: {
        title: "बोर्ड प्रशासक बनाया गया",
        message: "एक नया बोर्ड प्रशासक खाता बनाया गया।",
      },
    },
    times: {
      two_min: "2 मिनट पहले",
      one_hour: "1 घंटा पहले",
      three_hours: "3 घंटे पहले",
      yesterday: "कल",
    },
  },
  data_backup: {
    title: "डेटा बैकअप",
    automatic: "स्वचालित बैकअप",
    frequency: "बैकअप की आवृत्ति",
    backup_now: "अभी बैकअप लें",
    history: "बैकअप इतिहास",
    date: "तारीख़",
    size: "आकार",
    status: "स्थिति",
    sample: "नमूना: वास्तविक बैकअप नहीं",
    simulated: "अनुकरण: कोई बैकअप नहीं लिया गया",
  },
  schedule: {
    daily: "दैनिक",
    weekly: "साप्ताहिक",
    monthly: "मासिक",
  },
  advanced_settings: {
    title: "उन्नत सेटिंग्स",
    api_integration: "API एकीकरण",
    api_enabled: "API पहुँच चालू करें",
    api_key: "API कुंजी",
    regenerate_key: "नई कुंजी बनाएँ",
    webhook_url: "वेबहुक URL",
    rate_limit: "दर सीमा (प्रति मिनट अनुरोध)",
  },
  data_optimization: {
    title: "डेटा अनुकूलन",
    database_settings: "डेटाबेस सेटिंग्स",
    cache_enabled: "क्वेरी कैश चालू करें",
    cache_ttl: "कैश TTL (सेकंड)",
    schedule: "अनुकूलन का समय-क्रम",
    time: "चलाने का समय",
  },
  beta_features: {
    title: "बीटा सुविधाएँ",
    intro: "सुविधाओं को जारी होने से पहले आज़माएँ। वे बदल सकती हैं या हटाई जा सकती हैं।",
    features: {
      attendance_insights: {
        name: "उपस्थिति विश्लेषण",
        description: "उन विद्यालयों को उजागर करता है जिनकी उपस्थिति हर सप्ताह घट रही है।",
      },
      bulk_messages: {
        name: "सामूहिक संदेश",
        description: "किसी बोर्ड के सभी विद्यालयों को एक ही घोषणा भेजें।",
      },
      report_designer: {
        name: "रिपोर्ट डिज़ाइनर",
        description: "उपस्थिति और पंजीकरण के आँकड़ों से अपनी रिपोर्ट बनाएँ।",
      },
    },
  },
  holidays: {
    title: "अवकाश",
    intro:
      "कार्य दिवस सोमवार से शनिवार तक हैं, यहाँ सूचीबद्ध अवकाशों को छोड़कर: उपस्थिति के आँकड़े विद्यालय के दिन इन्हीं से गिनते हैं।",
    year: "वर्ष",
    table: "%{year} के अवकाश",
    none: "%{year} के लिए कोई अवकाश सूचीबद्ध नहीं है।",
    fields: { day: "तारीख़", weekday: "दिन", name: "नाम", actions: "कार्रवाई" },
    weekdays: {
      sunday: "रविवार",
      monday: "सोमवार",
      tuesday: "मंगलवार",
      wednesday: "बुधवार",
      thursday: "गुरुवार",
      friday: "शुक्रवार",
      saturday: "शनिवार",
    },
    add_title: "अवकाश जोड़ें",
    day_placeholder: "दिन/माह/वर्ष",
    day_format: "तारीख़ दिन/माह/वर्ष (dd/mm/yyyy) के रूप में दर्ज करें",
    add: "अवकाश जोड़ें",
    rename: "%{name} का नाम बदलें",
    rename_title: "%{day} के अवकाश का नाम बदलें",
    save: "सहेजें",
    remove: "%{name} हटाएँ",
    remove_title: "यह अवकाश हटाएँ?",
    remove_text: "इसका दिन फिर से कार्य दिवस बन जाता है, जब तक वह रविवार न हो।",
  },
};
