import type { boardAdmins as englishBoardAdmins } from "../en/boardAdmins";
import type { Translation } from "../translation";

/** The board-admin screens' strings: field names under `resource`, screen texts under `screens`. */
export const boardAdmins: Translation<typeof englishBoardAdmins> = {
  resource: {
    name: "बोर्ड प्रशासक |||| बोर्ड प्रशासक",
    fields: {
      // The list's columns (spec: Board Management).
      username: "उपयोगकर्ता नाम",
      type: "प्रकार",
      main_board_name: "मुख्य बोर्ड का नाम",
      board_name: "बोर्ड का नाम",
      name: "नाम",
      email: "ईमेल",
      phone_number: "मोबाइल नं.",
      status: "स्थिति",
      // The create form's fields (spec: Create Board Admin).
      phone: "फ़ोन",
      main_board_id: "मुख्य बोर्ड",
      board_id: "संबद्धता मंडलीय बोर्ड",
      first_name: "प्रथम नाम",
      middle_name: "मध्य नाम",
      last_name: "अंतिम नाम",
    },
  },
  screens: {
    types: {
      board: "बोर्ड",
      other: "अन्य",
    },
    list: {
      title: "बोर्ड प्रबंधन",
      add: "+ बोर्ड प्रशासक जोड़ें",
      table: "बोर्ड प्रशासक",
      active: "सक्रिय",
      inactive: "निष्क्रिय",
      status_label: "%{name} की स्थिति बदलें (अभी %{status})",
      confirm_text: "क्या आप वाकई बोर्ड प्रशासक की स्थिति बदलना चाहते हैं?",
    },
    create: {
      title: "बोर्ड प्रशासक बनाएँ",
      back: "बोर्ड प्रबंधन पर वापस जाएँ",
      submit: "जमा करें",
      choose_main_board_first: "पहले मुख्य बोर्ड चुनें",
      password_title: "बोर्ड प्रशासक बनाया गया",
      password_text:
        "यह %{username} का प्रारंभिक पासवर्ड है। यह केवल इसी बार दिखाया जा रहा है: इसे अभी कॉपी करें और सुरक्षित तरीके से साझा करें।",
      password_label: "प्रारंभिक पासवर्ड",
      copy: "पासवर्ड कॉपी करें",
      copied: "पासवर्ड कॉपी हो गया",
      copy_failed: "कॉपी नहीं हो सका। पासवर्ड चुनकर स्वयं कॉपी करें।",
      done: "हो गया",
    },
  },
};
